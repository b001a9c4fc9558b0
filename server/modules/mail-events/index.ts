/**
 * The mail-events module's public surface (scripts/check-owners.mjs): the intake of the mail
 * provider's bounces and complaints. It owns no table: it finds members through
 * members/index.ts and records through notifications/index.ts (`disableNotifications`).
 */
export { MailEventService, intakeSummary, intakeFailure } from './service.ts';
export { mailEventRoutes } from './routes.ts';
