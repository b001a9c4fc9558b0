import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { usePurchasesAvailable } from '../../lib/root-data.ts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../common/constants.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormState } from '../../ui/form.ts';
import { setInvisible } from '../profile/actions.ts';
import { claimRetentionOffer, deleteAccount } from './actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

const FIELDS = ['reason', 'password'] as const;
const REASON_MAX = 1000;

/**
 * Settings → Account verwijderen (product §4): first the retention offer (the company's
 * `delete_discount` as a one-time code, made only when the member takes it, and "Even pauze nemen" =
 * invisible mode), then an optional reason and the password. The server answers; the session ends
 * and /account-deleted follows.
 */
export function DeleteAccount({
  email,
  deleteDiscount,
  invisible,
  locale,
}: {
  email: string;
  deleteDiscount: number;
  invisible: boolean;
  locale: string;
}) {
  const t = useT();
  // The discount offered before deleting is a discount on credits: nothing to offer when nothing is sold.
  const purchases = usePurchasesAvailable();
  const id = useId();
  const [step, setStep] = useState<'closed' | 'offer' | 'confirm'>('closed');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [offer, setOffer] = useState<{ code: string; expires: string } | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useFormState<(typeof FIELDS)[number]>('settings-delete', FIELDS);

  const claim = useAction(claimRetentionOffer, {
    done: (o) => setOffer({ code: o.code, expires: o.expires }),
    failed: (f) => setNote({ ok: false, text: f.message }),
    reload: false,
  });
  const pause = useAction(setInvisible, {
    done: () => setNote({ ok: true, text: t('deletion.pause.done') }),
    failed: (f) => setNote({ ok: false, text: f.message }),
  });
  const remove = useAction(deleteAccount, { failed: (f) => form.fail(f.fields, f.message) });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (remove.busy) return;
    if (!password) return form.fail({ password: t('account.required.oldPassword') }, null);
    if (reason.trim().length > REASON_MAX)
      return form.fail({ reason: t('deletion.reasonTooLong', { max: REASON_MAX }) }, null);
    form.clear();
    remove.submit({ password, reason: reason.trim() || null });
  };

  return (
    <SettingsSection id="settings-delete" title={t('deletion.title')}>
      <p className="text-body-secondary">{t('deletion.intro', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      {step === 'closed' && (
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setStep(deleteDiscount > 0 || !invisible ? 'offer' : 'confirm')}
        >
          {t('deletion.start')}
        </button>
      )}
      {step === 'offer' && (
        <div role="group" aria-labelledby={`${id}-offer`}>
          {note && (
            <FormAlert id={`${id}-note`} variant={note.ok ? 'success' : 'danger'}>
              {note.text}
            </FormAlert>
          )}
          {deleteDiscount > 0 && purchases && (
            <div className="border rounded p-3 mb-3">
              <h3 id={`${id}-offer`} className="h6">
                {t('deletion.offer.title', { percentage: deleteDiscount })}
              </h3>
              {offer ? (
                <>
                  <p className="mb-2" role="status">
                    {t('deletion.offer.code', {
                      code: offer.code,
                      until: new Date(offer.expires).toLocaleDateString(locale, {
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                      }),
                    })}
                  </p>
                  <Link to="/credits" className="btn btn-primary">
                    {t('deletion.offer.toCredits')}
                  </Link>
                </>
              ) : (
                <>
                  <p className="mb-2">{t('deletion.offer.text', { percentage: deleteDiscount })}</p>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={claim.busy}
                    aria-busy={claim.busy || undefined}
                    onClick={() => claim.submit({})}
                  >
                    {t('deletion.offer.claim')}
                  </button>
                </>
              )}
            </div>
          )}
          {!invisible && (
            <div className="border rounded p-3 mb-3">
              <h3 className="h6">{t('deletion.pause.title')}</h3>
              <p className="mb-2">{t('deletion.pause.text')}</p>
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={pause.busy}
                aria-busy={pause.busy || undefined}
                onClick={() => pause.submit({ invisible: true })}
              >
                {t('deletion.pause.button')}
              </button>
            </div>
          )}
          <button type="button" className="btn btn-link text-danger px-0" onClick={() => setStep('confirm')}>
            {t('deletion.decline')}
          </button>
        </div>
      )}
      {step === 'confirm' && (
        <form method="post" noValidate onSubmit={onSubmit}>
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <div className="mb-3">
            <label htmlFor={form.fieldId('reason')} className="form-label">
              {t('deletion.reason')}
            </label>
            <textarea
              id={form.fieldId('reason')}
              name="reason"
              className={`form-control${form.errors.reason ? ' is-invalid' : ''}`}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              aria-invalid={form.errors.reason ? true : undefined}
              aria-describedby={form.errors.reason ? `${form.fieldId('reason')}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                form.edited('reason');
              }}
            />
            {form.errors.reason && (
              <div id={`${form.fieldId('reason')}-error`} className="invalid-feedback">
                {form.errors.reason}
              </div>
            )}
          </div>
          <PasswordField
            id={form.fieldId('password')}
            name="password"
            label={t('deletion.password')}
            value={password}
            error={form.errors.password}
            required
            autoComplete="current-password"
            onChange={(v) => {
              setPassword(v);
              form.edited('password');
            }}
          />
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton busy={remove.busy} className="btn btn-danger">
              {t('deletion.confirm')}
            </SubmitButton>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setStep('closed');
                setPassword('');
                form.clear();
              }}
            >
              {t('deletion.cancel')}
            </button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
