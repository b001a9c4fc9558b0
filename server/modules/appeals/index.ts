/** The appeals module's public surface (scripts/check-owners.mjs); it owns `appeals`. */
export { AppealService, appealFigures, appealsOf, type AppealDeps, type AppealActor } from './service.ts';
export { appealRoutes } from './routes.ts';
// The member's rows, for their data export; and what a final deletion erases.
export { appealDataOf, eraseAppealTextsOf } from './member-data.ts';
