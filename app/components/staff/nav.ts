import type { MessageKey } from '../../../common/i18n/translate.ts';
import { staffMay, type StaffAction, type StaffRole } from '../../../common/rules/staff-roles.ts';

/** One section of the staff console: its page, its name and line on the dashboard, the action it needs. */
export interface StaffSection {
  to: string;
  label: MessageKey;
  description: MessageKey;
  action: StaffAction;
}

/**
 * The console's sections, in the order of the nav and the dashboard (decision 019). A new section
 * adds its entry here, with the action of common/rules/staff-roles.ts its page requires: the nav and
 * the dashboard show it to the roles that may.
 *
 */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  {
    to: '/staff/photos',
    label: 'staff.nav.photos',
    description: 'staff.nav.photos.description',
    action: 'photos.inspect',
  },
  {
    to: '/staff/reports',
    label: 'staff.nav.reports',
    description: 'staff.nav.reports.description',
    action: 'reports.handle',
  },
  {
    to: '/staff/appeals',
    label: 'staff.nav.appeals',
    description: 'staff.nav.appeals.description',
    action: 'reports.handle',
  },
  {
    to: '/staff/members',
    label: 'staff.nav.members',
    description: 'staff.nav.members.description',
    action: 'members.search',
  },
  // Operators see this one only (decision 046).
  {
    to: '/staff/inbox',
    label: 'staff.nav.inbox',
    description: 'staff.nav.inbox.description',
    action: 'inbox.answer',
  },
  // The fictional profiles the operators write as (decision 048).
  {
    to: '/staff/personas',
    label: 'staff.nav.personas',
    description: 'staff.nav.personas.description',
    action: 'personas.manage',
  },
  { to: '/staff/codes', label: 'staff.nav.codes', description: 'staff.nav.codes.description', action: 'codes.manage' },
  {
    to: '/staff/accounts',
    label: 'staff.nav.accounts',
    description: 'staff.nav.accounts.description',
    action: 'staff.manage',
  },
  {
    to: '/staff/transparency',
    label: 'staff.nav.transparency',
    description: 'staff.nav.transparency.description',
    action: 'transparency.read',
  },
  { to: '/staff/audit', label: 'staff.nav.audit', description: 'staff.nav.audit.description', action: 'audit.read' },
  { to: '/staff/sites', label: 'staff.nav.sites', description: 'staff.nav.sites.description', action: 'sites.manage' },
  { to: '/staff/jobs', label: 'staff.nav.jobs', description: 'staff.nav.jobs.description', action: 'jobs.manage' },
  {
    to: '/staff/postbacks',
    label: 'staff.nav.postbacks',
    description: 'staff.nav.postbacks.description',
    action: 'postbacks.view',
  },
  {
    to: '/staff/campaigns',
    label: 'staff.nav.campaigns',
    description: 'staff.nav.campaigns.description',
    action: 'campaigns.manage',
  },
  // The figures (decision 053): an analyst's only section.
  {
    to: '/staff/numbers',
    label: 'staff.nav.numbers',
    description: 'staff.nav.numbers.description',
    action: 'numbers.read',
  },
];

export function sectionsFor(role: StaffRole): StaffSection[] {
  return STAFF_SECTIONS.filter((s) => staffMay(role, s.action));
}
