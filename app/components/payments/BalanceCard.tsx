import { memberPolicy } from '../../../common/rules/membership.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

/** The member's balance and Premium status (product §3 User: credits, paid_user). */
export function BalanceCard({ credits, paidUser }: { credits: number; paidUser: boolean }) {
  const t = useT();
  return (
    <section className="card klik-balance mb-3" aria-labelledby="klik-balance-title">
      <div className="card-body d-flex align-items-center gap-3">
        <span className="klik-balance-icon flex-shrink-0" aria-hidden="true">
          <Icon name="coin" size={22} />
        </span>
        <div className="klik-min-w-0 flex-grow-1">
          <div className="d-flex align-items-center justify-content-between gap-2">
            <h2 id="klik-balance-title" className="small text-body-secondary fw-normal mb-0">
              {t('payments.ui.balance.title')}
            </h2>
            <span className={`badge rounded-pill ${paidUser ? 'text-bg-primary' : 'text-bg-light border'}`}>
              {paidUser && <Icon name="gem" size={12} className="me-1" />}
              {t(paidUser ? 'payments.ui.premium.active' : 'payments.ui.premium.inactive')}
            </span>
          </div>
          <p className="h4 mb-0 fw-bold text-nowrap" data-testid="credits-balance">
            {t('payments.ui.credits', { count: credits })}
          </p>
        </div>
      </div>
      <p className="card-footer small text-body-secondary bg-transparent mb-0">
        {paidUser
          ? t('payments.ui.premium.activeText', { max: memberPolicy(true).photoLimit })
          : t('payments.ui.premium.inactiveText')}
      </p>
    </section>
  );
}
