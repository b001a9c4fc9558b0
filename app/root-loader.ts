import type { Route } from './+types/root';
import { entrySkippedAtFromCookies } from '../common/rules/entry-warning.ts';
import { likesMemberIdOf } from './components/likes/rules.ts';
import { asksConsent, consentOf, touchOfLocation } from '../common/rules/consent.ts';

/**
 * The root route's data (app/root.tsx's loader), apart from the route: app/lib/root-data.ts types
 * its hooks by it without importing the route and everything the route imports.
 */
export async function loadRootData({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  return {
    // The top bar's badges and the title's count (product §2).
    counts: k.member
      ? { unreadMessages: await k.services.chat.unreadCount(k.member.id), newLikes: await newLikesFor(k, request) }
      : null,
    settings: k.settings,
    company: k.company,
    theme: k.theme,
    // The base of absolute links the page carries (og:image): the site's configured origin, never
    // the request's Host (decision 010).
    origin: k.site.origin,
    locale: k.locale,
    // The language's regional variant for the country (decision 050): `<html lang>`, texts, formatting.
    localeTag: k.localeTag,
    country: k.country,
    geoipCountry: k.geoipCountry,
    // Product §2 entry warning: decided on the server, so it is in the HTML (components/EntryWarning.tsx).
    entrySkippedAt: entrySkippedAtFromCookies(request.headers.get('cookie')),
    nonce: k.nonce,
    user: k.user,
    // Decision 055: the campaign of a landing whose visitor has not answered the campaign cookie's
    // question, else null. Decided on the server, so the banner is in the HTML.
    consent: consentAskOf(request),
  };
}

function consentAskOf(request: Request) {
  const { pathname, search } = new URL(request.url);
  const choice = consentOf(request.headers.get('cookie'));
  return asksConsent({ choice, pathname, search }) ? touchOfLocation(pathname, search) : null;
}

/**
 * The new-likes badge. On /likes/m/{id} the page's loader clears that like's new flag (product §4) at
 * the same time as this one counts; clear it here first, so the badge that comes with the page
 * already leaves that like out (the call is idempotent).
 */
async function newLikesFor(k: Route.LoaderArgs['context']['klik'], request: Request): Promise<number> {
  if (!k.member) return 0;
  const { pathname } = new URL(request.url);
  const id = likesMemberIdOf(pathname);
  if (id !== null && id !== k.member.id) await k.services.likes.markSeen(k.member.id, id);
  return k.services.likes.newLikesCount(k.member.id);
}
