import { useEffect, useRef } from 'react';
import { useMemberCounts } from '../../lib/member-counts.ts';
import { countedTitle } from './rules.ts';

/**
 * Product §2: the page title is prefixed with the sum of unread messages and new likes, '(3) Likes –
 * Klik'. The routes' meta functions write the plain title through <Meta/>; this hook prefixes it in
 * the browser whenever the counts change or a page writes a new title (watched with a
 * MutationObserver on <head>, because <Meta/> writes it after navigation). It never prefixes
 * twice: it remembers what it wrote (see countedTitle). Server-rendered HTML carries the plain
 * title; the prefix follows at hydration.
 */
export function useCountedTitle(): void {
  const { unreadMessages, newLikes } = useMemberCounts();
  const last = useRef<{ written: string; base: string } | null>(null);

  useEffect(() => {
    const apply = () => {
      const next = countedTitle(document.title, last.current, unreadMessages, newLikes);
      last.current = next;
      if (document.title !== next.written) document.title = next.written;
    };
    apply();
    const observer = new MutationObserver(() => {
      // Our own write changes the title too; countedTitle sees it as ours and writes nothing.
      if (last.current && document.title === last.current.written) return;
      apply();
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [unreadMessages, newLikes]);
}
