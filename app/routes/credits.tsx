import type { Route } from './+types/credits';
import { Link } from 'react-router';
import type { MessageKey } from '../../common/i18n/index.ts';
import { useI18n } from '../lib/i18n.tsx';
import { Icon } from '../components/Icon.tsx';
import { BalanceCard } from '../components/payments/BalanceCard.tsx';
import { BundleCard } from '../components/payments/BundleCard.tsx';
import { ActiveDiscount, DiscountCodeField, useDiscountCode } from '../components/payments/DiscountCode.tsx';
import { PayIcon, type PayIconName } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { priceListOf, quote } from '../components/payments/money.ts';
import { useMoney } from '../components/payments/format.ts';
import { giftCreditRange } from '../../common/rules/prices.ts';
import { payPath } from '../components/payments/methods.ts';
import { requireMember, titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';

/**
 * /credits (product §2): choose a credit bundle. The balance and Premium status, the active
 * discount (struck-through prices, code, percentage, expiry), a field for a discount code, the
 * bundles with the popular one marked, and the ways on: repeat order (Premium members with a saved
 * method), direct debit, transactions, the price list. Members only.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  const member = requireMember(k, request);
  const catalogue = await k.services.payments.catalogue(k.site, member, k.country);
  return {
    catalogue,
    code: new URL(request.url).searchParams.get('code'),
    costs: {
      message_credits: k.settings.message_credits,
      photo_credits: k.settings.photo_credits,
      gift_credits: k.settings.gift_credits,
      gift_factors: k.settings.gift_factors,
    },
    title: titleOf(k, 'payments.ui.credits.metaTitle'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

interface More {
  to: string;
  icon: PayIconName;
  title: MessageKey;
  text: MessageKey;
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  const { catalogue, code, costs } = loaderData;
  const { t } = useI18n();
  const { money } = useMoney();
  const typed = useDiscountCode(code);
  // The same per-message price as the chat, /pricing and /premium (the one price rule).
  const prices = priceListOf(catalogue.bundles, costs);
  const gifts = giftCreditRange(costs.gift_credits, costs.gift_factors);
  const available = catalogue.purchases_available;
  // Without payments (PAYMENTS=off) only the member's own history stays: no way to pay, no price list.
  const more: More[] = !available
    ? [
        {
          to: '/transactions',
          icon: 'receipt',
          title: 'payments.ui.credits.transactions',
          text: 'payments.ui.credits.transactionsText',
        },
      ]
    : [
        ...(catalogue.paid_user && catalogue.saved_methods.length > 0
          ? [
              {
                to: '/credits/repeat-order',
                icon: 'arrow-repeat',
                title: 'payments.ui.credits.repeatOrder',
                text: 'payments.ui.credits.repeatOrderText',
              } as const,
            ]
          : []),
        {
          to: '/directdebit',
          icon: 'bank2',
          title: 'payments.ui.credits.directDebit',
          text: 'payments.ui.credits.directDebitText',
        },
        {
          to: '/transactions',
          icon: 'receipt',
          title: 'payments.ui.credits.transactions',
          text: 'payments.ui.credits.transactionsText',
        },
        { to: '/pricing', icon: 'tag', title: 'payments.ui.credits.pricing', text: 'payments.ui.credits.pricingText' },
      ];
  const appliedCode = typed.applied?.code ?? null;

  return (
    <div className="container-lg py-3 py-md-4">
      <header className="mb-3">
        <h1 className="h3 mb-1 d-flex align-items-center gap-2">
          <Icon name="coin" className="text-primary" size={22} />
          {t(available ? 'payments.ui.credits.title' : 'payments.ui.credits.titleUnavailable')}
        </h1>
        <p className="text-body-secondary mb-0">
          {t(available ? 'payments.ui.credits.intro' : 'payments.ui.credits.introUnavailable')}
        </p>
      </header>

      <div className="klik-pay-layout">
        <div className="klik-pay-layout-top">
          <BalanceCard credits={catalogue.credits ?? 0} paidUser={catalogue.paid_user} />
        </div>

        <section className="klik-pay-layout-main" aria-labelledby="bundles-title">
          <h2 id="bundles-title" className="h5 mb-3">
            {t(available ? 'payments.ui.credits.bundlesTitle' : 'payments.ui.credits.bundlesTitleUnavailable')}
          </h2>
          {available && catalogue.discount && !typed.applied && <ActiveDiscount discount={catalogue.discount} />}
          {available && (
            <div className="mb-3">
              <DiscountCodeField state={typed} />
            </div>
          )}
          {catalogue.bundles.length === 0 ? (
            <p
              className="text-center py-5 px-3 border rounded-3 bg-body-tertiary text-body-secondary"
              role={catalogue.purchases_available ? undefined : 'status'}
            >
              {t(catalogue.purchases_available ? 'payments.ui.credits.empty' : 'payments.ui.unavailable')}
            </p>
          ) : (
            <ul
              className={`row row-cols-1 ${catalogue.bundles.length % 3 === 0 ? 'row-cols-md-3' : 'row-cols-md-2'} g-2 g-md-3 list-unstyled mb-3 pt-1`}
              aria-busy={typed.checking}
            >
              {catalogue.bundles.map((b) => (
                <li className="col" key={b.id}>
                  <BundleCard
                    bundle={b}
                    quote={quote(b, catalogue.discount, typed.applied, catalogue.country)}
                    to={payPath(b.id, null, appliedCode)}
                  />
                </li>
              ))}
            </ul>
          )}
          <p className="small text-body-secondary d-flex gap-2 mb-2">
            <PayIcon name="chat-dots" size={14} className="flex-shrink-0 mt-1" />
            <span>
              {t('payments.ui.credits.costs', {
                message: costs.message_credits,
                photo: costs.photo_credits,
                giftFrom: gifts.from,
                giftTo: gifts.to,
              })}
              {prices && <> ({t('payments.ui.perMessageFrom', { price: money(prices.message) })})</>}
            </span>
          </p>
          {available && <RefundNote days={catalogue.refund_days} />}
        </section>

        <nav className="klik-pay-layout-side mt-4 mt-lg-0" aria-labelledby="credits-more-title">
          <h2 id="credits-more-title" className="h6 text-body-secondary mb-2">
            {t('payments.ui.credits.moreTitle')}
          </h2>
          <ul className="list-group mb-3">
            {more.map((m) => (
              <li
                className="list-group-item list-group-item-action position-relative d-flex align-items-center gap-3 py-3"
                key={m.to}
              >
                <span className="klik-pay-more-icon flex-shrink-0" aria-hidden="true">
                  <PayIcon name={m.icon} size={18} />
                </span>
                <span className="d-flex flex-column klik-min-w-0">
                  <Link to={m.to} className="stretched-link fw-semibold text-body text-decoration-none">
                    {t(m.title)}
                  </Link>
                  <span className="small text-body-secondary">{t(m.text)}</span>
                </span>
                <Icon name="chevron-right" size={14} className="ms-auto text-body-secondary flex-shrink-0" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
