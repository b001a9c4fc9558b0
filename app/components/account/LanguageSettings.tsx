import { useState, type FormEvent } from 'react';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import type { Locale } from '../../../common/constants.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormState } from '../../ui/form.ts';
import { changeLanguage } from './actions.ts';
import { SettingsSection } from './SettingsSection.tsx';

const FIELDS = ['language'] as const;

/**
 * Settings → Taal (product §7 PUT /api/user.php, §9 visible locales): the languages visible for the
 * member's country, each in its own name. Saving reloads the page, which then speaks the new language.
 */
export function LanguageSettings({ locale, locales }: { locale: Locale; locales: readonly Locale[] }) {
  const t = useT();
  const [language, setLanguage] = useState<Locale>(locale);
  const form = useFormState('settings-language', FIELDS);
  // The current language stays choosable even when the country would not offer it.
  const options = locales.includes(locale) ? locales : [locale, ...locales];

  // On success the page is loaded again in the new language; the button stays busy until then.
  const write = useAction(changeLanguage, { failed: (failure) => form.fail({}, failure.message) });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (write.busy) return;
    form.clear();
    write.submit({ language });
  };

  return (
    <SettingsSection id="settings-language" title={t('account.settings.language.title')}>
      {options.length === 1 ? (
        <p className="mb-0">{t('account.settings.language.only', { language: t(`lang.name.${options[0]!}`) })}</p>
      ) : (
        <>
          {form.formError && <FormAlert id={form.alertId}>{form.formError}</FormAlert>}
          <form method="post" noValidate onSubmit={onSubmit}>
            <div className="mb-3">
              <label htmlFor={form.fieldId('language')} className="form-label">
                {t('account.settings.language.label')}
              </label>
              <select
                id={form.fieldId('language')}
                name="language"
                className="form-select"
                value={language}
                onChange={(e) => setLanguage(e.target.value as Locale)}
              >
                {options.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {t(`lang.name.${l}`)}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton busy={write.busy} className="btn btn-primary">
              {t('account.settings.language.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </SettingsSection>
  );
}
