import type { SwipeState } from '../../../common/api/likes.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';
import type { SwipeDecision } from './swipe-rules.ts';

/** POST /api/swipe.php: like or skip the card; the answer is the game's next state. */
export const swipe = defineAction('swipe', (body: { id: number; decision: SwipeDecision }) =>
  api<SwipeState>('POST', '/api/swipe.php', body),
);
