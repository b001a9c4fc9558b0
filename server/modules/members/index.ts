/**
 * The members module's public surface: what other modules, the seed and the composition root may
 * import (scripts/check-owners.mjs). The `members` table itself is private to this module.
 */
export { loadMemberView, prepareMemberViewBy, presentUser, findMemberByEmail, type MemberView } from './view.ts';
// A staff decision's mail to the member (statements of reasons, appeals, reports' answers).
export { mailMember, mailLocaleOf, type MemberMailDeps } from './mail.ts';
export { notificationsOffSql, readNotificationsOff, type NotificationsOff } from './notifications-off.ts';
export {
  insertMember,
  activateMember,
  passwordHashOf,
  setPasswordHash,
  setEmail,
  setLanguage,
  lockLogins,
  loginLockForUpdate,
  recordLogin,
  isInvisible,
  setInvisible,
  markPaidUser,
  endPaidUser,
  heldSignupMessage,
  clearSignupMessage,
  lockMember,
  siteOfMember,
  trackingOf,
  trackedSignupsSince,
  existingSeedKeys,
  memberBySeedKey,
  touchMemberSql,
  isActivatedSql,
  isFictionalSql,
  confirmFictionalDisclosure,
  onSitesSql,
  hasEmailSql,
  signedUpAfterSql,
  activeSinceAmong,
  activeMembersInSlot,
  restrictionOf,
  setRestriction,
  clearRestriction,
  suspensionsDue,
  inactiveAmong,
  memberIdsByEmail,
  staffAccountRows,
  setFictional,
  deletionOf,
  markDeleted,
  restoreDeleted,
  deletionsDue,
  eraseAccount,
  type Deletion,
  type StaffAccountRow,
  type NewMember,
  type Restriction,
} from './service.ts';
export { MEMBER_STATUSES, type MemberStatus } from './schema.ts';
// The member's rows, for their data export.
export { memberDataOf } from './member-data.ts';
// The staff overview (/staff): new members today and in the last 7 days.
export { signupCounts, type OverviewSince } from './overview.ts';
