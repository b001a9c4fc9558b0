import { useRootData } from './root-data.ts';

/**
 * Unread messages and new likes for the badges and the title. The chat and likes modules fill these
 * (root loader, then the live socket); until they exist both are zero.
 */
export function useMemberCounts(): { unreadMessages: number; newLikes: number } {
  const data = useRootData() as { counts?: { unreadMessages: number; newLikes: number } } | undefined;
  return data?.counts ?? { unreadMessages: 0, newLikes: 0 };
}
