import type { Route } from './+types/staff-jobs';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { runJobNow } from '../components/staff/actions.ts';
import type { StaffJob } from '../../common/api/staff.ts';

/**
 * /staff/jobs (admins): every scheduled job as `npm run admin -- jobs` lists it (engineering §11: jobs
 * with retries and a visible state), failed ones first, with *Nu uitvoeren*. One card per job, so a
 * phone shows it without sideways scrolling.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context.klik, request, 'jobs.manage');
  return { title: pageTitle(context.klik, 'staff.jobs.title'), jobs: await context.klik.services.staffOverview.jobs() };
}

export const clientAction = routeAction(runJobNow);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Translate = ReturnType<typeof useT>;

function scheduleText(t: Translate, seconds: number | null): string {
  if (seconds === null) return t('staff.jobs.once');
  if (seconds % 86_400 === 0) return t('staff.jobs.every.days', { count: seconds / 86_400 });
  if (seconds % 3_600 === 0) return t('staff.jobs.every.hours', { count: seconds / 3_600 });
  if (seconds % 60 === 0) return t('staff.jobs.every.minutes', { count: seconds / 60 });
  return t('staff.jobs.every.seconds', { count: seconds });
}

const BADGE: Record<StaffJob['state'], string> = {
  succeeded: 'text-bg-success',
  failed: 'text-bg-danger',
  running: 'text-bg-primary',
  interrupted: 'text-bg-warning',
  never: 'text-bg-secondary',
};

function JobCard({
  job,
  onQueued,
  onFailed,
}: {
  job: StaffJob;
  onQueued: (name: string) => void;
  onFailed: (message: string) => void;
}) {
  const t = useT();
  const { locale } = useI18n();
  const run = useAction(runJobNow, { done: (_v, input) => onQueued(input.name), failed: (f) => onFailed(f.message) });
  const next = job.next_run_at
    ? formatStaffDate(job.next_run_at, locale)
    : job.gave_up
      ? t('staff.jobs.gaveUp')
      : job.last_run_at
        ? '–'
        : t('staff.jobs.atStart');
  return (
    <li className={`card shadow-sm ${job.state === 'failed' ? 'border-danger' : ''}`} data-job={job.name}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 me-auto">
            <code>{job.name}</code>
          </h2>
          <span className={`badge ${BADGE[job.state]}`}>{t(`staff.jobs.state.${job.state}`)}</span>
        </div>
        <dl className="row small mb-2">
          <dt className="col-5 col-md-3 fw-normal text-body-secondary">{t('staff.jobs.schedule')}</dt>
          <dd className="col-7 col-md-3 mb-1">{scheduleText(t, job.every_seconds)}</dd>
          <dt className="col-5 col-md-3 fw-normal text-body-secondary">{t('staff.jobs.lastRun')}</dt>
          <dd className="col-7 col-md-3 mb-1">
            {job.last_run_at ? formatStaffDate(job.last_run_at, locale) : t('staff.jobs.never')}
            {job.state === 'succeeded' && job.last_result && (
              <span className="d-block text-body-secondary">{job.last_result}</span>
            )}
          </dd>
          <dt className="col-5 col-md-3 fw-normal text-body-secondary">{t('staff.jobs.attempts')}</dt>
          <dd className="col-7 col-md-3 mb-1">{job.attempts}</dd>
          <dt className="col-5 col-md-3 fw-normal text-body-secondary">{t('staff.jobs.nextRun')}</dt>
          <dd className="col-7 col-md-3 mb-1">{next}</dd>
        </dl>
        {job.last_error && (
          <div className="mb-2">
            <span className="small text-body-secondary">{t('staff.jobs.lastError')}</span>
            <pre className="small text-danger bg-body-tertiary p-2 mb-0 text-wrap text-break">{job.last_error}</pre>
          </div>
        )}
        {!job.known && <p className="small text-warning-emphasis mb-2">{t('staff.jobs.unknown')}</p>}
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={run.busy}
          aria-label={t('staff.jobs.runNowLabel', { name: job.name })}
          onClick={() => run.submit({ name: job.name })}
        >
          {t('staff.jobs.runNow')}
        </button>
      </div>
    </li>
  );
}

export default function StaffJobs() {
  const t = useT();
  const { jobs } = useLoaderData<typeof loader>();
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.jobs.title')}</h1>
      <p className="text-body-secondary">{t('staff.jobs.intro')}</p>
      {notice && (
        <div className={`alert alert-${notice.variant}`} role="status">
          {notice.text}
        </div>
      )}
      {jobs.length === 0 ? (
        <p data-testid="jobs-empty">{t('staff.jobs.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3" data-testid="jobs">
          {jobs.map((j) => (
            <JobCard
              key={j.name}
              job={j}
              onQueued={(name) => setNotice({ text: t('staff.jobs.queued', { name }), variant: 'success' })}
              onFailed={(message) => setNotice({ text: message, variant: 'danger' })}
            />
          ))}
        </ul>
      )}
    </>
  );
}
