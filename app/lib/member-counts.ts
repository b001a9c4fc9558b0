import { useRootData } from './root-data.ts';
import { useLiveState } from './realtime-context.ts';

/** The counts the root loader sent with the page (product §2 badges); zero for visitors. */
export function useRootCounts(): { unreadMessages: number; newLikes: number } {
  const data = useRootData() as { counts?: { unreadMessages: number; newLikes: number } | null } | undefined;
  return data?.counts ?? { unreadMessages: 0, newLikes: 0 };
}

/**
 * Unread messages and new likes for the badges and the title: the root loader's, kept current by the
 * live connection's events and catch-up (app/lib/realtime.tsx) without reloading the page data.
 */
export function useMemberCounts(): { unreadMessages: number; newLikes: number } {
  const root = useRootCounts();
  const live = useLiveState()?.live;
  return live ? { unreadMessages: live.unreadMessages, newLikes: live.newLikes } : root;
}
