import type { SignupInput, UserPayload } from '../../../common/api/accounts.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/**
 * POST /api/signup.php. The flow runs on /signup, on a member's landing pages and in the layouts'
 * modal, so the action is /signup's.
 */
export const signUp = defineAction(
  'signup',
  (body: SignupInput) => api<{ user: UserPayload }>('POST', '/api/signup.php', body),
  { route: '/signup' },
);
