/** The accounts module's public surface (scripts/check-owners.mjs); it owns sessions, account tokens, login failures and invites; suspension and ban act on the account through members. */
export {
  AccountService,
  MAIL_LIMITS,
  ACTIVATION_VALID_HOURS,
  RESET_VALID_MINUTES,
  EMAIL_CHANGE_VALID_HOURS,
  type RequestInfo,
  type AccountDeps,
} from './service.ts';
export {
  resolveSession,
  markActive,
  announceSessionsEnded,
  createSession,
  SESSIONS_ENDED,
  type EndedSessions,
} from './sessions.ts';
export { ACCOUNT_ACTIVATED, MEMBER_SIGNED_UP } from './account-rules.ts';
export { purgeExpiredAccountRows } from './purge.ts';
// Moderators' member history: accounts that logged in from the same browser.
export { membersSharingDevice } from './device-ids.ts';
export {
  restrictMember,
  sessionsEnded,
  liftDueSuspensions,
  MemberRestrictions,
  BAN_PAGE,
  type RestrictionChange,
  type RestrictionCommand,
  type RestrictionOutcome,
} from './restrictions.ts';
export { sessionsOf, createInvites, listInvites, type SessionRow, type InviteRow } from './staff-care.ts';
export { endSessions } from './sessions.ts';
export {
  AccountDeletion,
  REACTIVATION_MAILS_PER_DAY,
  finalAt,
  askedBeforeIsFinal,
  eraseAccountRowsOf,
} from './deletion.ts';
export { accountRoutes } from './routes.ts';
// The member's rows, for their data export.
export { accountDataOf } from './member-data.ts';
export { deviceOf } from './devices.ts';
