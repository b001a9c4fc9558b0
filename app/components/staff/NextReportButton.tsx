import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { nextReport } from './report-actions.ts';
import type { ReportCategory } from '../../../common/api/reports.ts';

/**
 * "Volgende melding": takes the worst open report nobody else holds and opens it; says so when the
 * queue is empty. After an action on a report, and on the queue's page (with its category filter).
 */
export function NextReportButton({
  skip,
  category,
  className = 'btn btn-primary',
}: {
  skip?: number;
  category?: ReportCategory;
  className?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const take = useAction(nextReport, {
    reload: false,
    done: (v) => {
      if (v.report_id === null) setMessage(t('staff.reports.nextNone'));
      else void navigate(`/staff/reports/${v.report_id}`);
    },
    failed: (f) => setMessage(f.message),
  });
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={className}
        disabled={take.busy}
        aria-busy={take.busy || undefined}
        onClick={() => {
          setMessage(null);
          take.submit({ ...(skip ? { skip } : {}), ...(category ? { category } : {}) });
        }}
      >
        {t('staff.reports.next')}
      </button>
      {message && (
        <span role="status" className="small text-body-secondary">
          {message}
        </span>
      )}
    </span>
  );
}
