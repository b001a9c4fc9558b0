import { FIRST_TOUCH_DAYS } from '../constants.ts';
/**
 * What every language's static pages share (static-pages.ts and static-pages.<lang>.ts): the periods
 * the pages state and the company details without words.
 */
import { memberPolicy } from '../rules/membership.ts';
import { CONSENT_DAYS } from '../rules/consent.ts';
import type { StaticPageContext } from './static-page-types.ts';

// Mirrors of the constants in static-pages.ts (which mirrors common/constants.ts).
/** ACCOUNT_DELETION_GRACE_DAYS */
export const GRACE_DAYS = 14;
/** AUTH_COOKIE_MAX_AGE_S in days */
export const SESSION_COOKIE_DAYS = 30;
/** LOCALE_COOKIE_MAX_AGE_S in days */
export const LANGUAGE_COOKIE_DAYS = 365;
/** DEVICE_ID_KEEP_DAYS */
export const DEVICE_COOKIE_DAYS = 365;
/** FIRST_TOUCH_DAYS: the campaign cookie (decision 051). */
export const CAMPAIGN_COOKIE_DAYS = FIRST_TOUCH_DAYS;
/** CONSENT_DAYS: how long the answer to the campaign cookie's question is kept (decision 055). */
export const CONSENT_COOKIE_DAYS = CONSENT_DAYS;
export const FREE_MAX_PHOTOS = memberPolicy(false).photoLimit;
export const PREMIUM_MAX_PHOTOS = memberPolicy(true).photoLimit;
/** Working days within which we confirm a complaint. */
export const COMPLAINT_ACK_WORKING_DAYS = 2;
/** Days within which we answer a complaint in substance. */
export const COMPLAINT_ANSWER_DAYS = 14;

export function fullAddress(ctx: StaticPageContext): string {
  const c = ctx.company;
  return [c.address, c.city, c.country]
    .map((x) => x.trim())
    .filter((x) => x !== '')
    .join(', ');
}

export function tradenames(ctx: StaticPageContext): string[] {
  return ctx.company.tradenames.map((x) => x.trim()).filter((x) => x !== '');
}

export function vatNumbers(ctx: StaticPageContext): string[] {
  return ctx.company.vat_numbers.map((x) => x.trim()).filter((x) => x !== '');
}

export function hasPhone(ctx: StaticPageContext): boolean {
  return ctx.supportPhone.trim() !== '';
}

/**
 * The customer service page's contact list: the e-mail address, the phone number when the site has
 * one, the postal address when the company has one. The labels are the language's, each with its
 * separator (French puts a no-break space before the colon).
 */
export function contactLines(ctx: StaticPageContext, label: { email: string; phone: string; post: string }): string[] {
  const lines = [`${label.email}${ctx.supportEmail}`];
  if (hasPhone(ctx)) lines.push(`${label.phone}${ctx.supportPhone.trim()}`);
  const addr = fullAddress(ctx);
  if (addr) lines.push(`${label.post}${ctx.company.name}, ${addr}`);
  return lines;
}
