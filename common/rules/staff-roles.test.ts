import { describe, expect, it } from 'vitest';
import { isStaffPath, STAFF_ACTIONS, staffMay, type StaffAction, type StaffRole } from './staff-roles.ts';

describe('the staff role table', () => {
  const actions = Object.keys(STAFF_ACTIONS) as StaffAction[];

  it('lets admins do everything', () => {
    for (const action of actions) expect(staffMay('admin', action), action).toBe(true);
  });

  it('gives moderators the photos, reports and members’ moderation history, support the members, payments and credits', () => {
    const of = (role: StaffRole) => actions.filter((a) => staffMay(role, a));
    expect(of('moderator')).toEqual([
      'console.use',
      'photos.inspect',
      'reports.handle',
      'members.search',
      'members.history',
    ]);
    expect(of('support')).toEqual([
      'console.use',
      'members.search',
      'members.view',
      'members.care',
      'members.purge',
      'payments.refund',
      'credits.adjust',
    ]);
    // Operators answer as the fictional profiles and see nothing of the members' money (decision 046);
    // they make and keep those profiles too (decision 048).
    expect(of('operator')).toEqual(['console.use', 'inbox.answer', 'personas.manage']);
    // Analysts read the numbers and nothing else: no member, order, queue or setting (decision 053).
    expect(of('analyst')).toEqual(['console.use', 'numbers.read']);
  });

  it('keeps staff and codes to admins', () => {
    for (const action of ['staff.manage', 'audit.read', 'codes.manage', 'transparency.read'] as const)
      expect(STAFF_ACTIONS[action]).toEqual(['admin']);
  });

  it('knows the console paths', () => {
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staff/audit')).toBe(true);
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/members/1')).toBe(false);
  });
});
