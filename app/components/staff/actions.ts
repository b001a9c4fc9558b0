import type { z } from 'zod';
import type {
  staffCreateSchema,
  staffLoginSchema,
  StaffJob,
  StaffPayload,
  StaffWithSetup,
} from '../../../common/api/staff.ts';
import type { StaffRole } from '../../../common/rules/staff-roles.ts';
import { api } from '../../lib/api.ts';
import type { SiteCreate, SiteEdit, SitePrices, StaffSite, StaffSitePrices } from '../../../common/api/site-admin.ts';
import { defineAction, leavePage } from '../../lib/actions.ts';

/** The staff console's writes (decision 019), all to /staff/api. */

/** POST /staff/api/login: step one; the second factor follows on the same screen. */
export const staffLogIn = defineAction('staff-login', (body: z.infer<typeof staffLoginSchema>) =>
  api<{ step: 'second_factor' }>('POST', '/staff/api/login', body),
);

/** POST /staff/api/login/verify: step two. A full document load follows with the new session. */
export const staffVerify = defineAction(
  'staff-verify',
  async ({ target, ...body }: { code?: string; recovery_code?: string; target: string }) => {
    await api<{ staff: StaffPayload }>('POST', '/staff/api/login/verify', body);
    return leavePage(() => window.location.assign(target));
  },
);

/** POST /staff/api/logout, from the console's header on any page (the /staff/logout route runs it). */
export const staffLogOut = defineAction(
  'staff-logout',
  async () => {
    await api('POST', '/staff/api/logout');
    return leavePage(() => window.location.assign('/staff/login?loggedOut=1'));
  },
  { route: '/staff/logout' },
);

/** POST /staff/api/setup: password and the first code; answers the recovery codes, once. */
export const completeStaffSetup = defineAction(
  'staff-setup',
  (body: { token: string; password: string; code: string }) =>
    api<{ recovery_codes: string[] }>('POST', '/staff/api/setup', body),
);

/** POST /staff/api/staff: a new account and its one-time setup link. */
export const createStaff = defineAction('staff-create', (body: z.infer<typeof staffCreateSchema>) =>
  api<StaffWithSetup>('POST', '/staff/api/staff', body),
);

export const changeStaffRole = defineAction(
  'staff-role',
  ({ id, role }: { id: number; role: StaffRole; name: string }) =>
    api<{ staff: StaffPayload }>('PUT', `/staff/api/staff/${id}/role`, { role }, { idempotent: true }),
);

export const changeStaffStatus = defineAction(
  'staff-status',
  ({ id, status }: { id: number; status: 'active' | 'disabled'; name: string }) =>
    api<{ staff: StaffPayload }>('PUT', `/staff/api/staff/${id}/status`, { status }, { idempotent: true }),
);

/** PUT /staff/api/staff/:id/sites: every site (null) or these (decision 044). */
export const changeStaffSites = defineAction(
  'staff-sites',
  ({ id, site_ids }: { id: number; site_ids: number[] | null; name: string }) =>
    api<{ staff: StaffPayload }>('PUT', `/staff/api/staff/${id}/sites`, { site_ids }, { idempotent: true }),
);

/** POST /staff/api/staff/:id/reset-login: password, key and recovery codes go; a new setup link. */
export const resetStaffLogin = defineAction('staff-reset-login', ({ id }: { id: number; name: string }) =>
  api<StaffWithSetup>('POST', `/staff/api/staff/${id}/reset-login`),
);

/** POST /staff/api/jobs/run (admins): the job is due now, as `npm run admin -- jobs run <name>`; audited. */
export const runJobNow = defineAction('jobs-run', ({ name }: { name: string }) =>
  api<{ job: StaffJob }>('POST', '/staff/api/jobs/run', { name }),
);

/** The console's sites (admins): an edit of settings, company details or domains. */
export const updateSiteSettings = defineAction('sites-update', ({ id, ...edit }: { id: number } & SiteEdit) =>
  api<StaffSite>('PUT', `/staff/api/sites/${id}`, edit),
);

/** The console's sites (admins): a new site with the default settings. */
export const createSiteAction = defineAction('sites-create', (input: SiteCreate) =>
  api<StaffSite>('POST', '/staff/api/sites', input),
);

/** The console's sites (admins): bundles and credit prices, replaced as a whole. */
export const updateSitePrices = defineAction('sites-prices', ({ id, ...prices }: { id: number } & SitePrices) =>
  api<StaffSitePrices>('PUT', `/staff/api/sites/${id}/prices`, prices),
);

/** The console's sites (admins): disable or enable a site. */
export const setSiteStatus = defineAction('sites-status', ({ id, disabled }: { id: number; disabled: boolean }) =>
  api<StaffSite>('PUT', `/staff/api/sites/${id}/status`, { disabled }),
);
