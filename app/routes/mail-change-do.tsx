import type { Route } from './+types/mail-change-do';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../lib/api.ts';
import { useT } from '../lib/i18n.tsx';
import { useUser } from '../lib/user.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { readFailure } from '../lib/actions.ts';
import { pageTitle } from '../lib/loader.ts';

/**
 * /mail-change/do?token=… (product §2, §4): the link mailed to the new address. The page confirms the
 * token once from the browser (not in a loader, so a mail scanner fetching the link does not use it
 * up), logged in or not, and shows the new address or 'Link verlopen of invalide, …'.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context.klik, 'account.mailChange.title') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

type Outcome =
  { state: 'checking' } | { state: 'done'; email: string } | { state: 'failed'; message: string; retry: boolean };

/**
 * One confirmation per token for the life of the page: React may run an effect twice in
 * development, and the token is single-use, so the second run must reuse the first call.
 */
const confirmations = new Map<string, Promise<{ email: string }>>();
function confirmOnce(token: string): Promise<{ email: string }> {
  let call = confirmations.get(token);
  if (!call) {
    call = api<{ email: string }>('PUT', '/api/mail-change.php', { token });
    confirmations.set(token, call);
    // A failed call (network, server busy) may be tried again.
    call.catch(() => confirmations.delete(token));
  }
  return call;
}

export default function MailChangeDo() {
  const t = useT();
  const user = useUser();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'checking' } : { state: 'failed', message: t('auth.resetLinkInvalid'), retry: false },
  );
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(token).then(
      (res) => live && setOutcome({ state: 'done', email: res.email }),
      (err: unknown) => {
        if (!live) return;
        const failure = readFailure(err, t('error.general'));
        // A refused link stays refused; a network failure or a server error may be tried again.
        setOutcome({ state: 'failed', message: failure.message, retry: failure.status === 0 || failure.status >= 500 });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, t]);

  useEffect(() => {
    if (outcome.state !== 'checking') resultRef.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [outcome.state]);

  return (
    <AccountPage title={t('account.mailChange.title')}>
      <div ref={resultRef}>
        {outcome.state === 'checking' && (
          <div className="d-flex align-items-center gap-2 py-3" role="status">
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            <span>{t('account.mailChange.checking')}</span>
          </div>
        )}
        {outcome.state === 'done' && (
          <>
            <FormAlert variant="success">{t('account.mailChange.done', { email: outcome.email })}</FormAlert>
            <div className="d-flex flex-column flex-sm-row gap-2">
              {user ? (
                <Link to="/settings" className="btn btn-primary">
                  {t('account.mailChange.toSettings')}
                </Link>
              ) : (
                <Link to={`/login?email=${encodeURIComponent(outcome.email)}`} className="btn btn-primary">
                  {t('account.mailChange.login')}
                </Link>
              )}
            </div>
          </>
        )}
        {outcome.state === 'failed' && (
          <>
            <FormAlert>{outcome.message}</FormAlert>
            <div className="d-flex flex-column flex-sm-row gap-2">
              {outcome.retry && (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    setOutcome({ state: 'checking' });
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('account.mailChange.retry')}
                </button>
              )}
              <Link
                to={user ? '/settings' : '/login'}
                className={outcome.retry ? 'btn btn-outline-secondary' : 'btn btn-primary'}
              >
                {user ? t('account.mailChange.toSettings') : t('account.backToLogin')}
              </Link>
            </div>
          </>
        )}
      </div>
    </AccountPage>
  );
}
