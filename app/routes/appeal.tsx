import type { Route } from './+types/appeal';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { Icon } from '../components/Icon.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { createTranslator } from '../../common/i18n/index.ts';
import { dateInWords } from '../../common/rules/dates.ts';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, decisionInWords } from '../../common/rules/decisions.ts';
import type { AppealView } from '../../common/api/appeals.ts';

/**
 * /appeal?token=…: the statement of reasons' link (decision 041). No login — a banned member has
 * none; the signed token names the decision. Shows what was decided, when and on which ground, and
 * lets the member appeal once with a text; afterwards the appeal's state. A plain form: works
 * without JavaScript.
 */
type Failure = { message: string; field: boolean };

async function viewOf(k: Route.LoaderArgs['context']['klik'], token: string): Promise<AppealView | null> {
  try {
    return await k.services.appeals.view(token);
  } catch (err) {
    if ((err as { status?: unknown }).status === 404) return null;
    throw err;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const title = pageTitle(k, 'appeal.title');
  // Without a link: the form that mails it again (from the login's refusal).
  if (!token) return { title, token, view: null };
  const view = await viewOf(k, token);
  if (!view) return data({ title, token, view }, { status: 404 });
  return { title, token, view };
}

export async function action({ context, request }: Route.ActionArgs) {
  const k = context.klik;
  const form = await request.formData();
  if (form.get('intent') === 'link') {
    // The same answer for every address; limited per IP address (429 beyond it).
    try {
      await k.services.appeals.resendLinkFromPage(k.site.id, String(form.get('email') ?? '').slice(0, 254), k.ip);
    } catch (err) {
      if ((err as { status?: unknown }).status !== 429) throw err;
      const failure: Failure = { message: createTranslator(k.localeTag)('error.tooManyRequests'), field: false };
      return data({ view: null, failure, text: '', linkSent: false }, { status: 429 });
    }
    return { view: null, failure: null, text: '', linkSent: true };
  }
  const token = String(form.get('token') ?? '');
  const text = String(form.get('text') ?? '');
  const t = createTranslator(k.localeTag);
  try {
    return { view: await k.services.appeals.submit(token, text, t), failure: null, text: '', linkSent: false };
  } catch (err) {
    const e = err as { status?: number; messageKey?: Parameters<typeof t>[0]; params?: Parameters<typeof t>[1] };
    if (!e.status || !e.messageKey || e.status >= 500) throw err;
    const failure: Failure = { message: t(e.messageKey, e.params), field: e.status === 400 };
    return data({ view: null, failure, text, linkSent: false }, { status: e.status });
  }
}

/** The link carries the token: tell no other site (as the unsubscribe page, which posts to itself). */
export const headers: Route.HeadersFunction = () => ({ 'Referrer-Policy': 'same-origin' });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function Appeal() {
  const t = useT();
  const { localeTag } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const view = acted?.view ?? loaded.view;
  const busy = navigation.state === 'submitting';

  if (!view) {
    const invalid = !!loaded.token;
    return (
      <AccountPage
        title={invalid ? t('appeal.invalidTitle') : t('appeal.title')}
        icon={
          invalid ? (
            <p className="text-danger mb-2">
              <Icon name="x-circle-fill" size={48} />
            </p>
          ) : undefined
        }
      >
        {invalid && <p role="alert">{t('appeal.linkInvalid')}</p>}
        <h2 className="h5">{t('appeal.requestTitle')}</h2>
        {acted?.failure && (
          <p className="alert alert-danger" role="alert">
            {acted.failure.message}
          </p>
        )}
        {acted?.linkSent ? (
          <p className="alert alert-success" role="status">
            {t('appeal.requestSent')}
          </p>
        ) : (
          <Form method="post" aria-label={t('appeal.requestTitle')}>
            <input type="hidden" name="intent" value="link" />
            <p>{t('appeal.requestIntro')}</p>
            <div className="mb-3">
              <label htmlFor="appeal-email" className="form-label">
                {t('appeal.requestEmail')}
              </label>
              <input
                id="appeal-email"
                name="email"
                type="email"
                className="form-control"
                autoComplete="email"
                required
                maxLength={254}
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
              {busy && <Spinner className="me-2" />}
              {t('appeal.requestSubmit')}
            </button>
          </Form>
        )}
      </AccountPage>
    );
  }
  const { decision, appeal } = view;
  const date = (iso: string) => dateInWords(new Date(iso), localeTag);
  const what = decisionInWords(t, { kind: decision.kind, groundKind: decision.ground_kind, ground: decision.ground });
  const failure = acted?.failure ?? null;
  return (
    <AccountPage title={t('appeal.title')} wide>
      <section className="card shadow-sm mb-4" aria-labelledby="appeal-decision">
        <div className="card-body">
          <h2 id="appeal-decision" className="h5">
            {t('appeal.decisionTitle')}
          </h2>
          <p className="mb-1 fw-semibold" data-testid="appeal-decision">
            {what.charAt(0).toUpperCase() + what.slice(1)}
          </p>
          <p className="small text-body-secondary mb-1">
            {t('appeal.decidedOn', { date: date(decision.created_at) })}
            {decision.ends_at && <> · {t('appeal.endsOn', { date: date(decision.ends_at) })}</>}
          </p>
          {!decision.automated && <p className="small text-body-secondary mb-0">{t('appeal.byPerson')}</p>}
          {decision.reversed && (
            <p className="alert alert-success mt-3 mb-0" role="status">
              {t('appeal.reversed')}
            </p>
          )}
        </div>
      </section>

      {appeal ? (
        <section aria-labelledby="appeal-yours">
          {acted?.view && (
            <p className="alert alert-success" role="status">
              {t('appeal.sent')}
            </p>
          )}
          <h2 id="appeal-yours" className="h5">
            {t('appeal.yours')}
          </h2>
          <p className="small text-body-secondary mb-1">{t('appeal.sentOn', { date: date(appeal.created_at) })}</p>
          <blockquote className="border-start border-3 ps-3 text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.text}
          </blockquote>
          <p data-testid="appeal-status" className="fw-semibold">
            {t(`appeal.status.${appeal.status}`)}
          </p>
          {appeal.note && <p className="text-body-secondary">{appeal.note}</p>}
          {appeal.status === 'denied' && <p className="small">{t('appeal.outside')}</p>}
        </section>
      ) : decision.reversed ? null : (
        <Form method="post" aria-labelledby="appeal-form-title" noValidate>
          <h2 id="appeal-form-title" className="h5">
            {t('appeal.title')}
          </h2>
          <p>{t('appeal.explain', { date: date(view.appealable_until) })}</p>
          {failure && !failure.field && (
            <p className="alert alert-danger" role="alert">
              {failure.message}
            </p>
          )}
          <input type="hidden" name="token" value={loaded.token} />
          <div className="mb-3">
            <label htmlFor="appeal-text" className="form-label fw-semibold">
              {t('appeal.textLabel')}
            </label>
            <textarea
              id="appeal-text"
              name="text"
              rows={6}
              className={`form-control${failure?.field ? ' is-invalid' : ''}`}
              defaultValue={acted?.text ?? ''}
              minLength={APPEAL_TEXT_MIN}
              maxLength={APPEAL_TEXT_MAX}
              required
              aria-describedby="appeal-text-help appeal-text-error"
              aria-invalid={failure?.field || undefined}
            />
            <div id="appeal-text-help" className="form-text">
              {t('appeal.textHelp', { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX })}
            </div>
            {failure?.field && (
              <div id="appeal-text-error" className="invalid-feedback d-block" role="alert">
                {failure.message}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner className="me-2" />}
            {t('appeal.submit')}
          </button>
        </Form>
      )}
    </AccountPage>
  );
}
