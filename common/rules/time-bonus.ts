import type { UserPayload } from '../api/accounts.ts';
import { PAYMENT_METHODS } from '../api/limits.ts';
import type { DiscountCode, PaymentMethod } from '../api/payments.ts';
import {
  TIME_BONUS_CODE,
  TIME_BONUS_MODAL_DELAY_MS,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
} from '../constants.ts';

/**
 * The time bonus and the welcome discount as the browser shows them (product §2 alerts, §3, §4, §6, §9).
 * Pure: every rule takes the time as `now` (ms since the epoch), nothing reads the clock.
 *
 * - Time bonus (product §4): exists only for a logged-in member who is not paid and whose signup is
 *   under 4 hours (TIME_BONUS_WINDOW_SECONDS) old. A countdown ticks each second; it is cleared when the
 *   countdown reaches zero, on logout (no user), when the member is paid, or past 4 hours.
 * - The active discount is the time bonus if present, else the welcome discount code (product §4).
 * - Banners in the members area only; the modals 40 s after entering it (product §9), each once per member.
 */

/** What the time bonus needs of the member (product §3 User). */
export type TimeBonusUser = Pick<UserPayload, 'paid_user' | 'signup_date'>;
/** What the modals need of the member: the time-bonus popup is for members with 0 credits (product §6). */
export type DiscountModalUser = Pick<UserPayload, 'credits' | 'paid_user' | 'signup_date'>;

const SECOND_MS = 1_000;
const HOUR_S = 3_600;
const WINDOW_MS = TIME_BONUS_WINDOW_SECONDS * SECOND_MS;

/**
 * Product §2: the time-bonus modal states an act-fast time of 4 hours: the time bonus's window. Derived,
 * so it follows TIME_BONUS_WINDOW_SECONDS. (The welcome modal's 4 hours is WELCOME_ACT_FAST_HOURS,
 * how long a welcome code is valid once offered.)
 */
export const ACT_FAST_HOURS = TIME_BONUS_WINDOW_SECONDS / HOUR_S;

/** When the time bonus of a member who signed up at `signupAt` (ms) ends (ms): signup plus the window. */
export function timeBonusEnd(signupAt: number): number {
  return signupAt + WINDOW_MS;
}

/**
 * Product §4: the time bonus exists for a member who has not paid, within the window after signing up.
 * The server's rule (prices, checkout); the screens count down with timeBonusRemaining.
 */
export function hasTimeBonus(member: { paid: boolean; signupAt: number }, now: number): boolean {
  return !member.paid && now < timeBonusEnd(member.signupAt);
}

/** When the time bonus ends (ms): signup plus the window. Null when the signup date is unreadable. */
export function timeBonusEndsAt(user: Pick<UserPayload, 'signup_date'>): number | null {
  const start = Date.parse(user.signup_date);
  return Number.isFinite(start) ? timeBonusEnd(start) : null;
}

/**
 * Whole seconds left of the time bonus (floor), never negative: 0 when there is none (logged out,
 * paid, past the window). A signup date ahead of the clock (a browser clock running behind) counts
 * as just signed up: never more than the window.
 */
export function timeBonusRemaining(user: TimeBonusUser | null, now: number): number {
  if (!user || user.paid_user) return 0;
  const end = timeBonusEndsAt(user);
  if (end === null || !Number.isFinite(now)) return 0;
  const seconds = Math.floor((end - now) / SECOND_MS);
  return Math.min(TIME_BONUS_WINDOW_SECONDS, Math.max(0, seconds));
}

/** Product §4: the time bonus exists while its countdown has not reached zero. */
export function isTimeBonusVisible(user: TimeBonusUser | null, now: number): boolean {
  return timeBonusRemaining(user, now) > 0;
}

/**
 * Milliseconds until the countdown shows the next second: the moment floor((end − now) / 1000)
 * drops by one. A timer set to this stays on the second however late the previous one fired.
 * Between 1 and 1000.
 */
export function msUntilNextTick(endsAt: number, now: number): number {
  const rest = (((endsAt - now) % SECOND_MS) + SECOND_MS) % SECOND_MS;
  return rest + 1;
}

