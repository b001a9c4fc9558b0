import type { Route } from './+types/unsubscribe';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { pageTitle } from '../lib/loader.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { Icon } from '../components/Icon.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { NotificationCategory } from '../../common/rules/notifications.ts';
import type { MessageKey } from '../../common/i18n/translate.ts';

/**
 * /unsubscribe?t=…: the footer link of a notification mail (RFC 2369's page beside the
 * RFC 8058 one-click header). No login needed: the signed token names the member and category.
 * GET only asks ("Afmelden voor e-mails over nieuwe likes?") — link scanners open links — and the
 * button's POST unsubscribes, as the one-click POST does. Works without JavaScript (a plain form).
 */
type PageState = { state: 'ask' | 'done'; category: NotificationCategory } | { state: 'invalid' | 'too_many' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const link = k.services.notifications.readLink(token);
  const title = pageTitle(k, 'unsubscribe.title');
  if (!link) return data({ title, token, page: { state: 'invalid' } as PageState }, { status: 400 });
  return { title, token, page: { state: 'ask', category: link.category } as PageState };
}

export async function action({ context, request }: Route.ActionArgs) {
  const k = context.klik;
  const form = await request.formData();
  const given = form.get('t');
  const token = typeof given === 'string' && given ? given : (new URL(request.url).searchParams.get('t') ?? '');
  try {
    const { category } = await k.services.notifications.unsubscribeFromPage(token, k.ip);
    return { page: { state: 'done', category } as PageState };
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    if (status === 429) return data({ page: { state: 'too_many' } as PageState }, { status: 429 });
    if (status === 400) return data({ page: { state: 'invalid' } as PageState }, { status: 400 });
    throw err;
  }
}

/**
 * The site's pages send `Referrer-Policy: no-referrer`, with which Chromium posts a form with
 * `Origin: null`, and React Router refuses an action whose Origin is not the page's own. This page's
 * button must work without JavaScript: `same-origin` sends our origin to ourselves and still nothing
 * (not the token in the URL) to another site.
 */
export const headers: Route.HeadersFunction = () => ({ 'Referrer-Policy': 'same-origin' });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function Unsubscribe() {
  const t = useT();
  const settings = useSettings();
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const page = acted?.page ?? loaded.page;
  const topic = (category: NotificationCategory) =>
    t(`notifications.category.${category}.topic` as MessageKey, { siteName: settings.name });

  if (page.state === 'invalid') {
    return (
      <AccountPage
        title={t('unsubscribe.invalidTitle')}
        icon={
          <p className="text-danger mb-2">
            <Icon name="x-circle-fill" size={48} />
          </p>
        }
      >
        <p role="alert">{t('notifications.error.badLink')}</p>
        <Link to="/notifications" className="btn btn-outline-primary">
          {t('unsubscribe.manage')}
        </Link>
      </AccountPage>
    );
  }
  if (page.state === 'done') {
    return (
      <AccountPage
        title={t('unsubscribe.done')}
        icon={
          <p className="text-success mb-2">
            <Icon name="check-circle-fill" size={48} />
          </p>
        }
      >
        <p role="status">{t('unsubscribe.doneText', { siteName: settings.name, topic: topic(page.category) })}</p>
        <Link to="/notifications" className="btn btn-primary">
          {t('unsubscribe.manage')}
        </Link>
      </AccountPage>
    );
  }
  const category = page.state === 'ask' ? page.category : loaded.page.state === 'ask' ? loaded.page.category : null;
  const busy = navigation.state === 'submitting';
  return (
    <AccountPage
      title={category ? t('unsubscribe.question', { topic: topic(category) }) : t('unsubscribe.title')}
      icon={
        <p className="text-primary mb-2">
          <Icon name="envelope-exclamation" size={48} />
        </p>
      }
    >
      {page.state === 'too_many' && (
        <p className="alert alert-warning" role="alert">
          {t('unsubscribe.tooMany')}
        </p>
      )}
      {category && <p>{t('unsubscribe.explain', { siteName: settings.name, topic: topic(category) })}</p>}
      <Form method="post" className="d-flex flex-wrap gap-2 align-items-center">
        <input type="hidden" name="t" value={loaded.token} />
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner className="me-2" />}
          {t('unsubscribe.confirm')}
        </button>
        <Link to="/notifications" className="btn btn-link">
          {t('unsubscribe.manage')}
        </Link>
      </Form>
    </AccountPage>
  );
}
