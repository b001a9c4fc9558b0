import { useCallback, useEffect, useState } from 'react';
import type { LikeBody } from '../../../common/api/likes.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { likeMember, unlikeMember } from './actions.ts';
import type { LikeToastState } from './LikeToast.tsx';

export interface LikeTarget {
  id: number;
  name: string;
}

/**
 * Which members of a list the viewer likes (search results, the likes screen), and the one toast
 * that tells how a like or unlike went ('Het is een match!' when the like was mutual). The list
 * starts from the loader's ids and changes when a like or unlike from it succeeded; each card writes
 * through its own `useLikeToggle`. `reload: false` keeps the page data as it is after a like (the
 * search results: loading them again would search again).
 */
export function useLikeList(
  initialLiked: readonly number[],
  source: LikeBody['source'],
  { reload = true }: { reload?: boolean } = {},
) {
  const initialKey = initialLiked.join(',');
  const [liked, setLiked] = useState(() => new Set(initialLiked));
  const [toast, setToast] = useState<LikeToastState | null>(null);
  // The toast (react-bootstrap's Toast) is a chunk of its own, loaded at the first like and then
  // kept, so that closing it still fades (what only members see is lazy).
  const [toastOpened, setToastOpened] = useState(false);
  const showToast = useCallback((next: LikeToastState) => {
    setToastOpened(true);
    setToast(next);
  }, []);

  // New loader data (a revalidation, another page of likes): start again from the server's view.
  useEffect(() => {
    setLiked(new Set(initialKey ? initialKey.split(',').map(Number) : []));
  }, [initialKey]);

  const mark = useCallback((id: number, on: boolean) => {
    setLiked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return {
    source,
    reload,
    isLiked: (id: number) => liked.has(id),
    mark,
    toast,
    toastOpened,
    showToast,
    closeToast: () => setToast(null),
  };
}

export type LikeList = ReturnType<typeof useLikeList>;

/** Liking or unliking one member of a list: its own fetcher, so several cards may be busy at once. */
export function useLikeToggle(list: LikeList, target: LikeTarget) {
  const t = useT();
  const { mark, showToast } = list;
  const failed = (failure: { message: string }) =>
    showToast({ kind: 'failed', text: failure.message, key: Date.now() });
  const fallback = t('likes.ui.failed');
  const like = useAction(likeMember, {
    done: (result) => {
      mark(target.id, result.liked);
      showToast(
        result.match
          ? {
              kind: 'match',
              title: t('likes.ui.itsAMatch'),
              text: t('likes.ui.matchText', { name: target.name }),
              key: Date.now(),
            }
          : { kind: 'liked', text: t('likes.ui.likedToast', { name: target.name }), key: Date.now() },
      );
    },
    failed,
    fallback,
    reload: list.reload,
  });
  const unlike = useAction(unlikeMember, {
    done: (result) => {
      mark(target.id, result.liked);
      showToast({ kind: 'unliked', text: t('likes.ui.unlikedToast', { name: target.name }), key: Date.now() });
    },
    failed,
    fallback,
    reload: list.reload,
  });
  const busy = like.busy || unlike.busy;
  return {
    liked: list.isLiked(target.id),
    busy,
    onToggle: (on: boolean) => {
      if (busy) return;
      if (on) like.submit({ id: target.id, source: list.source });
      else unlike.submit({ id: target.id });
    },
  };
}
