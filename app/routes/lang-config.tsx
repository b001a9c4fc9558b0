import type { Route } from './+types/lang-config';
import { Form, redirect, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { useState } from 'react';
import { COOKIE_COUNTRY, COOKIE_LOCALE, LOCALE_COOKIE_MAX_AGE_S } from '../../common/constants.ts';
import { isLocale, visibleLocales } from '../../common/rules/locale.ts';
import { safeRedirectPath } from '../../common/rules/redirect.ts';
import { countryName } from '../../common/data/country-names.ts';
import { useT } from '../lib/i18n.tsx';

/**
 * /lang-config: the visitor chooses country and language among the locales visible for that
 * country (product §9). Stored in cookies for 365 days; for a logged-in member also on the account,
 * whose language the interface and the mails follow.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { settings, locale, country } = context.klik;
  return {
    country,
    locale,
    countries: settings.countries.map((c) => ({
      code: c,
      name: countryName(c, locale),
      locales: visibleLocales(c),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  const country = form.get('country');
  const served = context.klik.settings.countries;
  const headers = new Headers();
  // Secure in production whatever protocol the process sees (TLS may end at the proxy).
  const secure = context.klik.services.config.isProduction || new URL(request.url).protocol === 'https:';
  const cookie = (name: string, value: string) =>
    `${name}=${value}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (typeof country === 'string' && served.includes(country))
    headers.append('Set-Cookie', cookie(COOKIE_COUNTRY, country));
  const effectiveCountry = typeof country === 'string' && served.includes(country) ? country : context.klik.country;
  if (isLocale(locale) && visibleLocales(effectiveCountry).includes(locale)) {
    headers.append('Set-Cookie', cookie(COOKIE_LOCALE, locale));
    // A member's account language comes before the cookie (pickLocale): it changes too, or nothing would.
    if (context.klik.member) await context.klik.services.accounts.setLanguage(context.klik.member.id, locale);
  }
  return redirect(safeRedirectPath(form.get('redirectTo'), '/lang-config?saved=1'), { headers });
}

export const meta: Route.MetaFunction = () => [{ title: 'Taal / Language' }];

export default function LangConfig() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [country, setCountry] = useState(data.country);
  const locales = data.countries.find((c) => c.code === country)?.locales ?? ['nl'];
  const [params] = useSearchParams();
  const saved = params.has('saved');
  return (
    <div className="container-lg py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3">{t('lang.title')}</h1>
      {saved && (
        <div className="alert alert-success" role="status">
          {t('lang.saved')}
        </div>
      )}
      <Form method="post" className="card card-body shadow-sm">
        <div className="mb-3">
          <label htmlFor="lang-country" className="form-label">
            {t('lang.country')}
          </label>
          <select
            id="lang-country"
            name="country"
            className="form-select"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            {data.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('lang.language')}</legend>
          {locales.map((l) => (
            <div className="form-check" key={l}>
              <input
                className="form-check-input"
                type="radio"
                name="locale"
                id={`lang-${l}`}
                value={l}
                defaultChecked={l === data.locale || locales.length === 1}
              />
              <label className="form-check-label" htmlFor={`lang-${l}`} lang={l}>
                {t(`lang.name.${l}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <input type="hidden" name="redirectTo" value="/lang-config?saved=1" />
        <button type="submit" className="btn btn-primary" disabled={navigation.state === 'submitting'}>
          {t('lang.save')}
        </button>
      </Form>
    </div>
  );
}
