import type { MatchFinderPayload, MatchFinderPreferences } from '../../../common/api/likes.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** PUT /api/match-finder.php: save the preferences; the answer holds the members who fit. */
export const saveMatchFinder = defineAction('match-finder', (body: MatchFinderPreferences) =>
  api<MatchFinderPayload>('PUT', '/api/match-finder.php', body, { idempotent: true }),
);
