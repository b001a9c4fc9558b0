/**
 * The staff console's overview (/staff) and jobs page (/staff/jobs): figures gathered from many
 * modules (members, chat, payments, photos, reports), so it sits above them all (docs/architecture.md,
 * "Layers"). It owns no table.
 */
export { StaffOverviewService, type StaffOverviewDeps } from './service.ts';
export { overviewRoutes } from './routes.ts';
