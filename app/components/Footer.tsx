import { Link } from 'react-router';
import { cleanSupportPhone } from '../../common/rules/company.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/root-data.ts';
import { Disclaimer } from './SiteWarnings.tsx';

export type FooterVariant = 'index' | 'page' | 'app';

/**
 * Product §2 footer: links to terms, privacy, cookies, ban, pricing, complaints, return policy, FAQ and
 * support. Variants: the home page shows the full footer with company details and contact; other
 * pages a compact one; the installed app only the links (it has its own navigation). Logged-in
 * members do not get the sign-up line.
 */
export function Footer({ variant, loggedIn = false }: { variant: FooterVariant; loggedIn?: boolean }) {
  const t = useT();
  const data = useRootData();
  if (!data) return null;
  const { settings, company } = data;
  const phone = cleanSupportPhone(settings.support_phone);
  const links = [
    ['/pages/terms', t('footer.terms')],
    ['/pages/privacy', t('footer.privacy')],
    ['/pages/cookies', t('footer.cookies')],
    ['/pages/ban', t('footer.ban')],
    ...(settings.purchases_available === false ? [] : ([['/pricing', t('footer.pricing')]] as const)),
    ['/complaints', t('footer.complaints')],
    ['/pages/return-policy', t('footer.returnPolicy')],
    ['/pages/faq', t('footer.faq')],
    ['/pages/service', t('footer.support')],
  ] as const;
  return (
    <footer className={`klik-footer klik-footer--${variant} border-top bg-body-tertiary mt-auto`}>
      <div className="container-lg py-4">
        <nav aria-label={t('footer.links')}>
          <ul className="list-inline mb-3 small">
            {links.map(([to, label]) => (
              <li className="list-inline-item me-3" key={to}>
                <Link to={to} className="link-secondary">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {variant !== 'app' && (
          <>
            {variant === 'index' && (
              <div className="row g-3 small mb-3">
                <div className="col-md-6">
                  <strong>{settings.name}</strong>
                  <p className="mb-0 text-body-secondary">{settings.description}</p>
                  {!loggedIn && (
                    <Link to="/signup" data-signup className="btn btn-sm btn-primary mt-2">
                      {t('nav.signup')}
                    </Link>
                  )}
                </div>
                <address className="col-md-6 mb-0 text-body-secondary">
                  <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
                  {phone && (
                    <>
                      <br />
                      <a href={`tel:${phone}`}>{phone}</a>
                    </>
                  )}
                </address>
              </div>
            )}
            <Disclaimer />
            <p className="small text-body-secondary mt-2 mb-0">
              {t('footer.company', {
                companyName: company.name,
                address: company.address,
                city: company.city,
                kvk: company.kvk,
              })}
              {' · '}
              {t('footer.copyright', { year: new Date().getFullYear(), siteName: settings.name })}
            </p>
            {data.country === 'US' && data.locale === 'en' && (
              <p className="small text-body-secondary mt-2 mb-0">{t('site.usOnlyFooter')}</p>
            )}
          </>
        )}
      </div>
    </footer>
  );
}
