import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_BONUS_WINDOW_SECONDS } from '../../../common/constants.ts';
import { nl } from '../../../common/i18n/nl.ts';
import { ServerCatalogueContext } from '../../lib/i18n.tsx';
import {
  discountBanner,
  formatCountdown,
  nextWakeDelay,
  timeBonusEndsAt,
  timeBonusRemaining,
} from '../../../common/rules/time-bonus.ts';
import { useUser } from '../../lib/user.ts';
import { RootDataContext, type RootData } from '../../lib/root-data.ts';
import { DiscountAlerts } from './DiscountAlerts.tsx';
import { TimeBonusBanner } from './TimeBonusBanner.tsx';
import { WelcomeDiscountBanner } from './WelcomeDiscount.tsx';

// The Dutch catalogue, as a Dutch page carries it (app/lib/i18n.tsx).
const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <ServerCatalogueContext.Provider value={{ locale: 'nl', text: '', catalogue: nl }}>
      <MemoryRouter>{node}</MemoryRouter>
    </ServerCatalogueContext.Provider>,
  );
const SIGNUP = Date.UTC(2025, 5, 14, 10, 0, 0);
const END = SIGNUP + TIME_BONUS_WINDOW_SECONDS * 1000;

describe('TimeBonusBanner (product §2)', () => {
  it('shows a star, the countdown with the word hours and a link to /credits', () => {
    const out = html(<TimeBonusBanner remaining={14_399} endsAt={END} percentage={25} />);
    expect(out).toContain('klik-icon');
    expect(out).toContain('nog 03:59:59 uur');
    expect(out).toMatch(/<a [^>]*href="\/credits"/);
    expect(out).toContain('Koop credits');
    expect(out).toContain('25% welkomstbonus');
  });

  it('keeps the ticking part away from screen readers and gives them the end time instead', () => {
    const out = html(<TimeBonusBanner remaining={5} endsAt={END} percentage={25} />);
    expect(out).toMatch(/<span class="klik-discount-countdown" aria-hidden="true"[^>]*>nog 00:00:05 uur<\/span>/);
    expect(out).not.toContain('aria-live');
    expect(out).not.toContain('role="status"');
    expect(out).toMatch(
      /<span class="visually-hidden">Je welkomstbonus van 25% op credits loopt tot \d{2}:\d{2}\.<\/span>/,
    );
    expect(out).toContain('role="region"');
    expect(out).toContain('aria-label="Welkomstbonus"');
  });

  it('compact for the chat layout', () => {
    expect(html(<TimeBonusBanner remaining={60} endsAt={END} percentage={25} compact />)).toContain(
      'klik-discount-banner-compact',
    );
  });
});

describe('WelcomeDiscountBanner', () => {
  it('shows the offer, its expiry and a link to /credits', () => {
    const out = html(<WelcomeDiscountBanner percentage={25} endsAt={Date.UTC(2025, 5, 17, 10, 0)} />);
    expect(out).toContain('25% korting op je eerste aankoop');
    expect(out).toMatch(/geldig tot 17 juni/);
    expect(out).toMatch(/<a [^>]*href="\/credits"/);
  });

  it('without an end, no expiry', () => {
    expect(html(<WelcomeDiscountBanner percentage={25} endsAt={null} />)).not.toContain('geldig tot');
  });
});

describe('the countdown with a fake clock (the one timer of DiscountAlerts)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each second once, ticking on the second, and stops at zero', () => {
    vi.useFakeTimers();
    // Start 5.3 s before the end, at an awkward millisecond.
    vi.setSystemTime(END - 5_300);
    const user = { paid_user: false, signup_date: new Date(SIGNUP).toISOString() };
    const end = timeBonusEndsAt(user) as number;
    const shown: string[] = [];
    let timers = 0;
    const render = () => {
      const now = Date.now();
      const remaining = timeBonusRemaining(user, now);
      if (remaining > 0) shown.push(formatCountdown(remaining));
      const delay = nextWakeDelay(now, remaining > 0 ? end : null);
      if (delay !== null) {
        timers++;
        setTimeout(render, delay);
      }
    };
    render();
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual(['00:00:05', '00:00:04', '00:00:03', '00:00:02', '00:00:01']);
    // Cleared at zero: no timer left.
    expect(vi.getTimerCount()).toBe(0);
    expect(timers).toBe(5);
  });
});

describe('DiscountAlerts on the server', () => {
  // The layouts load DiscountAlerts as a chunk of its own after the page (the JavaScript budget):
  // that is only safe while the server renders nothing there, so hydration finds nothing to match
  // and the first paint nothing to lose.
  it('renders nothing for a member whose time bonus runs, although the browser then shows the banner', async () => {
    const now = SIGNUP + 60_000;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      const user = { id: 7, paid_user: false, signup_date: new Date(SIGNUP).toISOString() };
      expect(discountBanner({ user, welcome: null, pathname: '/members', now })?.kind).toBe('time_bonus');
      const Member = () => <span>member {useUser()?.id}</span>;
      const { query, dataRoutes } = createStaticHandler([
        {
          id: 'root',
          path: '/',
          loader: () => ({ user }),
          // As the root layout (app/root.tsx) hands its data down.
          Component: () => (
            <RootDataContext.Provider value={useLoaderData() as RootData}>
              <Outlet />
            </RootDataContext.Provider>
          ),
          children: [
            {
              path: 'members',
              Component: () => (
                <>
                  <DiscountAlerts />
                  <Member />
                </>
              ),
            },
          ],
        },
      ]);
      const context = await query(new Request('http://klik.test/members'));
      if (context instanceof Response) throw new Error('unexpected redirect');
      const out = renderToStaticMarkup(
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />,
      );
      expect(out).toContain('member 7');
      expect(out).not.toContain('klik-discount');
      expect(out).not.toContain('welkomstbonus');
    } finally {
      vi.useRealTimers();
    }
  });
});
