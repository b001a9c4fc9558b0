import { useState } from 'react';
import type { ShortLinkList } from '../../../common/api/attribution.ts';
import { TRACKING_KEYS } from '../../../common/api/limits.ts';
import { LINK_DEFAULT_DAYS, LINK_MAX_DAYS } from '../../../common/rules/attribution.ts';
import { useAction } from '../../lib/actions.ts';
import { useI18n, useT } from '../../lib/i18n.tsx';
import { formatStaffDate } from '../../lib/staff.ts';
import { CardDetail } from './CardDetail.tsx';
import { LabelledSelect } from './LabelledSelect.tsx';
import { createShortLink, expireShortLink } from './link-actions.ts';

type Notice = { text: string; variant: 'success' | 'danger' };

function ExpireLink({ id, target, onFailed }: { id: number; target: string; onFailed: (m: string) => void }) {
  const t = useT();
  const expire = useAction(expireShortLink, { failed: (f) => onFailed(f.message) });
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-danger"
      disabled={expire.busy}
      aria-label={t('staff.links.expireLabel', { target })}
      onClick={() => expire.submit({ id })}
    >
      {t('staff.links.expire')}
    </button>
  );
}

/** The full link of a link just made: shown this once (decision 051 keeps only the token's hash). */
function MadeLink({ url }: { url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="alert alert-success" role="status">
      <p className="mb-2">{t('staff.links.made')}</p>
      <div className="input-group input-group-sm">
        <input
          className="form-control font-monospace"
          readOnly
          value={url}
          aria-label={t('staff.links.url')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? t('staff.links.copied') : t('staff.links.copy')}
        </button>
      </div>
    </div>
  );
}

/**
 * The short links /{token} of the account's sites on /staff/postbacks (admins, decision 051): made
 * here as with `npm run admin -- link create` (a path of the site, its campaign, its life in days),
 * listed without their token, and ended at once. Audited as link.create and link.expire.
 */
export function ShortLinks({ list, sites }: { list: ShortLinkList; sites: readonly { id: number; name: string }[] }) {
  const t = useT();
  const { locale } = useI18n();
  const [siteId, setSiteId] = useState(sites[0]?.id ?? 0);
  const [target, setTarget] = useState('');
  const [days, setDays] = useState(String(LINK_DEFAULT_DAYS));
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [made, setMade] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const failed = (text: string) => {
    setMade(null);
    setNotice({ text, variant: 'danger' });
  };
  const create = useAction(createShortLink, {
    done: (answer) => {
      setNotice(null);
      setMade(answer.url);
      setTarget('');
      setTracking({});
    },
    failed: (f) => failed(f.message),
  });
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? String(id);
  const now = Date.now();
  return (
    <section className="mb-4" aria-labelledby="short-links">
      <h2 id="short-links" className="h5">
        {t('staff.links.title')}
      </h2>
      <p className="small text-body-secondary">{t('staff.links.intro')}</p>
      {notice && (
        <div className={`alert alert-${notice.variant}`} role="status">
          {notice.text}
        </div>
      )}
      {made && <MadeLink url={made} />}
      <form
        className="card card-body d-grid gap-2 mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          const filled = Object.fromEntries(
            Object.entries(tracking)
              .map(([k, v]) => [k, v.trim()])
              .filter(([, v]) => v !== ''),
          );
          create.submit({ site_id: siteId, target: target.trim(), tracking: filled, days: Number(days) });
        }}
      >
        <div className="row g-2">
          <LabelledSelect
            className="col-md-4"
            id="link-site"
            label={t('staff.postbacks.site')}
            value={siteId}
            choices={sites.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setSiteId}
          />
          <div className="col-8 col-md-6">
            <label className="form-label small" htmlFor="link-target">
              {t('staff.links.target')}
            </label>
            <input
              id="link-target"
              className="form-control form-control-sm"
              required
              maxLength={1000}
              placeholder="/landers/video"
              aria-describedby="link-target-help"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
            <div id="link-target-help" className="form-text">
              {t('staff.links.targetHint')}
            </div>
          </div>
          <div className="col-4 col-md-2">
            <label className="form-label small" htmlFor="link-days">
              {t('staff.links.days')}
            </label>
            <input
              id="link-days"
              type="number"
              className="form-control form-control-sm"
              required
              min={1}
              max={LINK_MAX_DAYS}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </div>
        </div>
        <fieldset className="row g-2">
          <legend className="form-label small mb-0">{t('staff.links.tracking')}</legend>
          {TRACKING_KEYS.map((key) => (
            <div key={key} className="col-6 col-md">
              <label className="form-label small" htmlFor={`link-${key}`}>
                {key}
              </label>
              <input
                id={`link-${key}`}
                className="form-control form-control-sm"
                maxLength={200}
                value={tracking[key] ?? ''}
                onChange={(e) => setTracking((now) => ({ ...now, [key]: e.target.value }))}
              />
            </div>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={create.busy || sites.length === 0}>
            {t('staff.links.create')}
          </button>
        </div>
      </form>
      {list.links.length === 0 ? (
        <p>{t('staff.links.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {list.links.map((link) => {
            const ended = Date.parse(link.expires_at) <= now;
            const campaign = Object.entries(link.tracking)
              .map(([k, v]) => `${k}=${v}`)
              .join(' · ');
            return (
              <li key={link.id} className="card">
                <div className="card-body small">
                  <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <strong className="me-auto text-break">
                      {siteName(link.site_id)} · <code>{link.target}</code>
                    </strong>
                    {ended ? (
                      <span className="badge text-bg-secondary">{t('staff.links.expired')}</span>
                    ) : (
                      <ExpireLink id={link.id} target={link.target} onFailed={failed} />
                    )}
                  </div>
                  <dl className="row mb-0">
                    <CardDetail label={t('staff.links.tracking')} wide className="text-break">
                      {campaign || '–'}
                    </CardDetail>
                    <CardDetail label={t('staff.links.createdAt')}>
                      {formatStaffDate(link.created_at, locale)}
                    </CardDetail>
                    <CardDetail label={t('staff.links.expiresAt')}>
                      {formatStaffDate(link.expires_at, locale)}
                    </CardDetail>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
