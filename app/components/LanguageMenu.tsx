import { Form, useLocation } from 'react-router';
import { MenuButton } from './MenuButton.tsx';
import { showLanguageDropdown, visibleLocales } from '../../common/rules/locale.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useRootData } from '../lib/root-data.ts';

/**
 * Product §2: a language dropdown only when more than one locale is visible for the visitor's country.
 * Each choice is a form post to /lang-config, so it works before the scripts have loaded too.
 */
export function LanguageMenu() {
  const { t, locale } = useI18n();
  const data = useRootData();
  const location = useLocation();
  if (!data || !showLanguageDropdown(data.country)) return null;
  const back = location.pathname + location.search;
  return (
    <MenuButton
      id="language-menu"
      label={t('nav.language')}
      toggleClassName="btn btn-outline-secondary btn-sm klik-tap"
      toggle={locale.toUpperCase()}
    >
      {visibleLocales(data.country).map((l) => (
        <Form method="post" action="/lang-config" key={l}>
          <input type="hidden" name="redirectTo" value={back} />
          <input type="hidden" name="country" value={data.country} />
          <button
            type="submit"
            name="locale"
            value={l}
            className={`dropdown-item${l === locale ? ' active' : ''}`}
            aria-current={l === locale ? 'true' : undefined}
            lang={l}
          >
            {t(`lang.name.${l}`)}
          </button>
        </Form>
      ))}
    </MenuButton>
  );
}
