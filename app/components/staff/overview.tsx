import type { ReactNode } from 'react';
import { useI18n, useT } from '../../lib/i18n.tsx';
import { formatMoney } from '../../../common/rules/money.ts';
import type { StaffOverview } from '../../../common/api/staff.ts';

type Translate = ReturnType<typeof useT>;
type Purchases = NonNullable<StaffOverview['purchases']>['today'];

/** How long something waits, in the largest whole unit that is at least 1 ('3 uur', '2 dagen'). */
export function waitedText(t: Translate, minutes: number): string {
  if (minutes < 60) return t('staff.home.duration.minutes', { count: Math.max(1, minutes) });
  if (minutes < 48 * 60) return t('staff.home.duration.hours', { count: Math.floor(minutes / 60) });
  return t('staff.home.duration.days', { count: Math.floor(minutes / 1440) });
}

/** A queue's figure on its section's card: the count ("Niets te keuren" at zero) and the oldest's wait. */
export function QueueFigure({
  count,
  waited,
  countKey,
  oldestKey,
  testId,
}: {
  count: number;
  waited: number | null;
  countKey: 'staff.home.photos.waiting' | 'staff.home.reports.open' | 'staff.home.inbox.waiting';
  oldestKey: 'staff.home.photos.oldest' | 'staff.home.reports.oldest' | 'staff.home.inbox.oldest';
  testId: string;
}) {
  const t = useT();
  return (
    <span className="d-block mt-2" data-testid={testId}>
      <span className={`d-block fw-semibold ${count > 0 ? 'text-body' : 'text-success'}`}>
        {t(countKey, { count })}
      </span>
      {count > 0 && waited !== null && (
        <span className="d-block small text-body-secondary">{t(oldestKey, { duration: waitedText(t, waited) })}</span>
      )}
    </span>
  );
}

function PurchaseFigure({ p }: { p: Purchases }) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <>
      <span className="d-block">{t('staff.home.purchaseCount', { count: p.count })}</span>
      {p.totals.map((s) => (
        <span key={s.currency} className="d-block fs-5 fw-semibold">
          {formatMoney({ amount: s.amount, currency: s.currency }, locale)}
        </span>
      ))}
    </>
  );
}

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="col">
      <div className="card h-100 shadow-sm" data-testid={testId}>
        <div className="card-body">
          <h3 className="h6 text-body-secondary mb-2">{label}</h3>
          {children}
        </div>
      </div>
    </div>
  );
}

/** Today and the last 7 days side by side, stacked on a phone. */
function TodayWeek({ today, week }: { today: ReactNode; week: ReactNode }) {
  const t = useT();
  return (
    <dl className="row g-2 mb-0">
      <div className="col-6">
        <dt className="small fw-normal text-body-secondary">{t('staff.home.today')}</dt>
        <dd className="mb-0 fs-4 fw-semibold">{today}</dd>
      </div>
      <div className="col-6">
        <dt className="small fw-normal text-body-secondary">{t('staff.home.week')}</dt>
        <dd className="mb-0 fs-4 fw-semibold">{week}</dd>
      </div>
    </dl>
  );
}

/**
 * The site figures of the overview (members, purchases, messages): only what the server sent for the
 * role; `sites` names the staff member's sites when they work on some, not all (decision 044).
 */
export function SiteFigures({ overview, sites = null }: { overview: StaffOverview; sites?: string | null }) {
  const t = useT();
  const { members, purchases, messages } = overview;
  if (!members && !purchases && !messages) return null;
  return (
    <section className="mt-4" aria-labelledby="staff-figures">
      <h2 className="h5" id="staff-figures">
        {t('staff.home.figures')}
      </h2>
      <p className="small text-body-secondary">
        {sites === null ? t('staff.home.figuresNote') : t('staff.home.figuresNoteScoped', { sites })}
      </p>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3">
        {members && (
          <Stat label={t('staff.home.members')} testId="figure-members">
            <TodayWeek today={members.today} week={members.week} />
          </Stat>
        )}
        {purchases && (
          <Stat label={t('staff.home.purchases')} testId="figure-purchases">
            <dl className="row g-2 mb-0">
              <div className="col-6">
                <dt className="small fw-normal text-body-secondary">{t('staff.home.today')}</dt>
                <dd className="mb-0">
                  <PurchaseFigure p={purchases.today} />
                </dd>
              </div>
              <div className="col-6">
                <dt className="small fw-normal text-body-secondary">{t('staff.home.week')}</dt>
                <dd className="mb-0">
                  <PurchaseFigure p={purchases.week} />
                </dd>
              </div>
            </dl>
          </Stat>
        )}
        {messages && (
          <Stat label={t('staff.home.messages')} testId="figure-messages">
            <span className="d-block fs-4 fw-semibold">{messages.today}</span>
          </Stat>
        )}
      </div>
    </section>
  );
}
