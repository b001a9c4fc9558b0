/** The data-export module's public surface (scripts/check-owners.mjs); it owns `data_exports`. */
export {
  DataExportService,
  EXPORT_INTERVAL_HOURS,
  EXPORT_VALID_HOURS,
  PREPARE_JOB,
  type DataExportDeps,
  type ExportState,
} from './service.ts';
export { dataExportRoutes } from './routes.ts';
export { eraseDataExportsOf } from './erase.ts';
