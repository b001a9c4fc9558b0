import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberHistory } from '../../../common/api/history.ts';
import { membersSharingDevice } from '../accounts/index.ts';
import { appealsOf } from '../appeals/index.ts';
import { messagesSentBy } from '../chat/index.ts';
import { decisionsOf, presentDecision } from '../decisions/index.ts';
import { staffAccountRows } from '../members/index.ts';
import { membersSharingPaymentDetails } from '../payments/index.ts';
import { photosOfMember } from '../photos/index.ts';
import { profileNames } from '../profiles/index.ts';
import { reportsOfMember } from '../reports/index.ts';
import type { SiteDirectory } from '../sites/index.ts';
import { inSiteScope, type SiteScope } from '../../../common/rules/staff-scope.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * A member's history for moderators (common/api/history.ts): gathered from the modules that own
 * each part, read only, without the e-mail address, payments or the words of messages. For a staff
 * account limited to some sites (`scope`, decision 044) a member of another site is not found, and
 * the accounts sharing payment details or a device are those of its sites.
 */
export async function moderationHistory(
  db: Database,
  sites: Pick<SiteDirectory, 'byId'>,
  memberId: number,
  scope: SiteScope = null,
  now = new Date(),
): Promise<MemberHistory> {
  const [account] = await staffAccountRows(db, [memberId]);
  if (!account || !inSiteScope(scope, account.siteId))
    throw new ApiError(404, 'not_found', 'staff.reports.memberNotFound');
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [day, week, month, photos, reports, decisions, appeals, sharingAll, sameDeviceAll, site] = await Promise.all([
    messagesSentBy(db, memberId, since(1)),
    messagesSentBy(db, memberId, since(7)),
    messagesSentBy(db, memberId, since(30)),
    photosOfMember(db, memberId),
    reportsOfMember(db, memberId, 50),
    decisionsOf(db, memberId),
    appealsOf(db, memberId),
    membersSharingPaymentDetails(db, memberId),
    membersSharingDevice(db, memberId),
    sites.byId(account.siteId),
  ]);
  const visible = scope
    ? new Set(
        (await staffAccountRows(db, [...new Set([...sharingAll, ...sameDeviceAll])]))
          .filter((r) => inSiteScope(scope, r.siteId))
          .map((r) => r.id),
      )
    : null;
  const sharing = visible ? sharingAll.filter((id) => visible.has(id)) : sharingAll;
  const sameDevice = visible ? sameDeviceAll.filter((id) => visible.has(id)) : sameDeviceAll;
  const names = await profileNames(db, [memberId, ...sharing, ...sameDevice]);
  const photoCount = (status: string) => photos.filter((p) => p.status === status).length;
  return {
    member: {
      id: memberId,
      name: names.get(memberId) ?? '',
      site: site.config.name,
      signed_up: account.signupDate.toISOString(),
      last_active: account.lastActiveAt.toISOString(),
      status: account.status,
      suspended_until: account.suspendedUntil?.toISOString() ?? null,
    },
    messages: { day, week, month },
    photos: { active: photoCount('active'), inspection: photoCount('inspection'), rejected: photoCount('rejected') },
    reports,
    decisions: decisions.map((d) => ({ ...presentDecision(d), appeal: appeals.get(d.id) ?? null })),
    shares_payment_details_with: sharing.map((id) => ({ id, name: names.get(id) ?? '' })),
    shares_device_with: sameDevice.map((id) => ({ id, name: names.get(id) ?? '' })),
  };
}
