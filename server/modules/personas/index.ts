/** The personas module's public surface (scripts/check-owners.mjs); it owns `personas` (decision 048). */
export { PersonaService, personaBriefOf, personaStateOf, personaCounts, type PersonaDeps } from './service.ts';
export { personaRoutes } from './routes.ts';
