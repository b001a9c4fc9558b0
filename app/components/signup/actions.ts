import type { SignupInput, UserPayload } from '../../../common/api/accounts.ts';
import { api } from '../../lib/api.ts';

/**
 * POST /api/signup.php. Called directly, not through a route's action (decision 018's exception,
 * decision 056): a fresh document follows a signup, so there is no page data to load again, and the
 * flow runs where React Router does not (the landers' islands) as well as on /signup, a member's
 * landing pages and the layouts' modal.
 */
export function signUp(body: SignupInput): Promise<{ user: UserPayload }> {
  return api<{ user: UserPayload }>('POST', '/api/signup.php', body);
}
