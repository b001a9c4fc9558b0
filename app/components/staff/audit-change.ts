import type { AuditEntryPayload } from '../../../common/api/staff.ts';

/** `role: moderator → support`: only the fields the action touched, one a line (the audit log and a member's page). */
export function describeChange(entry: AuditEntryPayload): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys
    .map((k) => (k in before ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(after[k])}`))
    .join('\n');
}
