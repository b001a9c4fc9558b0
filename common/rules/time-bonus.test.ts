import { describe, expect, it } from 'vitest';
import {
  TIME_BONUS_CODE,
  TIME_BONUS_MODAL_DELAY_MS,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
  type DiscountCode,
} from '../api/payments.ts';
import {
  ACT_FAST_HOURS,
  MAX_TIMEOUT_MS,
  activeDiscount,
  discountBanner,
  formatCountdown,
  isMembersArea,
  isTimeBonusVisible,
  isWelcomeDiscountUsable,
  modalDueAt,
  msUntilNextTick,
  nextWakeDelay,
  parseDiscountCode,
  shouldShowTimeBonusModal,
  shouldShowWelcomeModal,
  timeBonusEndsAt,
  timeBonusRemaining,
} from './time-bonus.ts';

// A fake clock: plain numbers. The member signed up at SIGNUP; `at(s)` is s seconds later.
const SIGNUP = Date.UTC(2025, 5, 14, 10, 0, 0);
const at = (seconds: number) => SIGNUP + seconds * 1000;
const member = (over: Partial<{ credits: number; paid_user: boolean; signup_date: string }> = {}) => ({
  credits: 0,
  paid_user: false,
  signup_date: new Date(SIGNUP).toISOString(),
  ...over,
});
const welcomeCode = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'WELKOM25',
  value_percentage: 25,
  minimum_order_value: 0,
  country: null,
  user_id: 7,
  expires: new Date(at(72 * 3600)).toISOString(),
  currency: 'EUR',
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: [],
  ...over,
});

describe('time bonus: visibility (product §4)', () => {
  it('exists for a logged-in, not paid member under 4 hours after signup', () => {
    expect(isTimeBonusVisible(member(), at(0))).toBe(true);
    expect(isTimeBonusVisible(member(), at(60))).toBe(true);
    expect(isTimeBonusVisible(member(), at(TIME_BONUS_WINDOW_SECONDS - 1))).toBe(true);
  });

  it('is hidden for a paid member', () => {
    expect(isTimeBonusVisible(member({ paid_user: true }), at(60))).toBe(false);
    expect(timeBonusRemaining(member({ paid_user: true }), at(60))).toBe(0);
  });

  it('is hidden at exactly 14,400 s and after', () => {
    expect(TIME_BONUS_WINDOW_SECONDS).toBe(14_400);
    expect(isTimeBonusVisible(member(), at(14_400))).toBe(false);
    expect(isTimeBonusVisible(member(), at(14_401))).toBe(false);
    expect(isTimeBonusVisible(member(), at(10 * 24 * 3600))).toBe(false);
  });

  it('is hidden when logged out (no user)', () => {
    expect(isTimeBonusVisible(null, at(60))).toBe(false);
    expect(timeBonusRemaining(null, at(60))).toBe(0);
  });

  it('does not depend on credits: the banner is for every non-paid member in the window', () => {
    expect(isTimeBonusVisible(member({ credits: 30 }), at(60))).toBe(true);
  });

  it('ends 4 hours after signup; an unreadable signup date means no bonus', () => {
    expect(timeBonusEndsAt(member())).toBe(SIGNUP + 14_400_000);
    expect(timeBonusEndsAt(member({ signup_date: 'not a date' }))).toBeNull();
    expect(isTimeBonusVisible(member({ signup_date: 'not a date' }), at(60))).toBe(false);
  });

  it('counts whole seconds left (floor), never negative, never more than the window', () => {
    expect(timeBonusRemaining(member(), at(0))).toBe(14_400);
    expect(timeBonusRemaining(member(), at(0) + 1)).toBe(14_399);
    expect(timeBonusRemaining(member(), at(1))).toBe(14_399);
    expect(timeBonusRemaining(member(), at(14_399))).toBe(1);
    expect(timeBonusRemaining(member(), at(14_399) + 999)).toBe(0);
    expect(timeBonusRemaining(member(), at(20_000))).toBe(0);
    // A browser clock behind the server's: the signup looks to be in the future.
    expect(timeBonusRemaining(member(), at(-600))).toBe(14_400);
  });
});

