import { useCallback } from 'react';
import { HOME_TIME_ZONE } from '../../../common/constants.ts';
import { useHydrated } from '../../ui/form.ts';
import type { Money } from '../../../common/api/payments.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { formatMoney, formatPerCredit } from '../../../common/rules/money.ts';

/** Money in the member's language: `money({ amount: 1995, currency: 'EUR' })` → '€ 19,95'. */
export function useMoney() {
  const { localeTag } = useI18n();
  const money = useCallback((m: Money) => formatMoney(m, localeTag), [localeTag]);
  const perCredit = useCallback(
    (price: Money, credits: number) => formatPerCredit(price, credits, localeTag),
    [localeTag],
  );
  return { money, perCredit };
}

/**
 * Dates in the member's language. The server renders them in the site's home time zone; once the
 * page runs in the browser they switch to the member's own (no hydration mismatch either way).
 */
export function useDate() {
  const { localeTag } = useI18n();
  const hydrated = useHydrated();
  return useCallback(
    (iso: string, style: 'date' | 'dateTime' = 'dateTime') =>
      new Intl.DateTimeFormat(localeTag, {
        dateStyle: 'medium',
        timeStyle: style === 'dateTime' ? 'short' : undefined,
        timeZone: hydrated ? undefined : HOME_TIME_ZONE,
      }).format(new Date(iso)),
    [localeTag, hydrated],
  );
}
