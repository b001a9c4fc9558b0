import { useMemo, useState, type FormEvent } from 'react';
import type { StaffSite, StaffSitePrices } from '../../../common/api/site-admin.ts';
import { formatMoney } from '../../../common/rules/money.ts';
import { messageCostsOf } from '../../../common/rules/prices.ts';
import type { CountryCode } from '../../../common/constants.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { GIFTS, giftImage, type GIFT_IDS } from '../../../common/data/gifts.ts';

type GiftId = (typeof GIFT_IDS)[number];
import { SiteFormNotice, useSiteForm } from './site-form.tsx';
import { useI18n, useT } from '../../lib/i18n.tsx';
import { updateSitePrices } from './actions.ts';

interface BundleRow {
  id?: number;
  credits: string;
  bonus: string;
  popular: boolean;
  /** The amount per country as typed, in the currency's units ("14,95"). */
  amounts: Record<string, string>;
}

/** "14,95", "14.95" or "15" as cents; NaN when it is no amount. */
export function parseAmount(typed: string): number {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(typed);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const showAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The prices tab of /staff/sites: the bundles (credits, bonus, price per country, order, the
 * "popular" badge), one currency per country, the credits a message, photo and gift cost, the signup
 * credits and the deletion offer. The "from" price per message is shown as the rule derives it
 * (common/rules/prices.ts): it is what the settings API serves, never typed in.
 */
export function SitePricesEditor({ site, prices }: { site: StaffSite; prices: StaffSitePrices }) {
  const t = useT();
  const { locale } = useI18n();
  const countries = site.config.countries as CountryCode[];
  const [currencies, setCurrencies] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      countries.map((c) => [
        c,
        prices.bundles.flatMap((b) => b.prices).find((p) => p.country === c)?.currency ??
          site.config.minimum_message_costs[c]?.currency ??
          'EUR',
      ]),
    ),
  );
  const [rows, setRows] = useState<BundleRow[]>(() =>
    prices.bundles.map((b) => ({
      id: b.id,
      credits: String(b.credits),
      bonus: String(b.bonus),
      popular: b.popular,
      amounts: Object.fromEntries(
        countries.map((c) => {
          const p = b.prices.find((x) => x.country === c);
          return [c, p ? showAmount(p.amount) : ''];
        }),
      ),
    })),
  );
  const [costs, setCosts] = useState({
    message_credits: String(prices.message_credits),
    photo_credits: String(prices.photo_credits),
    gift_credits: String(prices.gift_credits),
    signup_credits: String(prices.signup_credits),
    delete_discount: String(prices.delete_discount),
  });
  const [gifts, setGifts] = useState<Record<string, string>>(() =>
    Object.fromEntries(GIFTS.map((g) => [g.id, String(prices.gift_factors[g.id as GiftId] ?? g.factor)])),
  );
  const { save, errors, notice } = useSiteForm(updateSitePrices);

  const bundles = rows.map((r) => ({
    ...(r.id !== undefined ? { id: r.id } : {}),
    credits: Number(r.credits),
    bonus: Number(r.bonus || 0),
    popular: r.popular,
    prices: countries
      .filter((c) => r.amounts[c]?.trim())
      .map((c) => ({ country: c, currency: currencies[c]!.trim().toUpperCase(), amount: parseAmount(r.amounts[c]!) })),
  }));
  // The "from" price as the server will derive it, while typing (only from what parses).
  const derived = useMemo(
    () =>
      messageCostsOf(
        bundles.filter((b) => b.credits > 0 && b.prices.every((p) => Number.isFinite(p.amount))),
        countries,
        Number(costs.message_credits) || 0,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bundles is derived from rows and currencies
    [rows, currencies, costs.message_credits],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A price that does not parse is sent as it is not: the server names the field.
    save.submit({
      id: site.id,
      bundles: bundles.map((b) => ({ ...b, prices: b.prices.map((p) => ({ ...p, amount: p.amount || -1 })) })),
      message_credits: Number(costs.message_credits),
      photo_credits: Number(costs.photo_credits),
      gift_credits: Number(costs.gift_credits),
      signup_credits: Number(costs.signup_credits),
      delete_discount: Number(costs.delete_discount),
      gift_factors: Object.fromEntries(Object.entries(gifts).map(([id, f]) => [id, Number(f)])),
    });
  };
  const update = (i: number, change: Partial<BundleRow>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(i, 1);
    next.splice(i + by, 0, row!);
    setRows(next);
  };
  const err = (name: string) => errors[name];
  const invalid = (name: string) => (errors[name] ? ' is-invalid' : '');
  const bundleErrors = (i: number) =>
    Object.entries(errors).filter(([k]) => k === `bundles.${i}` || k.startsWith(`bundles.${i}.`));

  return (
    <form onSubmit={submit} noValidate aria-busy={save.busy || undefined}>
      <SiteFormNotice notice={notice} />
      <div className="row g-4">
        <section className="col-lg-8" aria-labelledby="prices-bundles-heading">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="prices-bundles-heading" className="h5">
                {t('staff.sites.prices.bundles')}
              </h2>
              <p className="small text-body-secondary">{t('staff.sites.prices.bundlesHelp')}</p>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('staff.sites.prices.currencies')}</legend>
                <div className="d-flex flex-wrap gap-3">
                  {countries.map((c) => (
                    <div key={c} className="d-flex align-items-center gap-2">
                      <label htmlFor={`currency-${c}`} className="mb-0">
                        {c}
                      </label>
                      <input
                        id={`currency-${c}`}
                        className="form-control form-control-sm font-monospace"
                        style={{ width: '5.5rem' }}
                        maxLength={3}
                        value={currencies[c] ?? ''}
                        onChange={(e) => setCurrencies({ ...currencies, [c]: e.target.value.toUpperCase() })}
                        autoCapitalize="characters"
                        spellCheck={false}
                      />
                    </div>
                  ))}
                </div>
              </fieldset>
              <ol className="list-unstyled mb-3">
                {rows.map((r, i) => (
                  <li key={r.id ?? `new-${i}`} className="border rounded-3 p-3 mb-3" data-testid="bundle-row">
                    <div className="d-flex justify-content-between align-items-center mb-2">
                      <h3 className="h6 mb-0">{t('staff.sites.prices.bundle', { n: i + 1 })}</h3>
                      <div className="btn-group btn-group-sm">
                        <button
                          type="button"
                          className="btn btn-outline-secondary"
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                          aria-label={t('staff.sites.prices.up', { n: i + 1 })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-secondary"
                          disabled={i === rows.length - 1}
                          onClick={() => move(i, 1)}
                          aria-label={t('staff.sites.prices.down', { n: i + 1 })}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-danger"
                          disabled={rows.length === 1}
                          onClick={() => setRows(rows.filter((_, j) => j !== i))}
                          aria-label={t('staff.sites.prices.remove', { n: i + 1 })}
                        >
                          {t('staff.sites.prices.removeShort')}
                        </button>
                      </div>
                    </div>
                    <div className="row g-2">
                      <div className="col-6 col-md-3">
                        <label className="form-label small" htmlFor={`b${i}-credits`}>
                          {t('staff.sites.prices.credits')}
                        </label>
                        <input
                          id={`b${i}-credits`}
                          inputMode="numeric"
                          className={`form-control${invalid(`bundles.${i}.credits`)}`}
                          value={r.credits}
                          onChange={(e) => update(i, { credits: e.target.value })}
                        />
                      </div>
                      <div className="col-6 col-md-3">
                        <label className="form-label small" htmlFor={`b${i}-bonus`}>
                          {t('staff.sites.prices.bonus')}
                        </label>
                        <input
                          id={`b${i}-bonus`}
                          inputMode="numeric"
                          className={`form-control${invalid(`bundles.${i}.bonus`)}`}
                          value={r.bonus}
                          onChange={(e) => update(i, { bonus: e.target.value })}
                        />
                      </div>
                      {countries.map((c, j) => (
                        <div className="col-6 col-md-3" key={c}>
                          <label className="form-label small" htmlFor={`b${i}-price-${c}`}>
                            {t('staff.sites.prices.price', { country: c, currency: currencies[c] ?? '' })}
                          </label>
                          <input
                            id={`b${i}-price-${c}`}
                            inputMode="decimal"
                            placeholder="14,95"
                            className={`form-control${invalid(`bundles.${i}.prices.${j}.amount`)}`}
                            value={r.amounts[c] ?? ''}
                            onChange={(e) => update(i, { amounts: { ...r.amounts, [c]: e.target.value } })}
                          />
                        </div>
                      ))}
                      <div className="col-12">
                        <div className="form-check">
                          <input
                            id={`b${i}-popular`}
                            type="checkbox"
                            className="form-check-input"
                            checked={r.popular}
                            onChange={(e) => update(i, { popular: e.target.checked })}
                          />
                          <label htmlFor={`b${i}-popular`} className="form-check-label">
                            {t('staff.sites.prices.popular')}
                          </label>
                        </div>
                      </div>
                    </div>
                    {bundleErrors(i).map(([k, text]) => (
                      <div className="invalid-feedback d-block" key={k}>
                        {text}
                      </div>
                    ))}
                  </li>
                ))}
              </ol>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={rows.length >= 12}
                onClick={() =>
                  setRows([
                    ...rows,
                    {
                      credits: '',
                      bonus: '0',
                      popular: false,
                      amounts: Object.fromEntries(countries.map((c) => [c, ''])),
                    },
                  ])
                }
              >
                {t('staff.sites.prices.add')}
              </button>
            </div>
          </div>
        </section>
        <section className="col-lg-4" aria-labelledby="prices-costs-heading">
          <div className="card shadow-sm">
            <div className="card-body">
              <h2 id="prices-costs-heading" className="h5">
                {t('staff.sites.prices.costs')}
              </h2>
              {(Object.keys(costs) as (keyof typeof costs)[]).map((k) => (
                <div className="mb-3" key={k}>
                  <label htmlFor={`cost-${k}`} className="form-label">
                    {t(`staff.sites.prices.${k}` as MessageKey)}
                  </label>
                  <input
                    id={`cost-${k}`}
                    inputMode="numeric"
                    className={`form-control${invalid(k)}`}
                    value={costs[k]}
                    onChange={(e) => setCosts({ ...costs, [k]: e.target.value })}
                    aria-describedby={err(k) ? `cost-${k}-error` : undefined}
                  />
                  {err(k) && (
                    <div className="invalid-feedback d-block" id={`cost-${k}-error`}>
                      {err(k)}
                    </div>
                  )}
                </div>
              ))}
              <fieldset className="mb-3">
                <legend className="h6">{t('staff.sites.prices.gifts')}</legend>
                <p className="small text-body-secondary">{t('staff.sites.prices.giftsHelp')}</p>
                {GIFTS.map((g) => {
                  const name = `gift_factors.${g.id}`;
                  const factor = Number(gifts[g.id]);
                  return (
                    <div className="d-flex align-items-center gap-2 mb-2" key={g.id}>
                      <img src={giftImage(g.id)} alt="" width={28} height={28} />
                      <label htmlFor={`gift-${g.id}`} className="flex-grow-1 mb-0">
                        {t(`gift.${g.id}` as MessageKey)}
                      </label>
                      <input
                        id={`gift-${g.id}`}
                        inputMode="numeric"
                        className={`form-control form-control-sm${invalid(name)}`}
                        style={{ width: '4rem' }}
                        value={gifts[g.id] ?? ''}
                        onChange={(e) => setGifts({ ...gifts, [g.id]: e.target.value })}
                        aria-describedby={`gift-${g.id}-price`}
                      />
                      <span
                        id={`gift-${g.id}-price`}
                        className="small text-body-secondary text-nowrap"
                        style={{ width: '6.5rem' }}
                      >
                        {factor > 0
                          ? t('staff.sites.prices.giftCredits', { credits: factor * (Number(costs.gift_credits) || 0) })
                          : t('staff.sites.prices.giftOff')}
                      </span>
                    </div>
                  );
                })}
              </fieldset>
              <h3 className="h6">{t('staff.sites.prices.from')}</h3>
              <p className="small text-body-secondary">{t('staff.sites.prices.fromHelp')}</p>
              <ul className="list-unstyled mb-0" data-testid="from-prices">
                {countries.map((c) => (
                  <li key={c}>
                    {c}:{' '}
                    {derived[c]
                      ? formatMoney({ amount: derived[c].costs, currency: derived[c].currency }, locale)
                      : '–'}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </div>
      <div className="mt-4">
        <button type="submit" className="btn btn-primary" disabled={save.busy}>
          {save.busy ? t('staff.sites.saving') : t('staff.sites.prices.save')}
        </button>
      </div>
    </form>
  );
}
