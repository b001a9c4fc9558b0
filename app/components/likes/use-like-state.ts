import { useCallback, useEffect, useRef, useState } from 'react';
import type { LikeBody, LikeResult } from '../../../common/api/likes.ts';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { likeMember, unlikeMember } from './like-api.ts';
import type { LikeToastState } from './LikeToast.tsx';

export interface LikeTarget {
  id: number;
  name: string;
}

/**
 * Which members of a list the viewer likes, and liking or unliking one of them from the list
 * (search results, the likes screen). The list starts from the loader's ids; a like or unlike
 * changes it at once when the server has answered, and says so in a toast ('Het is een match!'
 * when the like was mutual). `onDone` runs after each success (e.g. revalidate the page data).
 */
export function useLikeState(initialLiked: readonly number[], options: { source: LikeBody['source']; onDone?: (target: LikeTarget, result: LikeResult) => void }) {
  const t = useT();
  const initialKey = initialLiked.join(',');
  const [liked, setLiked] = useState(() => new Set(initialLiked));
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [toast, setToast] = useState<LikeToastState | null>(null);
  const busyRef = useRef(new Set<number>());
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // New loader data (a revalidation, another page of likes): start again from the server's view.
  useEffect(() => {
    setLiked(new Set(initialKey ? initialKey.split(',').map(Number) : []));
  }, [initialKey]);

  const toggle = useCallback(
    async (target: LikeTarget, like: boolean) => {
      if (busyRef.current.has(target.id)) return;
      busyRef.current.add(target.id);
      setBusy(new Set(busyRef.current));
      try {
        const result = like ? await likeMember(target.id, optionsRef.current.source) : await unlikeMember(target.id);
        setLiked((prev) => {
          const next = new Set(prev);
          if (result.liked) next.add(target.id);
          else next.delete(target.id);
          return next;
        });
        setToast(
          like && result.match
            ? { kind: 'match', title: t('likes.ui.itsAMatch'), text: t('likes.ui.matchText', { name: target.name }), key: Date.now() }
            : like
              ? { kind: 'liked', text: t('likes.ui.likedToast', { name: target.name }), key: Date.now() }
              : { kind: 'unliked', text: t('likes.ui.unlikedToast', { name: target.name }), key: Date.now() },
        );
        optionsRef.current.onDone?.(target, result);
      } catch (err) {
        const text = err instanceof ApiError && err.message ? err.message : t('likes.ui.failed');
        setToast({ kind: 'failed', text, key: Date.now() });
      } finally {
        busyRef.current.delete(target.id);
        setBusy(new Set(busyRef.current));
      }
    },
    [t],
  );

  return {
    isLiked: (id: number) => liked.has(id),
    isBusy: (id: number) => busy.has(id),
    toggle,
    toast,
    closeToast: () => setToast(null),
  };
}
