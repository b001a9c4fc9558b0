import { sql, type SQL } from 'drizzle-orm';
// A read model (scripts/check-owners.mjs, READ_MODELS): it reads the notifications module's reports of
// disabled mail together with the member's current address, and never writes them.
import { notificationsDisabled } from '../notifications/schema.ts';
import {
  isCategory,
  NOTIFICATIONS_DISABLED_REASONS,
  type NotificationCategory,
  type NotificationsDisabledReason,
} from '../../../common/rules/notifications.ts';
import { hasEmailSql } from './service.ts';

/*
 * Here, with the member, because the rule is about the member's current address: the request's
 * member (view.ts) reads it in its one round trip, and the notifications module reads it through
 * members/index.ts.
 */

/** Why the member's e-mail notifications are off (product §3 User.notifications_disabled, and what the alert names). */
export interface NotificationsOff {
  /** The reasons, first reported first. */
  reasons: NotificationsDisabledReason[];
  /** The categories a one-click unsubscribe turned off, first unsubscribed first. */
  unsubscribed: NotificationCategory[];
}

/**
 * SQL: a json `NotificationsOff` of the member id expression, never null. Only reports about the
 * member's current address count: one about an address they have since changed no longer applies.
 * The one place of that rule: the functions below and the member behind each request
 * (members/view.ts, in its own round trip) read it.
 */
export function notificationsOffSql(memberIdColumn: SQL | unknown): SQL<unknown> {
  const nd = notificationsDisabled;
  return sql`(select json_build_object(
      'reasons', coalesce(json_agg(r.reason order by r.first, r.reason), '[]'::json),
      'unsubscribed', coalesce((json_agg(r.categories) filter (where r.categories is not null)) -> 0, '[]'::json))
    from (select ${nd.reason} as reason, min(${nd.createdAt}) as first,
        json_agg(${nd.category} order by ${nd.createdAt}, ${nd.category}) filter (where ${nd.reason} = 'listunsubscribe' and ${nd.category} <> '') as categories
      from ${nd}
      where ${nd.memberId} = ${memberIdColumn} and ${hasEmailSql(nd.memberId, nd.email)}
      group by ${nd.reason}) r)`;
}

/** The json of `notificationsOffSql` as it comes from the driver, checked: an unknown value is left out. */
export function readNotificationsOff(value: unknown): NotificationsOff {
  const v = (value ?? {}) as { reasons?: unknown; unsubscribed?: unknown };
  const list = (x: unknown): string[] => (Array.isArray(x) ? x.filter((e): e is string => typeof e === 'string') : []);
  return {
    reasons: list(v.reasons).filter((r): r is NotificationsDisabledReason =>
      (NOTIFICATIONS_DISABLED_REASONS as readonly string[]).includes(r),
    ),
    unsubscribed: list(v.unsubscribed).filter(isCategory),
  };
}
