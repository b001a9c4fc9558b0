import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import { hasChannel, type NotificationCategory } from '../../../common/rules/notifications.ts';
import type { NotificationChange, NotificationSettings } from '../../../common/api/notifications.ts';
import { loadMemberView } from '../members/index.ts';
import {
  disableNotifications,
  notificationsOffOf,
  preferencesOf,
  readUnsubscribeToken,
  reenableNotifications,
  setPreference,
} from './preferences.ts';

/** Unsubscribes from the page (the footer link's button) per IP address: 20 in 10 minutes. */
const UNSUBSCRIBE_PAGE_LIMIT = { max: 20, windowMs: 10 * 60_000 };

/**
 * The notification settings of product §2 /notifications and §3: the member's switches,
 * the alert's fix, and the unsubscribe of a mail (RFC 8058 one-click and the footer link's page),
 * which needs no login: the signed token is the authority.
 */
export class NotificationService {
  constructor(private readonly deps: { db: Database; secret: string; counter: RateCounter }) {}

  /** GET /api/notifications.php and the /notifications page. */
  async settings(member: { id: number; email: string }): Promise<NotificationSettings> {
    const db = this.deps.db;
    const [preferences, off] = await Promise.all([preferencesOf(db, member.id), notificationsOffOf(db, member.id)]);
    return {
      preferences,
      notifications_disabled: off.reasons,
      unsubscribed_categories: off.unsubscribed,
      email: member.email,
    };
  }

  /** POST /api/notifications.php: one switch, or the alert's fix (every reason cleared). */
  async change(member: { id: number; email: string }, change: NotificationChange): Promise<NotificationSettings> {
    if ('reenable' in change) {
      await this.deps.db.transaction((tx) => reenableNotifications(tx, member.id));
    } else {
      if (!hasChannel(change.category, change.channel))
        throw new ApiError(400, 'invalid_channel', 'notifications.error.noChannel');
      await this.deps.db.transaction((tx) =>
        setPreference(tx, member.id, change.category, change.channel, change.enabled),
      );
    }
    return this.settings(member);
  }

  /** What an unsubscribe link names, for the page that asks first (GET changes nothing); null for a bad link. */
  readLink(token: string): { memberId: number; category: NotificationCategory } | null {
    return readUnsubscribeToken(this.deps.secret, token);
  }

  /**
   * The one-click unsubscribe (POST /api/unsubscribe.php) and the page's button: the category's mail
   * off, recorded as `listunsubscribe` for the member's current address (the alert names it).
   * Idempotent. A link that is not ours is a 400; a link of an account that no longer exists
   * unsubscribes nothing and says it did (nothing is mailed to it any more).
   */
  async unsubscribe(token: string): Promise<{ category: NotificationCategory }> {
    const link = this.readLink(token);
    if (!link) throw new ApiError(400, 'invalid_unsubscribe_link', 'notifications.error.badLink');
    await this.deps.db.transaction(async (tx) => {
      const member = await loadMemberView(tx, link.memberId);
      if (!member) return;
      await setPreference(tx, member.id, link.category, 'email', false);
      await disableNotifications(tx, member.id, {
        reason: 'listunsubscribe',
        email: member.email,
        category: link.category,
      });
    });
    return { category: link.category };
  }

  /** The page's button: as `unsubscribe`, limited per IP address (the API route has Fastify's limit). */
  async unsubscribeFromPage(token: string, ip: string): Promise<{ category: NotificationCategory }> {
    if (
      (await this.deps.counter.hit(`unsubscribe-page:${ip}`, UNSUBSCRIBE_PAGE_LIMIT.windowMs)) >
      UNSUBSCRIBE_PAGE_LIMIT.max
    ) {
      throw new ApiError(429, 'too_many_requests', 'unsubscribe.tooMany');
    }
    return this.unsubscribe(token);
  }
}
