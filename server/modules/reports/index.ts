/** The reports module's public surface (scripts/check-owners.mjs); it owns `member_reports`. */
export {
  ReportService,
  listReports,
  reportDetails,
  resolveReport,
  openReportsAbout,
  reportsOfMember,
  reportById,
  reportFigures,
  reportsResolvedWith,
  REPORT_HIDE_THRESHOLD_DEFAULT,
  REPORT_HIDE_WINDOW_HOURS,
} from './service.ts';
export {
  ReportQueueService,
  HELD_FOR_REVIEW,
  MINOR_REVIEW_DAYS,
  type ReportQueueDeps,
  type ConsoleActor,
} from './queue.ts';
export { reportRoutes, reportQueueRoutes } from './routes.ts';
export { eraseReportTextsOf } from './erase.ts';
// The member's rows, for their data export.
export { reportDataOf } from './member-data.ts';
// The staff overview (/staff): the open reports and the oldest one.
export { openReportsSummary } from './overview.ts';
