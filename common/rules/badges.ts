import { CREDITS_BADGE_THRESHOLD, UNREAD_BADGE_CAP } from '../constants.ts';

/** Product §2: the unread badge reads '99+' above 99; nothing at zero. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** Product §2: the Credits badge shows only at 10 or fewer: warning colour above 0, danger at 0. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/** Product §2: the page title is prefixed with the sum of unread messages and new likes. */
export function titleWithCount(title: string, unreadMessages: number, newLikes: number): string {
  const n = Math.max(0, unreadMessages) + Math.max(0, newLikes);
  return n > 0 ? `(${n}) ${title}` : title;
}
