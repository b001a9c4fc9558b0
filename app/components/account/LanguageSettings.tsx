import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import type { Locale } from '../../../common/constants.ts';
import { FormAlert } from './FormAlert.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { readFailure, useFormState } from './form.ts';

const FIELDS = ['language'] as const;

/**
 * Settings → Taal (spec §7 PUT /api/user.php, §9 visible locales): the languages visible for the
 * member's country, each in its own name. Saving reloads the page, which then speaks the new language.
 */
export function LanguageSettings({ locale, locales }: { locale: Locale; locales: readonly Locale[] }) {
  const t = useT();
  const [language, setLanguage] = useState<Locale>(locale);
  const form = useFormState('settings-language', FIELDS);
  // The current language stays choosable even when the country would not offer it.
  const options = locales.includes(locale) ? locales : [locale, ...locales];

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (form.busy) return;
    form.start();
    try {
      await api('PUT', '/api/user.php', { language }, { idempotent: true });
      // Stays busy: the reloaded page comes in the new language.
      window.location.reload();
    } catch (err) {
      const failure = readFailure(err, t('error.general'));
      form.fail({}, failure.message);
    }
  };

  return (
    <SettingsSection id="settings-language" title={t('account.settings.language.title')}>
      {options.length === 1 ? (
        <p className="mb-0">{t('account.settings.language.only', { language: t(`lang.name.${options[0]!}`) })}</p>
      ) : (
        <>
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <form method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
            <div className="mb-3">
              <label htmlFor={form.fieldId('language')} className="form-label">{t('account.settings.language.label')}</label>
              <select
                id={form.fieldId('language')}
                name="language"
                className="form-select"
                value={language}
                onChange={(e) => setLanguage(e.target.value as Locale)}
              >
                {options.map((l) => (
                  <option key={l} value={l} lang={l}>{t(`lang.name.${l}`)}</option>
                ))}
              </select>
            </div>
            <SubmitButton busy={form.busy} className="btn btn-primary">{t('account.settings.language.submit')}</SubmitButton>
          </form>
        </>
      )}
    </SettingsSection>
  );
}
