import type { Route } from './+types/premium';
import { Link } from 'react-router';
import { memberPolicy } from '../../common/rules/membership.ts';
import type { MessageKey, Params } from '../../common/i18n/index.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { Icon } from '../components/Icon.tsx';
import { BundleCard } from '../components/payments/BundleCard.tsx';
import { PayIcon, type PayIconName } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { priceListOf, quote } from '../components/payments/money.ts';
import { useMoney } from '../components/payments/format.ts';
import { titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';

/** What the page compares: the free and the Premium member's allowances. */
const FREE = memberPolicy(false);
const PREMIUM = memberPolicy(true);

/**
 * /premium (product §2 "premium package overview"): what Premium unlocks (product §6: all
 * member photos, unlimited conversations, 25 photos, repeat order), the '46% more chance' claim
 * (product §1), and the bundles, since the first purchase makes a member Premium. Visitors see it too,
 * with the free signup as the way in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const k = context.klik;
  const catalogue = await k.services.payments.catalogue(k.site, k.member, k.country);
  return {
    catalogue,
    loggedIn: k.member !== null,
    // The basis of the 46% claim the site owner wrote (empty: the catalogue's text).
    claimFootnote: k.site.config.premium_claim_footnote,
    title: titleOf(k, 'payments.ui.premium.metaTitle'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }];

interface Benefit {
  icon: PayIconName;
  title: MessageKey;
  text: MessageKey;
  params?: Params;
}

const BENEFITS: Benefit[] = [
  { icon: 'images', title: 'payments.ui.premium.photos', text: 'payments.ui.premium.photosText' },
  {
    icon: 'infinity',
    title: 'payments.ui.premium.conversations',
    text: 'payments.ui.premium.conversationsText',
    params: { max: FREE.conversationLimit ?? 0 },
  },
  {
    icon: 'award',
    title: 'payments.ui.premium.ownPhotos',
    text: 'payments.ui.premium.ownPhotosText',
    params: { max: PREMIUM.photoLimit, free: FREE.photoLimit },
  },
  { icon: 'arrow-repeat', title: 'payments.ui.premium.repeat', text: 'payments.ui.premium.repeatText' },
];

export default function Premium({ loaderData }: Route.ComponentProps) {
  const { catalogue, loggedIn, claimFootnote } = loaderData;
  const { t } = useI18n();
  const settings = useSettings();
  const { money } = useMoney();
  const premium = loggedIn && catalogue.paid_user;
  // Premium does not make messages free; the price is the one every screen shows.
  const prices = priceListOf(catalogue.bundles, settings);

  return (
    <>
      <section className="klik-premium-hero py-4 py-md-5">
        <div className="container-lg">
          <div className="mx-auto text-center" style={{ maxWidth: 640 }}>
            <Icon name="gem" size={40} className="mb-2" />
            <h1 className="display-6 fw-bold mb-2">
              {premium ? t('payments.ui.premium.youArePremium') : t('payments.ui.premium.title')}
            </h1>
            <p className="lead mb-3">
              {premium
                ? t('payments.ui.premium.youArePremiumText')
                : t('payments.ui.premium.lead', { siteName: settings.name })}
            </p>
            <p className="klik-premium-claim mb-4">
              <PayIcon name="lightning" size={16} />
              <a
                href="#premium-claim-basis"
                className="text-reset text-decoration-none"
                aria-describedby="premium-claim-basis"
              >
                {t('payments.ui.premium.claim')}
              </a>
            </p>
            {catalogue.purchases_available && (
              <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
                {loggedIn ? (
                  <Link to="/credits" className="btn btn-light btn-lg fw-semibold text-primary">
                    <Icon name="coin" className="me-2" />
                    {premium ? t('payments.ui.buyCredits') : t('payments.ui.premium.cta')}
                  </Link>
                ) : (
                  <Link to="/signup" data-signup="" className="btn btn-light btn-lg fw-semibold text-primary">
                    {t('payments.ui.premium.ctaVisitor')}
                  </Link>
                )}
                <Link to="/pricing" className="btn btn-outline-light btn-lg">
                  {t('payments.ui.premium.seePricing')}
                </Link>
              </div>
            )}
          </div>
        </div>
      </section>

      <div className="container-lg py-4 py-md-5">
        <section aria-labelledby="premium-benefits-title" className="mb-5">
          <h2 id="premium-benefits-title" className="h4 mb-3 text-center">
            {t('payments.ui.premium.benefitsTitle')}
          </h2>
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled mb-0">
            {BENEFITS.map((b) => (
              <li className="col" key={b.title}>
                <div className="card h-100 border-0 bg-body-tertiary">
                  <div className="card-body d-flex flex-row flex-sm-column gap-3">
                    <span className="klik-benefit-icon" aria-hidden="true">
                      <PayIcon name={b.icon} size={22} />
                    </span>
                    <div>
                      <h3 className="h6 mb-1">{t(b.title, b.params)}</h3>
                      <p className="small text-body-secondary mb-0">{t(b.text, b.params)}</p>
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <p
          className="text-center text-body-secondary mx-auto mb-5"
          style={{ maxWidth: 640 }}
          data-testid="premium-credits-note"
        >
          <Icon name="coin" size={14} className="me-1" />
          {prices
            ? t('payments.ui.premium.creditsNote', { price: money(prices.message) })
            : t('payments.ui.premium.creditsNoteNoPrice')}
        </p>

        {!premium && catalogue.purchases_available && (
          <section aria-labelledby="premium-how-title" className="mb-5 mx-auto text-center" style={{ maxWidth: 640 }}>
            <h2 id="premium-how-title" className="h5">
              {t('payments.ui.premium.howTitle')}
            </h2>
            <p className="text-body-secondary mb-0">{t('payments.ui.premium.howText')}</p>
          </section>
        )}

        {!catalogue.purchases_available && (
          <p
            className="text-center py-4 px-3 border rounded-3 bg-body-tertiary text-body-secondary mx-auto"
            role="status"
            style={{ maxWidth: 640 }}
          >
            {t('payments.ui.unavailable')}
          </p>
        )}
        {catalogue.bundles.length > 0 && (
          <section aria-labelledby="premium-bundles-title">
            <h2 id="premium-bundles-title" className="h4 mb-3 text-center">
              {t('payments.ui.premium.bundlesTitle')}
            </h2>
            <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-2 g-md-3 list-unstyled mb-3 justify-content-center">
              {catalogue.bundles.map((b) => (
                <li className="col" key={b.id}>
                  <BundleCard
                    bundle={b}
                    quote={quote(b, catalogue.discount, null, catalogue.country)}
                    to={`/credits/${b.id}`}
                    signup={!loggedIn}
                  />
                </li>
              ))}
            </ul>
            <RefundNote days={catalogue.refund_days} className="justify-content-center" />
          </section>
        )}

        <aside className="mt-4 mx-auto" style={{ maxWidth: 640 }} aria-label={t('payments.ui.premium.claimBasisLabel')}>
          <p id="premium-claim-basis" className="small text-body-secondary mb-0">
            {claimFootnote ? `* ${claimFootnote}` : t('payments.ui.premium.claimBasis')}
          </p>
        </aside>
      </div>
    </>
  );
}