/**
 * The countdown text 'hh:mm:ss' (product §4): each part padded to two digits; hours beyond 99 just get
 * more digits. Negative, fractional or invalid input counts as whole seconds, at least 0.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / HOUR_S);
  const m = Math.floor((total % HOUR_S) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * Product §2: the members area is the routes members (/members), members-id (/members/{id}), chats
 * (/chats, /chats/{id}), likes (/likes, /likes/{type}), likes-m-id (/likes/m/{id}) and premium
 * (/premium). Not /members/{id}/chat (members-id-chat) nor the member entry pages. One trailing
 * slash is allowed; the router matches case-insensitively, so does this.
 */
const MEMBERS_AREA: readonly RegExp[] = [
  /^\/members$/i,
  /^\/members\/[^/]+$/i,
  /^\/chats$/i,
  /^\/chats\/[^/]+$/i,
  /^\/likes$/i,
  /^\/likes\/[^/]+$/i,
  /^\/likes\/m\/[^/]+$/i,
  /^\/premium$/i,
];

export function isMembersArea(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return MEMBERS_AREA.some((re) => re.test(path));
}

/**
 * A GET /api/discountcode.php answer, checked: a DiscountCode (common/api/payments.ts) or null for
 * anything else. Product §8: a welcome discount that fails to load is silently ignored, and an answer
 * of the wrong shape is a failure to load.
 */
export function parseDiscountCode(data: unknown): DiscountCode | null {
  if (typeof data !== 'object' || data === null) return null;
  const code = data as Record<string, unknown>;
  if (typeof code.code !== 'string' || code.code === '') return null;
  if (typeof code.value_percentage !== 'number' || !(code.value_percentage > 0 && code.value_percentage <= 100))
    return null;
  if (code.expires !== null && typeof code.expires !== 'string') return null;
  if (code.status !== 'active' && code.status !== 'inactive') return null;
  const methods = Array.isArray(code.paymentmethods)
    ? code.paymentmethods.filter((m): m is PaymentMethod => (PAYMENT_METHODS as readonly unknown[]).includes(m))
    : [];
  return {
    code: code.code,
    value_percentage: code.value_percentage,
    minimum_order_value: typeof code.minimum_order_value === 'number' ? code.minimum_order_value : 0,
    country: typeof code.country === 'string' ? code.country : null,
    user_id: typeof code.user_id === 'number' ? code.user_id : null,
    expires: code.expires,
    currency: typeof code.currency === 'string' ? code.currency : '',
    status: code.status,
    validity: code.validity === 'unlimited' ? 'unlimited' : 'once_per_user',
    expired: code.expired === true,
    paymentmethods: methods,
  };
}

/** When a discount code ends (ms): null for no end, NaN when its date is unreadable. */
export function discountEndsAt(code: Pick<DiscountCode, 'expires'>): number | null {
  return code.expires === null ? null : Date.parse(code.expires);
}

/**
 * The welcome discount can be offered: the member is logged in and not paid (it targets new
 * non-paying members, product §1; 25% on the first purchase), and the code is active, not expired and
 * not past its end.
 */
export function isWelcomeDiscountUsable(
  code: DiscountCode | null,
  user: TimeBonusUser | null,
  now: number,
): code is DiscountCode {
  if (!code || !user || user.paid_user) return false;
  if (code.status !== 'active' || code.expired) return false;
  const end = discountEndsAt(code);
  return end === null || end > now;
}

export type ActiveDiscount =
  | { kind: 'time_bonus'; code: string; percentage: number; endsAt: number }
  | { kind: 'welcome'; code: string; percentage: number; endsAt: number | null };

/** Product §4: the active discount is the time bonus if present, else the welcome discount code. */
export function activeDiscount(
  user: TimeBonusUser | null,
  welcome: DiscountCode | null,
  now: number,
): ActiveDiscount | null {
  if (user && isTimeBonusVisible(user, now)) {
    return {
      kind: 'time_bonus',
      code: TIME_BONUS_CODE,
      percentage: TIME_BONUS_PERCENTAGE,
      endsAt: timeBonusEndsAt(user) as number,
    };
  }
  if (isWelcomeDiscountUsable(welcome, user, now)) {
    return {
      kind: 'welcome',
      code: welcome.code,
      percentage: welcome.value_percentage,
      endsAt: discountEndsAt(welcome),
    };
  }
  return null;
}

