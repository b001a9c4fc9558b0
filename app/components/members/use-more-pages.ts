import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigationType } from 'react-router';
import { api } from '../../lib/api.ts';
import type { ProfileCard, SearchResult } from '../../../common/api/profiles.ts';

/**
 * "Meer leden laden": keyset pages fetched in the browser and appended below the server-rendered
 * first page. They are kept in sessionStorage under the page's URL, so Back from a profile (or a
 * reload) shows the same long list at the same scroll position. A new visit to the URL (a link,
 * not Back) starts again from the first page.
 */
const PREFIX = 'klik.members.pages:';
/** Older lists are not restored: members come and go, the order follows last activity. */
const MAX_AGE_MS = 30 * 60_000;
/** Beyond this many extra pages the list is not stored any more (sessionStorage is small). */
const MAX_STORED_PAGES = 40;

interface Stored {
  at: number;
  pages: ProfileCard[][];
  next: string | null;
  scrollY: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStored(key: string): Stored | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const s = JSON.parse(raw) as Stored;
    if (!Array.isArray(s.pages) || typeof s.at !== 'number' || Date.now() - s.at > MAX_AGE_MS) return null;
    return s;
  } catch {
    return null;
  }
}

function writeStored(key: string, s: Stored): void {
  try {
    if (s.pages.length > MAX_STORED_PAGES) return;
    storage()?.setItem(PREFIX + key, JSON.stringify(s));
  } catch {
    /* full or unavailable: Back then shows the first page only */
  }
}

function removeStored(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    /* unavailable */
  }
}

const noSubscribe = () => () => {};

/** Whether this document was reloaded or reached with Back/Forward (not opened afresh). */
function documentReturned(): boolean {
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === 'reload' || entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface PagesState {
  key: string;
  pages: ProfileCard[][];
  next: string | null;
}

export interface MorePages {
  /** Extra pages after the first one, in order. */
  pages: ProfileCard[][];
  /** Cursor of the page after the last one shown; null at the end. */
  next: string | null;
  busy: boolean;
  failed: boolean;
  /** How many members the last load added (for the live region), or null. */
  added: number | null;
  loadMore: () => void;
}

export function useMorePages({
  urlKey,
  firstNext,
  query,
}: {
  urlKey: string;
  firstNext: string | null;
  query: Record<string, string | number | undefined>;
}): MorePages {
  const navigationType = useNavigationType();
  // False while this render hydrates the server's HTML (the first page of a document).
  const clientRendered = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [state, setState] = useState<PagesState>({ key: urlKey, pages: [], next: null });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const pendingScroll = useRef<number | null>(null);
  const lastScrollY = useRef(0);
  const abort = useRef<AbortController | null>(null);

  // Another search: start from its first page (derived state, no extra render pass).
  let current = state;
  if (state.key !== urlKey) {
    current = { key: urlKey, pages: [], next: null };
    setState(current);
  }
  const next = current.pages.length ? current.next : firstNext;
  const stateRef = useRef({ current, next });
  stateRef.current = { current, next };

  // Back/forward (in the app or to this document) or a reload: put the stored pages back before
  // the browser paints, then scroll there. A fresh visit of the same URL forgets them.
  useIsomorphicLayoutEffect(() => {
    const returning = clientRendered ? navigationType === 'POP' : documentReturned();
    if (!returning) {
      removeStored(urlKey);
      return;
    }
    const stored = readStored(urlKey);
    if (!stored || stored.pages.length === 0) return;
    pendingScroll.current = stored.scrollY;
    setState({ key: urlKey, pages: stored.pages, next: stored.next });
  }, [urlKey]); // only when the URL changes: how we got here is read at that moment

  useIsomorphicLayoutEffect(() => {
    if (pendingScroll.current === null || current.pages.length === 0) return;
    const y = pendingScroll.current;
    pendingScroll.current = null;
    // Instant: Bootstrap makes scrolling smooth, which would slide down through the whole list.
    window.scrollTo({ top: y, behavior: 'instant' });
  }, [current.pages]);

  // Remember the scroll position with the stored pages. A layout effect, so the listener is gone
  // before the next page scrolls to its top; the last position is written when leaving.
  useIsomorphicLayoutEffect(() => {
    lastScrollY.current = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const save = () => {
      timer = null;
      const { current: s } = stateRef.current;
      if (s.pages.length === 0) return;
      writeStored(s.key, { at: Date.now(), pages: s.pages, next: s.next, scrollY: lastScrollY.current });
    };
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
      if (timer === null) timer = setTimeout(save, 250);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      if (timer !== null) clearTimeout(timer);
      save();
    };
  }, [urlKey]);

  // Leaving this search (or the page) cancels a load in flight.
  useEffect(
    () => () => {
      abort.current?.abort();
      abort.current = null;
      setBusy(false);
      setFailed(false);
      setAdded(null);
    },
    [urlKey],
  );

  const loadMore = useCallback(() => {
    const { current: s, next: cursor } = stateRef.current;
    if (!cursor || abort.current) return;
    const ctl = new AbortController();
    abort.current = ctl;
    setBusy(true);
    setFailed(false);
    setAdded(null);
    api<SearchResult>('GET', '/api/members.php', undefined, { query: { ...query, cursor }, signal: ctl.signal })
      .then((res) => {
        if (ctl.signal.aborted || stateRef.current.current.key !== s.key) return;
        const updated: PagesState = {
          key: s.key,
          pages: [...stateRef.current.current.pages, res.results],
          next: res.next_cursor,
        };
        setState(updated);
        setAdded(res.results.length);
        writeStored(s.key, { at: Date.now(), pages: updated.pages, next: updated.next, scrollY: window.scrollY });
      })
      .catch(() => {
        if (!ctl.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (abort.current !== ctl) return;
        abort.current = null;
        setBusy(false);
      });
  }, [query]);

  return { pages: current.pages, next, busy, failed, added, loadMore };
}
