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

/** How long members waited for an answer: seconds under a minute, else the largest whole unit. */
export function answerTimeText(t: Translate, seconds: number): string {
  return seconds < 60
    ? t('staff.home.duration.seconds', { count: Math.max(0, seconds) })
    : waitedText(t, Math.floor(seconds / 60));
}

/**
 * The inbox's card (decision 046): who waits and the oldest wait, how many past their site's target
 * answer time, and today's answers with the median time members waited.
 */
export function InboxFigure({ inbox }: { inbox: NonNullable<StaffOverview['inbox']> }) {
  const t = useT();
  return (
    <span className="d-block" data-testid="figure-inbox-all">
      <QueueFigure
        count={inbox.count}
        waited={inbox.waited_minutes}
        countKey="staff.home.inbox.waiting"
        oldestKey="staff.home.inbox.oldest"
        testId="figure-inbox"
      />
      {inbox.count > 0 && (
        <span className={`d-block small ${inbox.late > 0 ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
          {t('staff.home.inbox.late', { count: inbox.late })}
        </span>
      )}
      <span className="d-block small text-body-secondary" data-testid="figure-inbox-answered">
        {t('staff.home.inbox.answered', {
          count: inbox.answered_today,
          duration: answerTimeText(t, inbox.median_answer_seconds ?? 0),
        })}
      </span>
    </span>
  );
}

/** Today's answers per operator, for who supervises them: volume and speed, never what members paid. */
export function OperatorFigures({ operators }: { operators: NonNullable<StaffOverview['operators']> }) {
  const t = useT();
  return (
    <section className="mt-4" aria-labelledby="staff-operators">
      <h2 className="h5" id="staff-operators">
        {t('staff.home.operators')}
      </h2>
      <p className="small text-body-secondary">{t('staff.home.operators.note')}</p>
      {operators.length === 0 ? (
        <p className="fst-italic text-body-secondary">{t('staff.home.operators.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="figure-operators">
            <thead>
              <tr>
                <th scope="col">{t('staff.home.operators.name')}</th>
                <th scope="col" className="text-end">
                  {t('staff.home.operators.answered')}
                </th>
                <th scope="col" className="text-end">
                  {t('staff.home.operators.median')}
                </th>
              </tr>
            </thead>
            <tbody>
              {operators.map((o) => (
                <tr key={o.staff_id ?? 'gone'}>
                  <th scope="row" className="fw-normal">
                    {o.name || t('staff.home.operators.gone')}
                  </th>
                  <td className="text-end">{o.answered}</td>
                  <td className="text-end">{answerTimeText(t, o.median_answer_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
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
