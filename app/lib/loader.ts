import { data, redirect } from 'react-router';
import type { KlikLoadContext } from '../load-context.ts';
import { parseId } from '../../common/api/limits.ts';
import { createTranslator, type MessageKey, type Params } from '../../common/i18n/index.ts';

/** What server-rendered loaders share: the login redirect, 404s and the document title. */

/** A member page: visitors go to the login first and come back here afterwards. */
export function requireMember(klik: KlikLoadContext, request: Request): NonNullable<KlikLoadContext['member']> {
  if (klik.member) return klik.member;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** A service's 404 (an unknown member, conversation, bundle or order) becomes the site's 404 page. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404)
      throw data(null, { status: 404 });
    throw err;
  }
}

/** An id from the URL (the rule of common/api/ids.ts), or a 404. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The document title from a screen's heading text: 'Inloggen – Klik'. */
export function pageTitle(klik: Pick<KlikLoadContext, 'localeTag' | 'settings'>, key: MessageKey): string {
  return `${createTranslator(klik.localeTag)(key)} – ${klik.settings.name}`;
}

/** The document title from a title text that places the site name itself ('… – {siteName}'). */
export function titleOf(klik: KlikLoadContext, key: MessageKey, params?: Params): string {
  return createTranslator(klik.localeTag)(key, { ...params, siteName: klik.settings.name });
}
