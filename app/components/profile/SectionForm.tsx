import { useCallback, type FormEvent, type ReactNode } from 'react';
import type { OwnProfile, ProfileUpdate } from '../../../common/api/profiles.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormState } from '../../ui/form.ts';
import { saveProfile } from './actions.ts';
import { useSavedToast } from './SavedToast.tsx';
import './profile.scss';

/** A card of the profile page with its heading; `id` is the anchor (/profile#photos). */
export function SectionCard({
  id,
  title,
  extra,
  children,
  footer,
}: {
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section id={id} className="card shadow-sm klik-profile-section" aria-labelledby={`${id}-title`}>
      <div className="card-header bg-body d-flex align-items-center justify-content-between gap-2 py-3">
        <h2 id={`${id}-title`} className="h5 mb-0">
          {title}
        </h2>
        {extra}
      </div>
      <div className="card-body">{children}</div>
      {footer && <div className="card-footer bg-body">{footer}</div>}
    </section>
  );
}

/**
 * Saving one section: only its fields go to PUT /api/profile.php. Problems found in the browser
 * first, then the server's per-field texts (`fields` of a 400), each shown under its field with the
 * focus on the first; a success shows the toast 'Je profiel is opgeslagen.' and hands the saved
 * profile to `onSaved` once the page data (the top bar's name and age too) is fresh.
 */
export function useSectionSave<F extends string>(
  formId: string,
  order: readonly F[],
  onSaved: (saved: OwnProfile) => void,
) {
  const t = useT();
  const toast = useSavedToast();
  const form = useFormState(formId, order);
  const { fail, clear } = form;
  const write = useAction(saveProfile, {
    done: ({ profile }) => {
      toast(t('profile.saved'));
      onSaved(profile);
    },
    failed: (f) => fail(f.fields, f.message),
  });
  const { submit } = write;

  const save = useCallback(
    (payload: ProfileUpdate, clientErrors: Partial<Record<F, string>> = {}) => {
      if (Object.values(clientErrors).some(Boolean)) return fail(clientErrors, null);
      clear();
      submit(payload);
    },
    [fail, clear, submit],
  );

  return { ...form, save, busy: write.busy };
}

/** A section that is a form: its fields, a form-level error and one 'Opslaan' button. */
export function SectionForm({
  id,
  title,
  extra,
  children,
  onSubmit,
  busy,
  dirty,
  formError,
  alertId,
}: {
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  dirty: boolean;
  formError: string | null;
  alertId: string;
}) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="klik-profile-form">
      <SectionCard
        id={id}
        title={title}
        extra={extra}
        footer={
          <div className="d-flex align-items-center justify-content-end gap-3">
            {dirty && !busy && (
              <span className="small text-body-secondary me-auto d-flex align-items-center gap-1">
                <span className="klik-dirty-dot" aria-hidden="true" />
                {t('myprofile.unsaved')}
              </span>
            )}
            <SubmitButton busy={busy} className="btn btn-primary px-4">
              {t('myprofile.save')}
            </SubmitButton>
          </div>
        }
      >
        {formError && <FormAlert id={alertId}>{formError}</FormAlert>}
        {children}
      </SectionCard>
    </form>
  );
}

/** aria-describedby from the ids that apply. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The error text under a field, linked to it through `${fieldId}-error`. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string }) {
  if (!error) return null;
  return (
    <div id={`${fieldId}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  );
}
