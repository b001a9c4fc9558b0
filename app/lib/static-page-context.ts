import type { StaticPageContext } from '../../common/content/static-pages.ts';
import { cleanSupportPhone, termsVersionDate } from '../../common/rules/company.ts';
import type { KlikLoadContext } from '../load-context.ts';
import type { Locale } from '../../common/constants.ts';
import { siteDefaultTexts } from '../../common/content/site-default-texts.ts';

/** The values a static page is written from: the site's settings and company (server side). */
export function staticPageContext(klik: KlikLoadContext, lang: Locale): StaticPageContext {
  const { settings, company } = klik;
  return {
    siteName: settings.name,
    domain: settings.domain,
    supportEmail: settings.support_email,
    supportPhone: cleanSupportPhone(settings.support_phone),
    refundDays: settings.refund_days,
    minAge: settings.min_age,
    termsVersionDate: new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : lang === 'en' ? 'en-GB' : lang, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(termsVersionDate(company.added)),
    // The site's own word where the page is in the site's language, else the language's own.
    fictionalPlural:
      lang === settings.domain_language
        ? settings.fictional_plural
        : siteDefaultTexts(lang, settings.name).fictionalPlural,
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
