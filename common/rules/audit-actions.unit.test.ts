import { describe, expect, it } from 'vitest';
import { auditTargetPath, isAuditAction } from './audit-actions.ts';
import { nl } from '../i18n/nl.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-actions.ts';

describe('audit rows in words', () => {
  it('every listed action and object has its words; unknown ones stay codes', () => {
    const keys = nl as Record<string, string>;
    for (const a of AUDIT_ACTIONS) expect(keys[`staff.audit.action.${a}`], a).toBeTruthy();
    for (const t of AUDIT_TARGETS) expect(keys[`staff.audit.target.${t}`], t).toBeTruthy();
    expect(isAuditAction('member.ban')).toBe(true);
    expect(isAuditAction('member.unknown')).toBe(false);
  });

  it('links an object to its page, and nothing that is not an id', () => {
    expect(auditTargetPath('member', '12')).toBe('/staff/members/12/history');
    expect(auditTargetPath('report', '7')).toBe('/staff/reports/7');
    expect(auditTargetPath('appeal', '3')).toBe('/staff/appeals/3');
    expect(auditTargetPath('photo', '9')).toBe('/staff/audit?target_type=photo&target_id=9');
    expect(auditTargetPath('member', '12/../../x')).toBeNull();
    expect(auditTargetPath('order', '5')).toBeNull();
  });
});
