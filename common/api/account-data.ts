import { z } from 'zod';

/** The member's sessions and data export, shared by the server (schemas) and the browser. */

/** One of the member's logins as Settings lists it; `browser`/`os`/`country` empty or null when unknown. */
export const ownSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  country: z.string().nullable(),
  created_at: z.string(),
  last_active: z.string(),
  current: z.boolean(),
});
export type OwnSessionPayload = z.infer<typeof ownSessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(ownSessionSchema) });

/** DELETE /api/sessions.php: one session by its id, or (`others`) every one but the current. */
export const endSessionsSchema = z.union([
  z.object({ id: z.string().max(64) }).strict(),
  z.object({ others: z.literal(true) }).strict(),
]);
export type EndSessionsBody = z.infer<typeof endSessionsSchema>;
export const endSessionsResponseSchema = z.object({ ended: z.number().int() });

/** The member's latest export: `pending` while the job prepares it, `ready` until `expires_at`. */
export const dataExportSchema = z.object({
  status: z.enum(['pending', 'ready']),
  requested_at: z.string(),
  expires_at: z.string().nullable(),
});
export type DataExportPayload = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = z.object({ export: dataExportSchema.nullable() });
