/** The audit module's public surface (scripts/check-owners.mjs); it owns `staff_audit_log`, append-only. */
export {
  AuditService,
  recordStaffAction,
  listAudit,
  auditOf,
  presentAuditPage,
  COMMAND_LINE,
  AUDIT_PAGE_SIZE,
  type StaffActor,
  type StaffActionRecord,
  type AuditEntry,
  type AuditFilter,
  type StaffNames,
} from './service.ts';
