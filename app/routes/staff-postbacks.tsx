import type { Route } from './+types/staff-postbacks';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { deletePostbackTemplate, savePostbackTemplate } from '../components/staff/postback-actions.ts';
import { createShortLink, expireShortLink } from '../components/staff/link-actions.ts';
import { LabelledSelect } from '../components/staff/LabelledSelect.tsx';
import { ShortLinks } from '../components/staff/ShortLinks.tsx';
import { CardDetail } from '../components/staff/CardDetail.tsx';
import { DEFAULT_POSTBACK_EVENTS, POSTBACK_EVENTS, type PostbackEvent } from '../../common/rules/attribution.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import type { PostbackList, PostbackTemplateList } from '../../common/api/attribution.ts';

/**
 * /staff/postbacks (admins, decision 051): each network's postback URL per site (set, replaced,
 * removed; audited), the sites' short links (made, ended; audited) and what the networks were
 * told, newest first, read only. One card per
 * postback, so a phone shows it without sideways scrolling.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const me = requireStaffPage(context.klik, request, 'postbacks.view');
  return {
    title: pageTitle(context.klik, 'staff.postbacks.title'),
    ...(await context.klik.services.attribution.postbackList(me.site_ids)),
    links: await context.klik.services.attribution.linkList(me.site_ids),
    templates: await context.klik.services.attribution.templateList(
      (await context.klik.services.sites.all()).map((site) => ({ id: site.id, name: site.config.name })),
      me.site_ids,
    ),
  };
}

export const clientAction = routeAction(savePostbackTemplate, deletePostbackTemplate, createShortLink, expireShortLink);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const BADGE: Record<PostbackList['postbacks'][number]['status'], string> = {
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
  pending: 'text-bg-secondary',
  none: 'text-bg-light',
};

function RemoveTemplate({
  siteId,
  network,
  onFailed,
}: {
  siteId: number;
  network: string;
  onFailed: (m: string) => void;
}) {
  const t = useT();
  const remove = useAction(deletePostbackTemplate, { failed: (f) => onFailed(f.message) });
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-danger"
      disabled={remove.busy}
      aria-label={t('staff.postbacks.removeLabel', { network })}
      onClick={() => remove.submit({ site_id: siteId, network })}
    >
      {t('staff.postbacks.remove')}
    </button>
  );
}

/** The networks' URLs per site, and the form that sets one (the same service as the CLI's). */
function Templates({ list }: { list: PostbackTemplateList }) {
  const t = useT();
  const [siteId, setSiteId] = useState(list.sites[0]?.id ?? 0);
  const [network, setNetwork] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<PostbackEvent[]>([...DEFAULT_POSTBACK_EVENTS]);
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const failed = (text: string) => setNotice({ text, variant: 'danger' });
  const save = useAction(savePostbackTemplate, {
    done: () => {
      setNotice({ text: t('staff.postbacks.saved'), variant: 'success' });
      setNetwork('');
      setUrl('');
    },
    failed: (f) => failed(f.message),
  });
  const siteName = (id: number) => list.sites.find((s) => s.id === id)?.name ?? String(id);
  return (
    <section className="mb-4" aria-labelledby="postback-templates">
      <h2 id="postback-templates" className="h5">
        {t('staff.postbacks.templates')}
      </h2>
      <p className="small text-body-secondary">{t('staff.postbacks.templatesIntro')}</p>
      {notice && (
        <div className={`alert alert-${notice.variant}`} role="status">
          {notice.text}
        </div>
      )}
      {list.templates.length === 0 ? (
        <p>{t('staff.postbacks.noTemplates')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2">
          {list.templates.map((tpl) => (
            <li key={`${tpl.site_id}:${tpl.network}`} className="card">
              <div className="card-body small">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                  <strong className="me-auto">
                    {siteName(tpl.site_id)} · {tpl.network}
                  </strong>
                  <RemoveTemplate siteId={tpl.site_id} network={tpl.network} onFailed={failed} />
                </div>
                <code className="d-block text-break">{tpl.url}</code>
                <span className="text-body-secondary">
                  {tpl.events.map((e) => t(`staff.postbacks.event.${e}`)).join(', ')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className="card card-body d-grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.submit({ site_id: siteId, network: network.trim(), url: url.trim(), events });
        }}
      >
        <div className="row g-2">
          <LabelledSelect
            className="col-md-4"
            id="postback-site"
            label={t('staff.postbacks.site')}
            value={siteId}
            choices={list.sites.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setSiteId}
          />
          <div className="col-md-8">
            <label className="form-label small" htmlFor="postback-network">
              {t('staff.postbacks.network')}
            </label>
            <input
              id="postback-network"
              className="form-control form-control-sm"
              required
              maxLength={64}
              value={network}
              onChange={(e) => setNetwork(e.target.value)}
            />
          </div>
        </div>
        <div>
          <label className="form-label small" htmlFor="postback-url">
            {t('staff.postbacks.url')}
          </label>
          <input
            id="postback-url"
            type="url"
            className="form-control form-control-sm"
            required
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <fieldset>
          <legend className="form-label small">{t('staff.postbacks.events')}</legend>
          {POSTBACK_EVENTS.map((e) => (
            <div key={e} className="form-check form-check-inline">
              <input
                id={`postback-event-${e}`}
                type="checkbox"
                className="form-check-input"
                checked={events.includes(e)}
                onChange={(ev) => setEvents((now) => (ev.target.checked ? [...now, e] : now.filter((x) => x !== e)))}
              />
              <label className="form-check-label small" htmlFor={`postback-event-${e}`}>
                {t(`staff.postbacks.event.${e}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={save.busy || events.length === 0}>
            {t('staff.postbacks.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

export default function StaffPostbacks() {
  const t = useT();
  const { locale } = useI18n();
  const { postbacks, templates, links } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="h3 mb-2">{t('staff.postbacks.title')}</h1>
      <p className="text-body-secondary">{t('staff.postbacks.intro')}</p>
      <Templates list={templates} />
      <ShortLinks list={links} sites={templates.sites} />
      <h2 id="postbacks-sent" className="h5">
        {t('staff.postbacks.sent')}
      </h2>
      {postbacks.length === 0 ? (
        <p>{t('staff.postbacks.empty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2" aria-labelledby="postbacks-sent">
          {postbacks.map((p) => (
            <li key={p.id} className={`card shadow-sm ${p.status === 'failed' ? 'border-danger' : ''}`}>
              <div className="card-body">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h3 className="h6 mb-0 me-auto">
                    {p.network} · {t(`staff.postbacks.event.${p.event}`)}
                  </h3>
                  <span className={`badge ${BADGE[p.status]}`}>{t(`staff.postbacks.status.${p.status}`)}</span>
                </div>
                <dl className="row small mb-0">
                  <CardDetail label={t('staff.postbacks.when')}>{formatStaffDate(p.created_at, locale)}</CardDetail>
                  <CardDetail label={t('staff.postbacks.member')}>
                    <a href={`/staff/members/${p.member_id}`}>{p.member_id}</a>
                  </CardDetail>
                  <CardDetail label={t('staff.postbacks.site')}>{p.site_id}</CardDetail>
                  <CardDetail label={t('staff.postbacks.attempts')}>{p.attempts}</CardDetail>
                  <CardDetail label={t('staff.postbacks.response')}>
                    {p.response_code ?? p.last_error ?? '–'}
                  </CardDetail>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
