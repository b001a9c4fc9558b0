/**
 * The attribution module's public surface (scripts/check-owners.mjs; decision 051): it owns
 * `short_links`, `postback_templates` and `attribution_events`.
 */
export {
  AttributionService,
  AttributionInputError,
  PrivatePostbackHostError,
  POSTBACK_JOB,
  SWEEP_JOB,
  LINK_DEFAULT_DAYS,
  type AttributionDeps,
  type PostbackRow,
} from './service.ts';
export { attributionRoutes } from './routes.ts';
export { attributionDataOf } from './member-data.ts';