describe('time bonus: countdown text (product §4 hh:mm:ss, two digits each)', () => {
  it('pads each part to two digits', () => {
    expect(formatCountdown(14_399)).toBe('03:59:59');
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(3_600)).toBe('01:00:00');
    expect(formatCountdown(3_599)).toBe('00:59:59');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(5)).toBe('00:00:05');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('follows the clock: one second less each second', () => {
    const u = member();
    expect(formatCountdown(timeBonusRemaining(u, at(1)))).toBe('03:59:59');
    expect(formatCountdown(timeBonusRemaining(u, at(2)))).toBe('03:59:58');
    expect(formatCountdown(timeBonusRemaining(u, at(3_600 + 59)))).toBe('02:59:01');
    expect(formatCountdown(timeBonusRemaining(u, at(14_395)))).toBe('00:00:05');
  });

  it('never breaks on odd input: negative, fractional, invalid, beyond 99 hours', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(5.9)).toBe('00:00:05');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(100 * 3_600 + 1)).toBe('100:00:01');
  });

  it('is cleared when the countdown reaches zero', () => {
    const u = member();
    expect(timeBonusRemaining(u, at(14_399))).toBe(1);
    expect(isTimeBonusVisible(u, at(14_399))).toBe(true);
    expect(timeBonusRemaining(u, at(14_399) + 1)).toBe(0);
    expect(isTimeBonusVisible(u, at(14_399) + 1)).toBe(false);
  });

  it('ticks exactly when the shown second changes', () => {
    const end = at(14_400);
    expect(msUntilNextTick(end, at(0))).toBe(1); // 04:00:00 becomes 03:59:59 a millisecond later
    expect(msUntilNextTick(end, at(0) + 1)).toBe(1000);
    expect(msUntilNextTick(end, at(10) + 250)).toBe(751);
    // Whatever the moment, the next tick shows one second less.
    for (const t of [at(5) + 3, at(100) + 999, at(7_000) + 500]) {
      const before = timeBonusRemaining(member(), t);
      expect(timeBonusRemaining(member(), t + msUntilNextTick(end, t))).toBe(before - 1);
    }
  });
});

describe('members area (product §2: members, members-id, chats, likes, likes-m-id, premium)', () => {
  it.each([
    '/members',
    '/members/12',
    '/chats',
    '/chats/5',
    '/likes',
    '/likes/received',
    '/likes/m/5',
    '/premium',
    '/members/',
    '/Members/12',
  ])('%s is in it', (path) => {
    expect(isMembersArea(path)).toBe(true);
  });

  it.each([
    '/',
    '/credits',
    '/credits/3/ideal',
    '/members/12/chat', // members-id-chat, the chat layout: not listed
    '/members/12/landing',
    '/members/12/signup',
    '/profile',
    '/settings',
    '/pricing',
    '/premium/extra',
    '/likes/m/5/x',
    '/swipe-game',
    '/membersx',
  ])('%s is not', (path) => {
    expect(isMembersArea(path)).toBe(false);
  });
});

describe('time-bonus modal (product §2, §6, §9)', () => {
  const base = { user: member(), pathname: '/members', enteredAt: at(60), dismissedAt: null };

  it('appears 40 s after entering the members area, for a member with 0 credits', () => {
    expect(TIME_BONUS_MODAL_DELAY_MS).toBe(40_000);
    expect(modalDueAt(at(60))).toBe(at(100));
    expect(shouldShowTimeBonusModal({ ...base, now: at(60) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, now: at(99) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, now: at(100) })).toBe(true);
    expect(shouldShowTimeBonusModal({ ...base, now: at(500) })).toBe(true);
  });

  it('is only for members with 0 credits', () => {
    expect(shouldShowTimeBonusModal({ ...base, user: member({ credits: 1 }), now: at(200) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, user: member({ credits: 50 }), now: at(200) })).toBe(false);
  });

  it('needs the time bonus: not for paid members, logged out, or past 4 hours', () => {
    expect(shouldShowTimeBonusModal({ ...base, user: member({ paid_user: true }), now: at(200) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, user: null, now: at(200) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, enteredAt: at(14_000), now: at(14_400) })).toBe(false);
  });

  it('only in the members area, and not before entering it', () => {
    expect(shouldShowTimeBonusModal({ ...base, pathname: '/credits', now: at(200) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, pathname: '/members/3/chat', now: at(200) })).toBe(false);
    expect(shouldShowTimeBonusModal({ ...base, enteredAt: null, now: at(200) })).toBe(false);
  });

  it('not again once dismissed', () => {
    expect(shouldShowTimeBonusModal({ ...base, dismissedAt: at(150), now: at(200) })).toBe(false);
  });

  it('states an act-fast time of 4 hours, taken from the window', () => {
    expect(ACT_FAST_HOURS).toBe(4);
  });
});

