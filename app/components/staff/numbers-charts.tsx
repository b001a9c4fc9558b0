import { useT } from '../../lib/i18n.tsx';

/**
 * The numbers' trend lines (decision 053): inline SVG, no chart library. A line per figure over the
 * range's days, drawn the same on the server and in the browser (nothing to hydrate differently, no
 * chunk to load), with its summary as the image's accessible name; the day table and its CSV carry
 * every value.
 */
export interface TrendSeries {
  name: string;
  values: number[];
  /** How a value reads (a count, or money in a currency). */
  format: (n: number) => string;
}

const W = 300;
const H = 64;

export function TrendChart({ series, from, to }: { series: TrendSeries; from: string; to: string }) {
  const t = useT();
  const { values } = series;
  const max = Math.max(0, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const step = values.length > 1 ? W / (values.length - 1) : 0;
  const y = (v: number) => (max > 0 ? H - 2 - (v / max) * (H - 4) : H - 2);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const label = t('staff.numbers.trend.label', {
    name: series.name,
    from,
    to,
    total: series.format(total),
    max: series.format(max),
  });
  return (
    <figure className="numbers-trend card card-body p-2 mb-0">
      <figcaption className="small d-flex justify-content-between gap-2">
        <span>{series.name}</span>
        <strong>{series.format(total)}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={label} className="w-100">
        {values.length > 1 ? (
          <>
            <polygon points={`0,${H} ${points} ${W},${H}`} className="numbers-trend-area" />
            <polyline points={points} className="numbers-trend-line" vectorEffect="non-scaling-stroke" />
          </>
        ) : (
          <rect x={0} y={y(values[0] ?? 0)} width={W} height={H - y(values[0] ?? 0)} className="numbers-trend-area" />
        )}
      </svg>
      <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
    </figure>
  );
}

/** The funnel: each step as a bar of its share of the first, with the share of the step before. */
export function Funnel({
  steps,
  percent,
}: {
  steps: { label: string; value: number }[];
  percent: (r: number) => string;
}) {
  const t = useT();
  const first = steps[0]?.value ?? 0;
  return (
    <ol className="list-unstyled numbers-funnel mb-0" data-testid="numbers-funnel">
      {steps.map((s, i) => {
        const prev = i > 0 ? steps[i - 1]!.value : null;
        const width = first > 0 ? Math.max(1, (s.value / first) * 100) : s.value > 0 ? 100 : 1;
        return (
          <li key={s.label} className="mb-2">
            <div className="d-flex justify-content-between small">
              <span>{s.label}</span>
              <span>
                <strong data-testid={`funnel-${i}`}>{s.value.toLocaleString()}</strong>
                {prev !== null && prev > 0 && (
                  <span className="text-body-secondary ms-2">
                    {t('staff.numbers.funnel.ofPrevious', { rate: percent(s.value / prev) })}
                  </span>
                )}
              </span>
            </div>
            <div className="numbers-funnel-track" aria-hidden="true">
              <div className="numbers-funnel-bar" style={{ width: `${Math.min(100, width)}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
