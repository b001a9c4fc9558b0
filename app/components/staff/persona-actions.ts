import type { Persona, PersonaCreate, PersonaUpdate } from '../../../common/api/personas.ts';
import type { PersonaState } from '../../../common/rules/personas.ts';
import { defineAction } from '../../lib/actions.ts';
import { api, ApiError } from '../../lib/api.ts';

/**
 * The console's writes on personas (decision 048), all to /staff/api/personas. The routes that show
 * them list them in their `clientAction` (decision 018); the photo upload is a direct call (a file
 * does not go through the router), after which the page loads its data again.
 */

export const createPersona = defineAction('persona-create', (body: PersonaCreate) =>
  api<Persona>('POST', '/staff/api/personas', body),
);

export const updatePersona = defineAction('persona-update', ({ id, ...body }: PersonaUpdate & { id: number }) =>
  api<Persona>('PUT', `/staff/api/personas/${id}`, body, { idempotent: true }),
);

export const setPersonaState = defineAction('persona-state', ({ id, state }: { id: number; state: PersonaState }) =>
  api<Persona>('POST', `/staff/api/personas/${id}/state`, { state }, { idempotent: true }),
);

export const removePersonaPhoto = defineAction(
  'persona-photo-remove',
  ({ id, photoId }: { id: number; photoId: number }) =>
    api<Persona>('DELETE', `/staff/api/personas/${id}/photos/${photoId}`),
);

export const setPersonaMainPhoto = defineAction(
  'persona-photo-main',
  ({ id, photoId }: { id: number; photoId: number }) =>
    api<Persona>('POST', `/staff/api/personas/${id}/photos/${photoId}/main`, undefined, { idempotent: true }),
);

/** POST /staff/api/personas/:id/photos as multipart (field "photo"); the server's refusal as an ApiError. */
export async function uploadPersonaPhoto(id: number, file: File): Promise<Persona> {
  const data = new FormData();
  data.append('photo', file, file.name);
  const res = await fetch(`/staff/api/personas/${id}/photos`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'x-request-type': 'client', accept: 'application/json' },
    body: data,
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, String(body.error ?? 'error'), String(body.message ?? ''), body);
  return body as unknown as Persona;
}