/** The banner at the top (product §2): the active discount, for logged-in members in the members area. */
export function discountBanner(input: {
  user: TimeBonusUser | null;
  welcome: DiscountCode | null;
  pathname: string;
  now: number;
}): ActiveDiscount | null {
  if (!input.user || !isMembersArea(input.pathname)) return null;
  return activeDiscount(input.user, input.welcome, input.now);
}

/** Product §9: a modal is due this long after entering the members area. */
export function modalDueAt(enteredAt: number): number {
  return enteredAt + TIME_BONUS_MODAL_DELAY_MS;
}

export interface TimeBonusModalInput {
  user: DiscountModalUser | null;
  pathname: string;
  now: number;
  /** When the member entered the members area (ms), null when not in it. */
  enteredAt: number | null;
  /** When this member closed the time-bonus modal in this browser, null if never. */
  dismissedAt: number | null;
}

/**
 * Product §2, §6, §9 time-bonus modal: for a logged-in member with 0 credits while the time bonus
 * exists, in the members area, 40 s (TIME_BONUS_MODAL_DELAY_MS) after entering it; once closed,
 * never again for that member in this browser.
 */
export function shouldShowTimeBonusModal(input: TimeBonusModalInput): boolean {
  const { user } = input;
  if (!user || user.credits > 0) return false;
  if (!isTimeBonusVisible(user, input.now)) return false;
  if (!isMembersArea(input.pathname)) return false;
  if (input.dismissedAt !== null) return false;
  return input.enteredAt !== null && input.now >= modalDueAt(input.enteredAt);
}

export interface WelcomeModalInput {
  user: TimeBonusUser | null;
  welcome: DiscountCode | null;
  pathname: string;
  now: number;
  enteredAt: number | null;
  /** When this member closed the welcome modal in this browser, null if never. */
  dismissedAt: number | null;
  /** The time-bonus modal was shown on this visit. */
  timeBonusModalThisVisit: boolean;
}

/**
 * Welcome modal (product §1, §9): when the welcome discount is the active one (no time bonus), in the
 * members area, with the same 40 s delay as the time-bonus modal (our choice: not at once on
 * arrival); once per member (closing it is remembered) and never on the same visit as the
 * time-bonus modal.
 */
export function shouldShowWelcomeModal(input: WelcomeModalInput): boolean {
  if (input.timeBonusModalThisVisit || input.dismissedAt !== null) return false;
  if (!isMembersArea(input.pathname)) return false;
  if (activeDiscount(input.user, input.welcome, input.now)?.kind !== 'welcome') return false;
  return input.enteredAt !== null && input.now >= modalDueAt(input.enteredAt);
}

/**
 * When the discount interface next needs the time (ms from `now`), or null for never: on the next
 * countdown second while the time bonus runs (`tickUntil` = its end; after it nothing ticks: cleared
 * at zero), and at `wakeAt` (a modal falling due, a welcome code ending) when that is still ahead.
 */
/** The longest delay setTimeout honours (2^31 − 1 ms, about 24.8 days). */
export const MAX_TIMEOUT_MS = 2_147_483_647;

export function nextWakeDelay(
  now: number,
  tickUntil: number | null,
  wakeAt: readonly (number | null)[] = [],
): number | null {
  let delay = Infinity;
  if (tickUntil !== null && tickUntil > now) delay = Math.min(delay, msUntilNextTick(tickUntil, now));
  for (const at of wakeAt) if (at !== null && Number.isFinite(at) && at > now) delay = Math.min(delay, at - now);
  // Browsers run a longer timeout at once: wake up within the limit and look again.
  return Number.isFinite(delay) ? Math.min(delay, MAX_TIMEOUT_MS) : null;
}
