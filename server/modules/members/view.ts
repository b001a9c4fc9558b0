import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { members, type MemberStatus } from './schema.ts';
// A read model (scripts/check-owners.mjs, READ_MODELS): it reads these tables in its one query and never writes them.
import { profiles } from '../profiles/schema.ts';
import { photos } from '../photos/schema.ts';
import { notificationsOffSql, readNotificationsOff } from './notifications-off.ts';
import type { NotificationCategory, NotificationsDisabledReason } from '../../../common/rules/notifications.ts';
import type { UserPayload } from '../../../common/api/accounts.ts';
import { ageOn } from '../../../common/rules/age.ts';
import type { Site } from '../sites/index.ts';

/** A member's own account with profile and main photo: what the session resolves to. */
export interface MemberView {
  id: number;
  siteId: number;
  email: string;
  status: MemberStatus;
  language: string;
  credits: number;
  paidUser: boolean;
  invisible: boolean;
  fictional: boolean;
  /** When the member confirmed the fictional profiles' disclosure (decision 047); null until then. */
  fictionalDisclosureAt: Date | null;
  signupDate: Date;
  /** product §3 User.notifications_disabled: the reasons reported for the current address, first reported first. */
  notificationsDisabled: NotificationsDisabledReason[];
  /** The categories a one-click unsubscribe turned off (the alert names them), first unsubscribed first. */
  notificationsUnsubscribed: NotificationCategory[];
  profile: {
    name: string;
    status: 'disabled' | 'active';
    country: string;
    gender: 'male' | 'female';
    dateOfBirth: string;
    mainImage: { filename: string; thumb_filename: string; status: 'inspection' | 'active' } | null;
  };
}

/** The view's columns, one place for both ways of finding the member. */
function viewSelection() {
  return {
    member: members,
    name: profiles.name,
    profileStatus: profiles.status,
    country: profiles.country,
    gender: profiles.gender,
    dateOfBirth: profiles.dateOfBirth,
    filename: photos.filename,
    thumbFilename: photos.thumbFilename,
    photoStatus: photos.status,
    // In the same round trip, by the notifications module's rule (only reports about the current address count).
    notificationsOff: notificationsOffSql(members.id),
  };
}

function selectViews(db: Executor) {
  return db
    .select(viewSelection())
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId));
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

/**
 * The view of the member another module's table points at, with that table's `extra` columns, as one
 * prepared query (the session's member on every request: one round trip, planned once per
 * connection). `on` joins the caller's table to the member's id; its conditions may use placeholders,
 * which `execute` fills. The caller owns its table; this module owns the view.
 */
export function prepareMemberViewBy<E extends Record<string, PgColumn | SQL.Aliased>>(
  db: Executor,
  name: string,
  by: { table: PgTable; on: (memberId: PgColumn) => SQL; extra: E },
) {
  const query = db
    .select({ ...viewSelection(), ...by.extra })
    .from(members)
    .innerJoin(profiles, eq(profiles.memberId, members.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .innerJoin(by.table, by.on(members.id))
    .prepare(name);
  return async (values: Record<string, unknown>) => {
    const [row] = (await query.execute(values)) as unknown as (ViewRow & Record<keyof E, unknown>)[];
    return row ? { view: viewOf(row), extra: row as Record<keyof E, unknown> } : null;
  };
}

export async function loadMemberView(db: Executor, memberId: number): Promise<MemberView | null> {
  const [row] = await selectViews(db).where(eq(members.id, memberId));
  return row ? viewOf(row) : null;
}

function viewOf(row: ViewRow): MemberView {
  const m = row.member;
  const off = readNotificationsOff(row.notificationsOff);
  return {
    id: m.id,
    siteId: m.siteId,
    email: m.email,
    status: m.status,
    language: m.language,
    credits: m.credits,
    paidUser: m.paidUser,
    invisible: m.invisible,
    fictional: m.fictional,
    fictionalDisclosureAt: m.fictionalDisclosureAt,
    signupDate: m.signupDate,
    notificationsDisabled: off.reasons,
    notificationsUnsubscribed: off.unsubscribed,
    profile: {
      name: row.name,
      status: row.profileStatus,
      country: row.country,
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      // A rejected photo is nobody's profile photo (the rejection moves the main photo on).
      mainImage:
        row.filename && row.thumbFilename && row.photoStatus && row.photoStatus !== 'rejected'
          ? { filename: row.filename, thumb_filename: row.thumbFilename, status: row.photoStatus }
          : null,
    },
  };
}

/** product §3 "User", the member's own view (their birth date included: it is theirs). */
export function presentUser(view: MemberView, site: Site): UserPayload {
  return {
    id: view.id,
    email: view.email,
    status: view.status,
    credits: view.credits,
    paid_user: view.paidUser,
    signup_date: view.signupDate.toISOString(),
    fictional_icon: site.config.fictional_icon,
    language: view.language,
    notifications_disabled: view.notificationsDisabled,
    notifications_unsubscribed: view.notificationsUnsubscribed,
    invisible: view.invisible,
    fictional_disclosure_confirmed: view.fictionalDisclosureAt !== null,
    profile: {
      id: view.id,
      name: view.profile.name,
      status: view.profile.status,
      country: view.profile.country,
      gender: view.profile.gender,
      date_of_birth: view.profile.dateOfBirth,
      age: ageOn(view.profile.dateOfBirth),
      main_image: view.profile.mainImage,
    },
  };
}

export async function findMemberByEmail(db: Executor, siteId: number, email: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.trim().toLowerCase()}`));
  return row ?? null;
}
