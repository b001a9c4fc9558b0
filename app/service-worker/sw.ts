/**
 * The service worker, "push worker version 2" (product §9), served at /sw.js with scope /.
 * Built on its own by scripts/service-worker.ts (esbuild, one file, no imports at run time) into
 * build/client/sw.js; never part of the page's JavaScript. It does three things:
 * - push: shows the notification of a PushPayload (common/push.ts) and sets the app badge;
 * - notificationclick: brings a tab of the site forward on the notification's page, or opens one —
 *   only a path of this site, never another address from a payload;
 * - an offline page: /offline (the site's name, in the member's language) is kept at install and
 *   shown for a page that cannot load for the network. Navigation preload fetches the page while
 *   the worker starts, so it adds no delay; API answers and pages are never cached.
 * The types are declared here (the project's TypeScript has the DOM library, not the worker's).
 */
import { notificationFor } from '../../common/push.ts';
import { PUSH_WORKER_VERSION } from '../../common/constants.ts';
import { safeRedirectPath } from '../../common/rules/redirect.ts';
import { OFFLINE_CACHE, OFFLINE_PATH, MANIFEST_PATH, TEXTS_PATH, offlinePageFor, type WorkerTexts } from './rules.ts';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}
interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEventLike) => void): void;
  addEventListener(type: 'push', listener: (e: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (e: NotificationEventLike) => void): void;
  addEventListener(type: 'message', listener: (e: ExtendableMessageEventLike) => void): void;
}

declare const self: WorkerScope;

/** Push worker version 2 (product §9): the version of the payload this worker reads. */
const VERSION = PUSH_WORKER_VERSION;

/** Keeps the offline page (and the manifest, for the site's name) as the server gives them now. */
async function keepOfflinePage(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all(
    [OFFLINE_PATH, MANIFEST_PATH].map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  // A failed fetch (offline at install) leaves the worker without an offline page, not uninstalled.
  event.waitUntil(
    keepOfflinePage()
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable().catch(() => {});
      for (const name of await caches.keys())
        if (name.startsWith('klik-') && name !== OFFLINE_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Nothing but navigations is touched (no API call, photo or asset goes through the worker).
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  // Every navigation is answered here, also those to /api/…: with navigation preload on, the browser
  // sends the preload request for each navigation in scope, and a worker that does not use it makes
  // the browser ask the server a second time — a single-use link (activation, reactivation) is then
  // spent by the first request and the member sees "link expired".
  event.respondWith(
    (async () => {
      try {
        // Started by the browser together with the worker: no waiting for the worker first.
        const preloaded = await event.preloadResponse;
        if (preloaded) return preloaded;
        return await fetch(request);
      } catch {
        // No network: the kept offline page for a page of the site (white-label: the site's own), else the browser's.
        return (
          (offlinePageFor(request.url, self.location.origin) &&
            (await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE }))) ||
          Response.error()
        );
      }
    })(),
  );
});

/** The texts the page last gave (its `locale` message), kept across the worker's restarts. */
async function keptTexts(): Promise<WorkerTexts> {
  try {
    const kept = await caches.match(TEXTS_PATH, { cacheName: OFFLINE_CACHE });
    const fallback = kept ? ((await kept.json()) as Partial<WorkerTexts>).fallback : undefined;
    if (typeof fallback === 'string') return { fallback };
  } catch {
    /* none kept yet */
  }
  return { fallback: '' };
}

async function siteName(): Promise<string> {
  try {
    const manifest = await caches.match(MANIFEST_PATH, { cacheName: OFFLINE_CACHE });
    const name = manifest ? ((await manifest.json()) as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && name) return name;
  } catch {
    /* no manifest kept */
  }
  return self.location.hostname;
}

/** Product §4, §8: the app badge where the device has one; a failure is ignored. */
async function setBadge(count: number): Promise<void> {
  try {
    const nav = self.navigator;
    if (count > 0) await nav.setAppBadge?.(count);
    else await (nav.clearAppBadge?.() ?? nav.setAppBadge?.(0));
  } catch {
    /* not supported or refused */
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let text: string | null = null;
      try {
        text = event.data?.text() ?? null;
      } catch {
        text = null;
      }
      const [title, texts] = await Promise.all([siteName(), keptTexts()]);
      const spec = notificationFor(text, { title, body: texts.fallback });
      await self.registration.showNotification(spec.title, spec.options);
      if (spec.badge !== null) await setBadge(spec.badge);
    })(),
  );
});

/**
 * A notification was tapped: the tab the member last looked at (else any tab of the site) comes
 * forward on the notification's page; without one, a new window opens there. Only a path of this
 * site, whatever the payload said.
 */
async function openFromNotification(data: unknown): Promise<void> {
  const url = (data as { url?: unknown } | null)?.url;
  const target = new URL(safeRedirectPath(url), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((c) => new URL(c.url).origin === self.location.origin);
  for (const client of [...ours.filter((c) => c.focused), ...ours.filter((c) => !c.focused)]) {
    await client.focus().catch(() => null);
    // A tab this worker does not control cannot be navigated: the next one, or a new window.
    if (await client.navigate(target).catch(() => null)) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});

/**
 * The same handler by name, for the browser tests (e2e/push.e2e.ts): headless Chromium cannot click
 * a system notification, so the test calls this inside the worker (DevTools). Nothing outside the
 * worker can reach it: a page only talks to the worker through messages.
 */
(self as unknown as { klikOpenFromNotification: typeof openFromNotification }).klikOpenFromNotification =
  openFromNotification;

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; locale?: unknown; texts?: unknown } | null;
  if (message?.type === 'version') {
    event.ports[0]?.postMessage({ type: 'version', version: VERSION });
  } else if (message?.type === 'locale' && typeof message.locale === 'string') {
    // The member changed language since the offline page was kept: keep it again in the new one.
    const locale = message.locale;
    const fallback = (message.texts as Partial<WorkerTexts> | undefined)?.fallback;
    event.waitUntil(
      (async () => {
        if (typeof fallback === 'string')
          await (
            await caches.open(OFFLINE_CACHE)
          ).put(
            TEXTS_PATH,
            new Response(JSON.stringify({ fallback } satisfies WorkerTexts), {
              headers: { 'content-type': 'application/json' },
            }),
          );
        const kept = await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE });
        if (kept?.headers.get('content-language') !== locale) await keepOfflinePage();
      })().catch(() => {}),
    );
  }
});
