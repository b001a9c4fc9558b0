import type { Route } from './+types/complete-signup';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, redirect, useLoaderData, useRevalidator } from 'react-router';
import { changeEmail, resendActivation } from '../components/account/actions.ts';
import { routeAction, useAction } from '../lib/actions.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { catalogueFor, createTranslator } from '../../common/i18n/index.ts';
import { checkEmail } from '../../common/rules/account-validation.ts';
import { richText } from '../components/signup/rich-text.tsx';
import { webmailFor } from '../components/signup/signup-steps.ts';
import { SignupIcon } from '../components/signup/SignupIcon.tsx';
import { useT } from '../lib/i18n.tsx';
import '../components/signup/signup.scss';

/**
 * /complete-signup, the complete step of product §2's signup flow: confirm the e-mail address, check
 * inbox and spam folder, change the address, resend the activation mail. Only for a member who has
 * not confirmed yet: visitors go to /signup, active members to /members.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { user, localeTag, settings } = context.klik;
  if (!user) throw redirect('/signup');
  if (user.status !== 'not_confirmed') throw redirect('/members');
  const t = createTranslator(localeTag, catalogueFor(localeTag));
  return {
    email: user.email,
    sender: `noreply@${settings.domain}`,
    title: `${t('signup.complete.pageTitle')} | ${settings.name}`,
  };
}

export const clientAction = routeAction(resendActivation, changeEmail);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

type Notice = { kind: 'success' | 'danger'; text: string } | null;

export default function CompleteSignup() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const id = useId();
  // The address is the page data's: a change loads it again.
  const { email } = data;
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const webmail = webmailFor(email);
  const errorId = `${id}-email-error`;

  // Activated in another tab (the mail's link)? Coming back here, the loader sends the member on.
  // (A read, not a write: nothing here changed the data.)
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidator]);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  // On a phone the answer appears below the fold: bring it into view.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);

  const show = (n: Notice) => setNotice(n);

  const resend = useAction(resendActivation, {
    done: () => show({ kind: 'success', text: t('signup.complete.resent', { email }) }),
    failed: (failure) => {
      // Already active (confirmed meanwhile): the loader sends the member on.
      if (failure.code === 'already_active') return void revalidator.revalidate();
      show({ kind: 'danger', text: failure.message });
    },
  });
  const resending = resend.busy;

  const change = useAction(changeEmail, {
    done: (_, { email: changed }) => {
      setEditing(false);
      setNewEmail('');
      show({ kind: 'success', text: t('signup.complete.changed', { email: changed.toLowerCase() }) });
    },
    failed: (failure) => {
      setEmailError(failure.fields.email ?? failure.message);
      inputRef.current?.focus();
    },
  });
  const saving = change.busy;

  const changeEmailSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problem = checkEmail(newEmail, 'validation.newEmailInvalid');
    if (problem) {
      setEmailError(t(problem.key));
      inputRef.current?.focus();
      return;
    }
    setEmailError(null);
    change.submit({ email: newEmail.trim() });
  };

  const cancelEdit = () => {
    setEditing(false);
    setEmailError(null);
    setNewEmail('');
    requestAnimationFrame(() => changeButtonRef.current?.focus());
  };

  return (
    <div className="container-lg py-4 py-sm-5">
      <div className="klik-signup-card mx-auto">
        <div className="card shadow-sm">
          <div className="card-body p-3 p-sm-4">
            <div className="text-center">
              <div className="klik-signup-envelope mb-3">
                <SignupIcon name="envelope-paper-heart" size={44} />
              </div>
              <h1 className="h3">{t('signup.complete.title')}</h1>
              <p className="mb-2 klik-signup-email klik-signup-sent">
                {richText(t, 'signup.complete.sent', {}, { email: <strong>{email}</strong> })}
              </p>
              <p className="text-body-secondary">{t('signup.complete.instructions')}</p>
              {webmail && (
                <a
                  href={webmail.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-primary btn-lg w-100 mb-2"
                >
                  {t('signup.complete.openWebmail', { provider: webmail.name })}
                  <SignupIcon name="box-arrow-up-right" size={16} className="ms-2" />
                  <span className="visually-hidden"> {t('signup.newTab')}</span>
                </a>
              )}
            </div>

            <h2 className="h6 mt-4 mb-2">{t('signup.complete.tipsTitle')}</h2>
            <ul className="small ps-3 mb-3">
              <li>{t('signup.complete.tipInbox')}</li>
              <li>{t('signup.complete.tipSpam')}</li>
              <li>
                {richText(
                  t,
                  'signup.complete.tipSender',
                  {},
                  { sender: <span className="text-nowrap fw-semibold">{data.sender}</span> },
                )}
              </li>
              <li>{t('signup.complete.tipTypo')}</li>
            </ul>

            <div className="d-grid gap-2">
              <button
                type="button"
                className={`btn ${webmail ? 'btn-outline-primary' : 'btn-primary'}`}
                onClick={() => {
                  setNotice(null);
                  resend.submit({});
                }}
                disabled={resending}
              >
                {resending && <Spinner className="me-2" />}
                {resending ? t('signup.complete.resending') : t('signup.complete.resend')}
              </button>
              {!editing && (
                <button
                  ref={changeButtonRef}
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => {
                    setEditing(true);
                    setNotice(null);
                  }}
                >
                  {t('signup.complete.changeEmail')}
                </button>
              )}
            </div>

            {editing && (
              <form noValidate onSubmit={changeEmailSubmit} className="mt-3 p-3 bg-body-tertiary rounded">
                <label htmlFor={`${id}-email`} className="form-label fw-semibold">
                  {t('signup.complete.newEmail')}
                </label>
                <input
                  ref={inputRef}
                  id={`${id}-email`}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={254}
                  className={`form-control form-control-lg ${emailError ? 'is-invalid' : ''}`}
                  value={newEmail}
                  onChange={(e) => {
                    setNewEmail(e.target.value);
                    setEmailError(null);
                  }}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? errorId : undefined}
                />
                {emailError && (
                  <div id={errorId} className="invalid-feedback d-block" role="alert">
                    {emailError}
                  </div>
                )}
                <div className="d-flex flex-column flex-sm-row-reverse gap-2 mt-3">
                  <button type="submit" className="btn btn-primary flex-sm-grow-1" disabled={saving}>
                    {saving && <Spinner className="me-2" />}
                    {saving ? t('signup.complete.saving') : t('signup.complete.saveEmail')}
                  </button>
                  <button type="button" className="btn btn-outline-secondary" onClick={cancelEdit}>
                    {t('signup.complete.cancel')}
                  </button>
                </div>
              </form>
            )}

            {/* Next to the buttons that cause it, and read out where it appears. */}
            <div aria-live="polite" aria-atomic="true">
              {notice && (
                <div ref={noticeRef} className={`alert alert-${notice.kind} mt-3 mb-0`}>
                  {notice.text}
                </div>
              )}
            </div>
          </div>
        </div>

        <div className="card shadow-sm mt-3">
          <div className="card-body p-3 p-sm-4 d-flex flex-column flex-sm-row align-items-sm-center gap-3">
            <p className="mb-0 flex-grow-1">{t('signup.complete.matchesText')}</p>
            <Link to="/signup-matches" className="btn btn-outline-primary text-nowrap">
              <SignupIcon name="heart-fill" size={16} className="me-2" />
              {t('signup.complete.matches')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
