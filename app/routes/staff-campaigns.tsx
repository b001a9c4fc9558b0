import type { Route } from './+types/staff-campaigns';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { LabelledSelect } from '../components/staff/LabelledSelect.tsx';
import { CampaignPushFields, campaignPushOf } from '../components/staff/CampaignPushFields.tsx';
import {
  cancelCampaign,
  countSegment,
  createCampaign,
  previewCampaign,
  testCampaign,
} from '../components/staff/campaign-actions.ts';
import { LOCALES, type Locale } from '../../common/constants.ts';
import { CAMPAIGN_KINDS, type CampaignKind, type CampaignSegment } from '../../common/rules/campaigns.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import type { CampaignDraft, CampaignList, CampaignPreview } from '../../common/api/campaigns.ts';

/**
 * /staff/campaigns (admins, decision 052): compose a campaign (kind, subject, text, language, who),
 * count the group, preview the mail and send a test to oneself, then schedule it in home time or
 * send it now; below, every campaign of the account's sites with its figures, a scheduled one with
 * its cancel. One card per campaign, so a phone shows it without sideways scrolling.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'campaigns.manage');
  return {
    title: pageTitle(context.klik, 'staff.campaigns.title'),
    list: await context.klik.services.campaigns.list(
      (await context.klik.services.sites.all()).map((site) => ({ id: site.id, name: site.config.name })),
      me.site_ids,
    ),
  };
}

export const clientAction = routeAction(countSegment, previewCampaign, testCampaign, createCampaign, cancelCampaign);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const BADGE: Record<CampaignList['campaigns'][number]['status'], string> = {
  scheduled: 'text-bg-secondary',
  sending: 'text-bg-warning',
  sent: 'text-bg-success',
  cancelled: 'text-bg-light',
};

type Notice = { text: string; variant: 'success' | 'danger' } | null;

function Compose({ sites }: { sites: CampaignList['sites'] }) {
  const t = useT();
  const [siteId, setSiteId] = useState(sites[0]?.id ?? 0);
  const [kind, setKind] = useState<CampaignKind>('news');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [push, setPush] = useState({ title: '', body: '' });
  const [language, setLanguage] = useState<Locale>('nl');
  const [countries, setCountries] = useState('');
  const [memberLanguage, setMemberLanguage] = useState<Locale | ''>('');
  const [paid, setPaid] = useState<'' | 'yes' | 'no'>('');
  const [inactiveDays, setInactiveDays] = useState('');
  const [neverBought, setNeverBought] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [size, setSize] = useState<number | null>(null);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const failed = (f: { message: string }) => setNotice({ text: f.message, variant: 'danger' });

  const segment = (): CampaignSegment => {
    const list = countries
      .split(/[\s,]+/)
      .map((c) => c.trim().toUpperCase())
      .filter((c) => /^[A-Z]{2}$/.test(c));
    const days = Number(inactiveDays);
    return {
      ...(list.length ? { countries: list } : {}),
      ...(memberLanguage ? { language: memberLanguage } : {}),
      ...(paid ? { paid: paid === 'yes' } : {}),
      ...(Number.isInteger(days) && days > 0 ? { inactive_days: days } : {}),
      ...(neverBought ? { never_bought: true } : {}),
    };
  };
  const pushed = campaignPushOf(push);
  const draft = (): CampaignDraft => ({
    site_id: siteId,
    kind,
    subject,
    body,
    language,
    segment: segment(),
    ...(pushed ? { push: pushed } : {}),
  });

  const count = useAction(countSegment, { reload: false, done: (r) => setSize(r.size), failed });
  const show = useAction(previewCampaign, { reload: false, done: (p) => setPreview(p), failed });
  const test = useAction(testCampaign, {
    reload: false,
    done: () => setNotice({ text: t('staff.campaigns.testSent'), variant: 'success' }),
    failed,
  });
  const create = useAction(createCampaign, {
    done: () => {
      setNotice({ text: t('staff.campaigns.created'), variant: 'success' });
      setSubject('');
      setBody('');
      setPush({ title: '', body: '' });
      setPreview(null);
      setSendAt('');
    },
    failed,
  });
  const complete = subject.trim() !== '' && body.trim() !== '';

  return (
    <section className="mb-4" aria-labelledby="campaign-new">
      <h2 id="campaign-new" className="h5">
        {t('staff.campaigns.new')}
      </h2>
      {notice && (
        <div className={`alert alert-${notice.variant}`} role="status">
          {notice.text}
        </div>
      )}
      <form
        className="card card-body d-grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          create.submit({ ...draft(), ...(sendAt ? { send_at: sendAt } : {}) });
        }}
      >
        <div className="row g-2">
          <LabelledSelect
            className="col-md-4"
            id="campaign-site"
            label={t('staff.campaigns.site')}
            value={siteId}
            choices={sites.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setSiteId}
          />
          <LabelledSelect
            className="col-6 col-md-4"
            id="campaign-kind"
            label={t('staff.campaigns.kind')}
            value={kind}
            choices={CAMPAIGN_KINDS.map((k) => ({ value: k, label: t(`staff.campaigns.kind.${k}`) }))}
            onChange={setKind}
          />
          <LabelledSelect
            className="col-6 col-md-4"
            id="campaign-language"
            label={t('staff.campaigns.language')}
            value={language}
            choices={LOCALES.map((l) => ({ value: l, label: l }))}
            onChange={setLanguage}
          />
        </div>
        <div>
          <label className="form-label small" htmlFor="campaign-subject">
            {t('staff.campaigns.subject')}
          </label>
          <input
            id="campaign-subject"
            className="form-control form-control-sm"
            required
            maxLength={150}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div>
          <label className="form-label small" htmlFor="campaign-body">
            {t('staff.campaigns.body')}
          </label>
          <textarea
            id="campaign-body"
            className="form-control form-control-sm"
            required
            rows={6}
            maxLength={10000}
            aria-describedby="campaign-body-help"
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <div id="campaign-body-help" className="form-text">
            {t('staff.campaigns.bodyHelp')}
          </div>
        </div>
        {/* Decision 052: the same campaign by web push, to members who want the kind by push. */}
        <CampaignPushFields value={push} onChange={setPush} />
        <fieldset className="row g-2">
          <legend className="form-label small mb-0">{t('staff.campaigns.segment')}</legend>
          <div className="col-md-4">
            <label className="form-label small" htmlFor="campaign-countries">
              {t('staff.campaigns.countries')}
            </label>
            <input
              id="campaign-countries"
              className="form-control form-control-sm"
              value={countries}
              onChange={(e) => setCountries(e.target.value)}
            />
          </div>
          <LabelledSelect
            className="col-6 col-md-4"
            id="campaign-member-language"
            label={t('staff.campaigns.memberLanguage')}
            value={memberLanguage}
            choices={[
              { value: '' as const, label: t('staff.campaigns.any') },
              ...LOCALES.map((l) => ({ value: l, label: l })),
            ]}
            onChange={setMemberLanguage}
          />
          <LabelledSelect
            className="col-6 col-md-4"
            id="campaign-paid"
            label={t('staff.campaigns.paid')}
            value={paid}
            choices={[
              { value: '' as const, label: t('staff.campaigns.any') },
              { value: 'yes' as const, label: t('staff.campaigns.paid.yes') },
              { value: 'no' as const, label: t('staff.campaigns.paid.no') },
            ]}
            onChange={setPaid}
          />
          <div className="col-6 col-md-4">
            <label className="form-label small" htmlFor="campaign-inactive">
              {t('staff.campaigns.inactiveDays')}
            </label>
            <input
              id="campaign-inactive"
              type="number"
              min={1}
              max={3650}
              className="form-control form-control-sm"
              value={inactiveDays}
              onChange={(e) => setInactiveDays(e.target.value)}
            />
          </div>
          <div className="col-6 col-md-4 d-flex align-items-end">
            <div className="form-check">
              <input
                id="campaign-never-bought"
                type="checkbox"
                className="form-check-input"
                checked={neverBought}
                onChange={(e) => setNeverBought(e.target.checked)}
              />
              <label className="form-check-label small" htmlFor="campaign-never-bought">
                {t('staff.campaigns.neverBought')}
              </label>
            </div>
          </div>
        </fieldset>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={count.busy}
            onClick={() => count.submit({ site_id: siteId, segment: segment() })}
          >
            {t('staff.campaigns.count')}
          </button>
          {size !== null && (
            <span className="small" role="status">
              {t('staff.campaigns.size', { count: size })}
            </span>
          )}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={!complete || show.busy}
            onClick={() => show.submit(draft())}
          >
            {t('staff.campaigns.preview')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={!complete || test.busy}
            onClick={() => test.submit(draft())}
          >
            {t('staff.campaigns.testSend')}
          </button>
        </div>
        {preview && (
          <div className="border rounded p-2" aria-labelledby="campaign-preview-title">
            <h3 id="campaign-preview-title" className="h6">
              {t('staff.campaigns.previewTitle')}: {preview.subject}
            </h3>
            {/* The mail's own HTML, in a sandbox: no script, no form, nothing of the console's. */}
            <iframe
              title={t('staff.campaigns.previewTitle')}
              sandbox=""
              srcDoc={preview.html}
              className="w-100 border-0"
              style={{ height: '28rem' }}
            />
          </div>
        )}
        <div className="row g-2 align-items-end">
          <div className="col-md-6">
            <label className="form-label small" htmlFor="campaign-send-at">
              {t('staff.campaigns.sendAt')}
            </label>
            <input
              id="campaign-send-at"
              type="datetime-local"
              className="form-control form-control-sm"
              value={sendAt}
              onChange={(e) => setSendAt(e.target.value)}
            />
          </div>
          <div className="col-md-6">
            <button type="submit" className="btn btn-sm btn-primary" disabled={!complete || create.busy}>
              {sendAt ? t('staff.campaigns.schedule') : t('staff.campaigns.sendNow')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

function CancelButton({ id, subject, onFailed }: { id: number; subject: string; onFailed: (m: string) => void }) {
  const t = useT();
  const cancel = useAction(cancelCampaign, { failed: (f) => onFailed(f.message) });
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-danger"
      disabled={cancel.busy}
      aria-label={t('staff.campaigns.cancelLabel', { subject })}
      onClick={() => cancel.submit({ id })}
    >
      {t('staff.campaigns.cancel')}
    </button>
  );
}

export default function StaffCampaigns() {
  const t = useT();
  const { locale } = useI18n();
  const { list } = useLoaderData<typeof loader>();
  const [error, setError] = useState<string | null>(null);
  const siteName = (id: number) => list.sites.find((s) => s.id === id)?.name ?? String(id);
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.campaigns.title')}</h1>
      <p className="text-body-secondary">{t('staff.campaigns.intro')}</p>
      <Compose sites={list.sites} />
      <h2 className="h5">{t('staff.campaigns.list')}</h2>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {list.campaigns.length === 0 ? (
        <p>{t('staff.campaigns.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {list.campaigns.map((c) => (
            <li key={c.id} className="card shadow-sm">
              <div className="card-body small">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <h3 className="h6 mb-0 me-auto text-break">{c.subject}</h3>
                  <span className={`badge ${BADGE[c.status]}`}>{t(`staff.campaigns.status.${c.status}`)}</span>
                  {(c.status === 'scheduled' || c.status === 'sending') && (
                    <CancelButton id={c.id} subject={c.subject} onFailed={setError} />
                  )}
                </div>
                <p className="mb-1 text-body-secondary">
                  {siteName(c.site_id)} · {t(`staff.campaigns.kind.${c.kind}`)} · {c.language} ·{' '}
                  {formatStaffDate(c.send_at, locale)}
                </p>
                <p className="mb-0">
                  {t('staff.campaigns.figures', {
                    size: c.segment_size ?? '–',
                    sent: c.sent,
                    notWanted: c.skipped.not_wanted,
                    mailOff: c.skipped.mail_off,
                    failed: c.failed,
                    clicked: c.clicked,
                  })}
                  {c.pushed !== null && <> · {t('staff.campaigns.push.figures', { pushed: c.pushed })}</>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
