import type { StaticPageContext } from '../../common/content/static-pages.ts';
import { cleanSupportPhone, termsVersionDate } from '../../common/rules/company.ts';
import type { KlikLoadContext } from '../load-context.ts';

/** The values a static page is written from: the site's settings and company (server side). */
export function staticPageContext(klik: KlikLoadContext, lang: 'nl' | 'en'): StaticPageContext {
  const { settings, company } = klik;
  return {
    siteName: settings.name,
    domain: settings.domain,
    supportEmail: settings.support_email,
    supportPhone: cleanSupportPhone(settings.support_phone),
    refundDays: settings.refund_days,
    minAge: settings.min_age,
    termsVersionDate: new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(termsVersionDate(company.added)),
    fictionalPlural: lang === 'nl' ? settings.fictional_plural : 'fictional profiles',
    company: {
      name: company.name,
      address: company.address,
      city: company.city,
      country: company.country,
      kvk: company.kvk,
      tradenames: company.tradenames,
      vat_numbers: company.vat_numbers,
    },
  };
}
