import { Link } from 'react-router';
import type { Bundle } from '../../../common/api/payments.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { useMoney } from './format.ts';
import type { PriceQuote } from './money.ts';

/**
 * One credit bundle (product §3): credits, the price to pay (with the discount: the original
 * struck through and the percentage), the price per credit, and the popular mark. The whole card
 * is one link (for visitors: to the free signup). A row on phones, a column in the grid on wider screens.
 */
export function BundleCard({
  bundle,
  quote,
  to,
  signup = false,
}: {
  bundle: Bundle;
  quote: PriceQuote;
  to: string;
  signup?: boolean;
}) {
  const t = useT();
  const { money, perCredit } = useMoney();
  const price = money(quote.price);
  return (
    <article className={`card klik-bundle h-100${bundle.popular ? ' klik-bundle-popular' : ''}`}>
      {bundle.popular && (
        <span className="klik-bundle-ribbon badge rounded-pill text-bg-primary">
          <Icon name="star-fill" size={11} className="me-1" />
          {t('payments.ui.popular')}
        </span>
      )}
      <div className="card-body klik-bundle-body">
        <div className="klik-bundle-credits">
          <span className="klik-bundle-number">{bundle.credits}</span>
          <span className="klik-bundle-unit">credits</span>
          {bundle.bonus > 0 && (
            <span className="badge rounded-pill text-bg-success ms-2 klik-bundle-bonus">
              {t('payments.ui.bonus', { count: bundle.bonus })}
            </span>
          )}
        </div>
        <div className="klik-bundle-price">
          {quote.original && (
            <span className="d-flex align-items-center gap-1 justify-content-end justify-content-md-start">
              <s className="text-body-secondary small">
                <span className="visually-hidden">{t('payments.ui.oldPrice', { price: money(quote.original) })}</span>
                <span aria-hidden="true">{money(quote.original)}</span>
              </s>
              {quote.percentage !== null && (
                <span className="badge text-bg-warning">
                  {t('payments.ui.percentOff', { percentage: quote.percentage })}
                </span>
              )}
            </span>
          )}
          <span className="klik-bundle-amount">{price}</span>
          <span className="small text-body-secondary">
            {t('payments.ui.perCredit', { price: perCredit(quote.price, bundle.credits) })}
          </span>
        </div>
        <Link
          to={signup ? '/signup' : to}
          data-signup={signup ? '' : undefined}
          className={`btn ${bundle.popular ? 'btn-primary' : 'btn-outline-primary'} stretched-link klik-bundle-choose`}
          aria-label={t('payments.ui.chooseLabel', { credits: bundle.credits, price })}
        >
          <span className="d-none d-md-inline">{t('payments.ui.choose')}</span>
          <Icon name="chevron-right" size={16} className="d-md-none" />
        </Link>
      </div>
    </article>
  );
}
