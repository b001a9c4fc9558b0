import { useI18n, useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';

/** The site-wide legal and entry warning of product §1: a slim bar above the navigation. */
export function WarningsHeader() {
  const t = useT();
  const settings = useSettings();
  return (
    // A landmark of its own (complementary): content outside every landmark is skipped by those who
    // move through a page by its landmarks.
    <aside
      className="klik-warnings bg-secondary text-white small text-center py-1 px-2"
      aria-label={t('site.adultsOnly')}
    >
      <strong className="me-1">{t('site.adultsOnly')}</strong>
      <span className="d-none d-md-inline">{t('site.warningsHeader', { minAge: settings.min_age })}</span>
    </aside>
  );
}

export function Disclaimer() {
  const { t, locale } = useI18n();
  const settings = useSettings();
  // The site's own word for its fictional profiles is in the site's language; another language says it in its own.
  const fictionalPlural = locale === settings.domain_language ? settings.fictional_plural : t('site.fictionalPlural');
  return (
    <p className="klik-disclaimer small text-body-secondary mb-0">
      {t('site.disclaimer', { siteName: settings.name, fictionalPlural })}
    </p>
  );
}