describe('welcome discount and the active discount (product §4, §8, §9)', () => {
  it('reads a discount code answer; anything else is no code (a failure, ignored)', () => {
    expect(parseDiscountCode(welcomeCode())).toEqual(welcomeCode());
    expect(parseDiscountCode(null)).toBeNull();
    expect(parseDiscountCode({})).toBeNull();
    expect(parseDiscountCode('WELKOM25')).toBeNull();
    expect(parseDiscountCode({ error: 'not_found', message: 'Code niet gevonden' })).toBeNull();
    expect(parseDiscountCode({ ...welcomeCode(), value_percentage: '25' })).toBeNull();
    expect(parseDiscountCode({ ...welcomeCode(), value_percentage: 0 })).toBeNull();
    expect(parseDiscountCode({ ...welcomeCode(), paymentmethods: ['ideal', 'bitcoin'] })?.paymentmethods).toEqual([
      'ideal',
    ]);
  });

  it('a usable welcome code: active, not expired, not past its end, member not paid', () => {
    const u = member();
    expect(isWelcomeDiscountUsable(welcomeCode(), u, at(5 * 3600))).toBe(true);
    expect(isWelcomeDiscountUsable(welcomeCode({ expires: null }), u, at(500 * 3600))).toBe(true);
    expect(isWelcomeDiscountUsable(welcomeCode(), u, at(72 * 3600))).toBe(false);
    expect(isWelcomeDiscountUsable(welcomeCode({ expired: true }), u, at(5 * 3600))).toBe(false);
    expect(isWelcomeDiscountUsable(welcomeCode({ status: 'inactive' }), u, at(5 * 3600))).toBe(false);
    expect(isWelcomeDiscountUsable(welcomeCode({ expires: 'soon' }), u, at(5 * 3600))).toBe(false);
    expect(isWelcomeDiscountUsable(welcomeCode(), member({ paid_user: true }), at(5 * 3600))).toBe(false);
    expect(isWelcomeDiscountUsable(welcomeCode(), null, at(5 * 3600))).toBe(false);
    expect(isWelcomeDiscountUsable(null, u, at(5 * 3600))).toBe(false);
  });

  it('the active discount is the time bonus if present, else the welcome code', () => {
    const u = member();
    expect(activeDiscount(u, welcomeCode(), at(60))).toEqual({
      kind: 'time_bonus',
      code: TIME_BONUS_CODE,
      percentage: TIME_BONUS_PERCENTAGE,
      endsAt: at(14_400),
    });
    expect(activeDiscount(u, null, at(60))?.kind).toBe('time_bonus');
    expect(activeDiscount(u, welcomeCode(), at(14_400))).toEqual({
      kind: 'welcome',
      code: 'WELKOM25',
      percentage: 25,
      endsAt: at(72 * 3600),
    });
    expect(activeDiscount(u, null, at(14_400))).toBeNull();
    expect(activeDiscount(member({ paid_user: true }), welcomeCode(), at(60))).toBeNull();
    expect(activeDiscount(null, welcomeCode(), at(60))).toBeNull();
  });

  it('the banner: the active discount, for members in the members area only', () => {
    const u = member();
    expect(discountBanner({ user: u, welcome: null, pathname: '/members', now: at(60) })?.kind).toBe('time_bonus');
    expect(discountBanner({ user: u, welcome: welcomeCode(), pathname: '/chats/4', now: at(20_000) })?.kind).toBe(
      'welcome',
    );
    expect(discountBanner({ user: u, welcome: welcomeCode(), pathname: '/credits', now: at(60) })).toBeNull();
    expect(discountBanner({ user: null, welcome: welcomeCode(), pathname: '/members', now: at(60) })).toBeNull();
  });

  const welcomeBase = {
    user: member({ credits: 20 }),
    welcome: welcomeCode(),
    pathname: '/likes',
    enteredAt: at(20_000),
    dismissedAt: null,
    timeBonusModalThisVisit: false,
  };

  it('the welcome modal: 40 s into the members area when the welcome code is the active discount', () => {
    expect(shouldShowWelcomeModal({ ...welcomeBase, now: at(20_039) })).toBe(false);
    expect(shouldShowWelcomeModal({ ...welcomeBase, now: at(20_040) })).toBe(true);
  });

  it('the welcome modal: not while there is a time bonus, not without a code, not outside the area', () => {
    expect(shouldShowWelcomeModal({ ...welcomeBase, enteredAt: at(0), now: at(100) })).toBe(false);
    expect(shouldShowWelcomeModal({ ...welcomeBase, welcome: null, now: at(20_100) })).toBe(false);
    expect(shouldShowWelcomeModal({ ...welcomeBase, pathname: '/profile', now: at(20_100) })).toBe(false);
    expect(shouldShowWelcomeModal({ ...welcomeBase, user: member({ paid_user: true }), now: at(20_100) })).toBe(false);
  });

  it('the welcome modal: once per member, and not on the visit of the time-bonus modal', () => {
    expect(shouldShowWelcomeModal({ ...welcomeBase, dismissedAt: at(10), now: at(20_100) })).toBe(false);
    expect(shouldShowWelcomeModal({ ...welcomeBase, timeBonusModalThisVisit: true, now: at(20_100) })).toBe(false);
  });
});

describe('the one timer (nextWakeDelay)', () => {
  it('ticks each second while the time bonus runs, and stops at zero', () => {
    const end = at(14_400);
    expect(nextWakeDelay(at(10) + 300, end)).toBe(701);
    expect(nextWakeDelay(end, end)).toBeNull();
    expect(nextWakeDelay(end + 5, end)).toBeNull();
    expect(nextWakeDelay(at(10), null)).toBeNull();
  });

  it('wakes when a modal falls due; ignores what is past or unknown', () => {
    expect(nextWakeDelay(at(20_000), null, [at(20_040)])).toBe(40_000);
    expect(nextWakeDelay(at(20_000), null, [at(19_000), null, Number.NaN])).toBeNull();
    expect(nextWakeDelay(at(100) + 500, at(14_400), [at(101)])).toBe(500);
  });

  it('never asks setTimeout for more than it honours', () => {
    expect(nextWakeDelay(at(0), null, [at(365 * 24 * 3600)])).toBe(MAX_TIMEOUT_MS);
  });
});
