/** Whether the address asks for page-bounce logging (product §2: query `lb`, with or without a value). */
export function pageBounceOn(search: string): boolean {
  return new URLSearchParams(search).has('lb');
}

/** The beacon's address: the page's path, never its query (which may carry tracking or tokens). */
export function pageHiddenUrl(pathname: string): string {
  return `/api/page-hidden.php?path=${encodeURIComponent(pathname.slice(0, 500))}`;
}

/**
 * Product §2 page-bounce logging, for an address with `lb` (`pageBounceOn`): the first time the page is hidden (the
 * visitor switches tab or app, or leaves) an empty beacon POST /api/page-hidden.php?path=… is
 * sent, once per page. sendBeacon survives the page being closed; where it is missing, nothing
 * is sent. Returns the way to stop watching (a page left within the app). Without React Router:
 * the landers' islands watch with it too (decision 056).
 */
export function watchPageBounce(pathname: string): () => void {
  if (typeof navigator.sendBeacon !== 'function') return () => {};
  let sent = false;
  const onChange = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    try {
      navigator.sendBeacon(pageHiddenUrl(pathname));
    } catch {
      /* a refused beacon is not the visitor's problem */
    }
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
