/** The staff module's public surface (scripts/check-owners.mjs); it owns `staff`, `staff_sessions`, `staff_recovery_codes`. */
export {
  StaffService,
  presentStaff,
  type StaffView,
  type SetupLink,
  type SetupInfo,
  type StaffRequest,
  type StaffDeps,
} from './service.ts';
export { registerStaffContext, requireStaff, staffOf, actorOf, scopeOf } from './guard.ts';
export { staffRoutes } from './routes.ts';
export { auditRoutes } from './audit-routes.ts';
// The codes of an authenticator key: the demo seed completes its accounts' setup with one, and
// `/dev/staff` shows the current one (server/seed/demo-staff.ts).
export { decodeBase32, totpCode, totpStep, TOTP_PERIOD_S } from './secrets.ts';
