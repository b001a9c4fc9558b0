import type { Route } from './+types/pricing';
import { Link } from 'react-router';
import type { MessageKey } from '../../common/i18n/index.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { PayIcon } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { useMoney } from '../components/payments/format.ts';
import { listPrice, priceListOf } from '../components/payments/money.ts';
import { titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';

/**
 * /pricing (product §2): the public price list. Each bundle with its credits, list price and
 * price per credit; what a message, photo and gift cost (settings message_credits, photo_credits,
 * gift_credits, and from what amount); what is free; the cancel/refund days (setting refund_days).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const k = context.klik;
  const catalogue = await k.services.payments.catalogue(k.site, k.member, k.country);
  return { catalogue, loggedIn: k.member !== null, title: titleOf(k, 'payments.ui.pricing.metaTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }];

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { catalogue, loggedIn } = loaderData;
  const { t } = useI18n();
  const settings = useSettings();
  const { money, perCredit } = useMoney();
  // List prices: the price list is the same for everyone; a member's discount is named below it.
  const listed = catalogue.bundles.map((b) => ({ ...b, price: listPrice(b) }));
  // Every amount in money by the one price rule, as the chat, /credits and /premium show it.
  const prices = priceListOf(catalogue.bundles, settings);
  const costs: { key: MessageKey; icon: IconName; credits: string; from: string | null }[] = [
    {
      key: 'payments.ui.pricing.message',
      icon: 'chat-heart',
      credits: t('payments.ui.credits', { count: settings.message_credits }),
      from: prices && t('payments.ui.perMessageFrom', { price: money(prices.message) }),
    },
    {
      key: 'payments.ui.pricing.photo',
      icon: 'camera',
      credits: t('payments.ui.credits', { count: settings.photo_credits }),
      from: prices && t('payments.ui.pricing.from', { price: money(prices.photo) }),
    },
    {
      key: 'payments.ui.pricing.gift',
      icon: 'gift',
      credits: prices
        ? t('payments.ui.pricing.giftCredits', { from: prices.giftFrom.credits, to: prices.giftTo.credits })
        : t('payments.ui.credits', { count: settings.gift_credits }),
      from: prices && t('payments.ui.pricing.from', { price: money(prices.giftFrom.money) }),
    },
  ];

  return (
    <div className="container-lg py-3 py-md-4">
      <div className="mx-auto" style={{ maxWidth: 760 }}>
        <header className="mb-4">
          <h1 className="h3 mb-1 d-flex align-items-center gap-2">
            <PayIcon name="tag" className="text-primary" size={22} />
            {t('payments.ui.pricing.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('payments.ui.pricing.intro', { siteName: settings.name })}</p>
        </header>

        {loggedIn && catalogue.discount && (
          <div className="klik-discount d-flex flex-wrap align-items-center gap-2 p-3 rounded-3 mb-3">
            <PayIcon name="tag" />
            <span className="fw-semibold">
              {t('payments.ui.pricing.yourDiscount', {
                percentage: catalogue.discount.value_percentage,
                code: catalogue.discount.code,
              })}
            </span>
            <Link to="/credits" className="ms-sm-auto">
              {t('payments.ui.pricing.seeYourPrice')}
            </Link>
          </div>
        )}

        <section className="mb-4" aria-labelledby="pricing-bundles-title">
          <h2 id="pricing-bundles-title" className="h5 mb-2">
            {t('payments.ui.pricing.tableCaption')}
          </h2>
          {listed.length === 0 ? (
            <p className="text-body-secondary border rounded-3 bg-body-tertiary p-3">
              {t(catalogue.purchases_available ? 'payments.ui.pricing.empty' : 'payments.ui.unavailable')}
            </p>
          ) : (
            <div className="table-responsive">
              <table className="klik-pricing-table mb-2">
                <caption className="visually-hidden">{t('payments.ui.pricing.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="text-nowrap">
                      {t('payments.ui.pricing.bundle')}
                    </th>
                    <th scope="col" className="text-end text-nowrap">
                      {t('payments.ui.pricing.price')}
                    </th>
                    <th scope="col" className="text-end text-nowrap">
                      {t('payments.ui.pricing.perCredit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {listed.map((b) => (
                    <tr key={b.id}>
                      <th scope="row" className="fw-semibold">
                        {t('payments.ui.credits', { count: b.credits })}
                        {b.popular && (
                          <span className="d-block d-sm-inline ms-sm-2">
                            <span className="badge rounded-pill text-bg-primary">{t('payments.ui.popular')}</span>
                          </span>
                        )}
                      </th>
                      <td className="text-end fw-semibold">{money(b.price)}</td>
                      <td className="text-end text-body-secondary">{perCredit(b.price, b.credits)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {catalogue.purchases_available && (
            <p className="small text-body-secondary mb-0">
              {t('payments.ui.pricing.vat', { currency: catalogue.currency })} {t('payments.ui.pricing.methods')}
            </p>
          )}
        </section>

        <section className="mb-4" aria-labelledby="pricing-costs-title">
          <h2 id="pricing-costs-title" className="h5 mb-2">
            {t('payments.ui.pricing.costsTitle')}
          </h2>
          <ul className="list-group mb-2">
            {costs.map((c) => (
              <li key={c.key} className="list-group-item d-flex align-items-center gap-3">
                <span className="klik-method-icon" aria-hidden="true">
                  <Icon name={c.icon} size={16} />
                </span>
                <span className="flex-grow-1">{t(c.key)}</span>
                <span className="text-end">
                  <span className="fw-semibold d-block">{c.credits}</span>
                  {c.from && <span className="small text-body-secondary">{c.from}</span>}
                </span>
              </li>
            ))}
          </ul>
          {prices && (
            <p className="small text-body-secondary mb-2">
              {t('payments.ui.pricing.basis', {
                credits: prices.basis.credits,
                price: money(prices.basis.price),
                perCredit: perCredit(prices.basis.price, prices.basis.credits),
              })}
            </p>
          )}
          <p className="small text-body-secondary d-flex gap-2 mb-0">
            <Icon name="check-circle-fill" size={14} className="text-success flex-shrink-0 mt-1" />
            {t('payments.ui.pricing.free')}
          </p>
        </section>

        {catalogue.purchases_available && (
          <>
            <section className="mb-4" aria-labelledby="pricing-refund-title">
              <h2 id="pricing-refund-title" className="h5 mb-2">
                {t('payments.ui.pricing.refundTitle')}
              </h2>
              <RefundNote days={catalogue.refund_days} />
            </section>

            <div className="d-flex flex-column flex-sm-row gap-2">
              {loggedIn ? (
                <Link to="/credits" className="btn btn-primary btn-lg">
                  <Icon name="coin" className="me-2" />
                  {t('payments.ui.buyCredits')}
                </Link>
              ) : (
                <Link to="/signup" data-signup="" className="btn btn-primary btn-lg">
                  {t('payments.ui.premium.ctaVisitor')}
                </Link>
              )}
              <Link to="/premium" className="btn btn-outline-primary btn-lg">
                <Icon name="gem" className="me-2" />
                {t('nav.getPremium')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
