import { describe, it, expect } from 'vitest';
import { MEMBER_LOCALES } from '../i18n/catalogues.ts';
import { catalogueFor } from '../i18n/index.ts';
import {
  STATIC_PAGE_SLUGS,
  hasStaticPage,
  isStaticPageSlug,
  staticPageContent,
  type StaticPageContent,
  type StaticPageContext,
  type StaticPageSlug,
} from './static-pages.js';

const LOCALES = ['nl', 'en'] as const;

function ctxFor(locale: 'nl' | 'en', overrides: Partial<StaticPageContext> = {}): StaticPageContext {
  return {
    siteName: 'Klik',
    domain: 'klik.example',
    supportEmail: 'support@klik.example',
    supportPhone: '0201234567',
    refundDays: 17,
    minAge: 18,
    termsVersionDate: locale === 'nl' ? '1 december 2023' : '1 December 2023',
    fictionalPlural: locale === 'nl' ? 'fictieve profielen' : 'fictional profiles',
    company: {
      name: 'Klikmedia B.V.',
      address: 'Herengracht 123',
      city: '1015 BG Amsterdam',
      country: locale === 'nl' ? 'Nederland' : 'the Netherlands',
      kvk: '87654321',
      tradenames: ['Klik', 'KlikDate'],
      vat_numbers: ['NL123456789B01'],
    },
    ...overrides,
  };
}

/** Every string of a page, joined. */
function allText(p: StaticPageContent): string {
  const parts: string[] = [p.title, p.intro];
  for (const s of p.sections) {
    parts.push(s.heading, ...s.paragraphs, ...(s.list ?? []));
  }
  return parts.join('\n');
}

function allStrings(p: StaticPageContent): string[] {
  return allText(p).split('\n');
}

describe('static pages', () => {
  it('isStaticPageSlug recognises exactly the slugs', () => {
    for (const slug of STATIC_PAGE_SLUGS) expect(isStaticPageSlug(slug)).toBe(true);
    expect(isStaticPageSlug('imprint')).toBe(false);
    expect(isStaticPageSlug('')).toBe(false);
    expect(isStaticPageSlug('toString')).toBe(false);
    expect(isStaticPageSlug('complaints')).toBe(true);
    expect(STATIC_PAGE_SLUGS[STATIC_PAGE_SLUGS.length - 1]).toBe('complaints');
  });

  for (const slug of STATIC_PAGE_SLUGS) {
    for (const locale of LOCALES) {
      describe(`${slug} (${locale})`, () => {
        const ctx = ctxFor(locale);
        const page = staticPageContent(slug, locale, ctx);
        const text = allText(page);

        it('has a title, an intro and enough sections', () => {
          expect(page.title.trim().length).toBeGreaterThan(0);
          expect(page.intro.trim().length).toBeGreaterThan(20);
          expect(page.sections.length).toBeGreaterThanOrEqual(slug === 'faq' ? 10 : 2);
          // The data download and sessions added one question: 15 at most.
          if (slug === 'faq') expect(page.sections.length).toBeLessThanOrEqual(15);
          for (const s of page.sections) {
            expect(s.heading.trim().length).toBeGreaterThan(0);
            expect(s.paragraphs.length + (s.list?.length ?? 0)).toBeGreaterThan(0);
          }
        });

        it('has no empty strings, leftover placeholders or undefined values', () => {
          for (const str of allStrings(page)) expect(str.trim().length).toBeGreaterThan(0);
          expect(text).not.toContain('{');
          expect(text).not.toContain('}');
          expect(text).not.toContain('undefined');
          expect(text).not.toContain('null');
          expect(text).not.toContain('NaN');
          expect(text).not.toContain('[object');
          expect(text).not.toMatch(/[^.]\.\.(?!\.)/); // no 'B.V..'
          expect(text).not.toMatch(/ {2}| ,| \./);
        });

        it('differs from the other locale', () => {
          const other = locale === 'nl' ? 'en' : 'nl';
          const otherPage = staticPageContent(slug, other, ctxFor(other));
          expect(otherPage.title).not.toBe(page.title);
          expect(otherPage.intro).not.toBe(page.intro);
          expect(allText(otherPage)).not.toBe(text);
        });

        it('contains the phone number when given, and no phone mention when empty', () => {
          const noPhone = allText(staticPageContent(slug, locale, ctxFor(locale, { supportPhone: '' })));
          expect(noPhone).not.toMatch(/Telefoon:|Phone:|telefonisch|by phone|bellen|call us/i);
          expect(noPhone).not.toContain('0201234567');
          if (slug === 'service' || slug === 'complaints') expect(text).toContain('0201234567');
        });
      });
    }
  }

  const contains: Array<[StaticPageSlug, (ctx: StaticPageContext) => string[]]> = [
    [
      'terms',
      (c) => [
        c.company.name,
        c.company.kvk,
        `${c.minAge}`,
        c.termsVersionDate,
        c.siteName,
        c.domain,
        c.fictionalPlural,
        ...c.company.tradenames,
        ...c.company.vat_numbers,
        c.company.address,
        c.company.city,
        `${c.refundDays}`,
      ],
    ],
    [
      'privacy',
      (c) => [
        c.company.name,
        c.company.kvk,
        c.supportEmail,
        c.company.address,
        c.company.city,
        c.company.country,
        c.fictionalPlural,
      ],
    ],
    ['cookies', (c) => [c.siteName, c.supportEmail]],
    ['ban', (c) => [c.supportEmail, `${c.minAge}`]],
    ['faq', (c) => [`${c.refundDays}`, c.supportEmail, c.fictionalPlural, 'iDEAL', 'PayPal', 'SEPA']],
    ['return-policy', (c) => [`${c.refundDays}`, c.supportEmail]],
    [
      'service',
      (c) => [
        c.supportEmail,
        c.supportPhone,
        c.company.name,
        c.company.address,
        c.company.city,
        c.company.kvk,
        ...c.company.vat_numbers,
      ],
    ],
    [
      'complaints',
      (c) => [
        c.supportEmail,
        c.supportPhone,
        c.company.name,
        c.company.address,
        c.company.city,
        c.company.country,
        c.siteName,
      ],
    ],
  ];

  for (const [slug, expected] of contains) {
    for (const locale of LOCALES) {
      it(`${slug} (${locale}) contains the context values`, () => {
        const ctx = ctxFor(locale);
        const text = allText(staticPageContent(slug, locale, ctx));
        for (const v of expected(ctx)) expect(text).toContain(v);
      });
    }
  }

  it('terms mention the version date as "Versie van …" / "Version of …"', () => {
    expect(allText(staticPageContent('terms', 'nl', ctxFor('nl')))).toContain('Versie van 1 december 2023');
    expect(allText(staticPageContent('terms', 'en', ctxFor('en')))).toContain('Version of 1 December 2023');
  });

  it('terms state the minimum age from the context', () => {
    const nl = allText(staticPageContent('terms', 'nl', ctxFor('nl', { minAge: 21 })));
    expect(nl).toContain('21 jaar');
    expect(nl).not.toContain('18 jaar');
    const en = allText(staticPageContent('terms', 'en', ctxFor('en', { minAge: 21 })));
    expect(en).toContain('at least 21 years old');
  });

  it('uses the refund days in words that fit the number', () => {
    expect(allText(staticPageContent('return-policy', 'nl', ctxFor('nl', { refundDays: 1 })))).toContain('1 dag');
    expect(allText(staticPageContent('return-policy', 'nl', ctxFor('nl', { refundDays: 30 })))).toContain('30 dagen');
    expect(allText(staticPageContent('faq', 'en', ctxFor('en', { refundDays: 30 })))).toContain('30 days');
  });

  it('complaints state the ways to complain, the terms, the escalation and the report/block route', () => {
    const nl = allText(staticPageContent('complaints', 'nl', ctxFor('nl')));
    expect(nl).toContain('per e-mail naar support@klik.example');
    expect(nl).toContain('telefonisch via 0201234567');
    expect(nl).toContain('per brief naar Klikmedia B.V., Herengracht 123, 1015 BG Amsterdam, Nederland.');
    expect(nl).toContain('bestel- of transactienummer');
    expect(nl).toContain('binnen 2 werkdagen');
    expect(nl).toContain('Binnen 14 dagen');
    expect(nl).toContain('De Geschillencommissie');
    // The EU ODR platform closed in July 2025 (Regulation (EU) 2024/3228): no link to it.
    expect(nl).not.toContain('consumers/odr');
    expect(nl).toContain("'Melden'");
    expect(nl).toContain("'Blokkeren'");

    const en = allText(staticPageContent('complaints', 'en', ctxFor('en')));
    expect(en).toContain('by e-mail to support@klik.example');
    expect(en).toContain('by phone at 0201234567');
    expect(en).toContain('by letter to Klikmedia B.V., Herengracht 123, 1015 BG Amsterdam, the Netherlands.');
    expect(en).toContain('order or transaction number');
    expect(en).toContain('within 2 working days');
    expect(en).toContain('within 14 days');
    expect(en).toContain('Geschillencommissie');
    expect(en).not.toContain('consumers/odr');
    expect(en).toContain("'Report'");
    expect(en).toContain("'Block'");
  });

  it('complaints leave out the letter when the company has no address, and end the list properly', () => {
    for (const locale of LOCALES) {
      const base = ctxFor(locale, { supportPhone: '' });
      const ctx = { ...base, company: { ...base.company, address: '', city: '', country: '' } };
      const page = staticPageContent('complaints', locale, ctx);
      const text = allText(page);
      expect(text).not.toMatch(/per brief|by letter/);
      const first = page.sections[0];
      expect(first?.list).toEqual([
        locale === 'nl' ? 'per e-mail naar support@klik.example.' : 'by e-mail to support@klik.example.',
      ]);
      expect(first?.paragraphs[0]).toMatch(locale === 'nl' ? /de volgende manier bij/ : /the following way\./);
    }
  });

  it('copes with a company without trade names or VAT numbers', () => {
    for (const slug of STATIC_PAGE_SLUGS) {
      for (const locale of LOCALES) {
        const base = ctxFor(locale);
        const ctx = { ...base, company: { ...base.company, tradenames: [], vat_numbers: [] } };
        const text = allText(staticPageContent(slug, locale, ctx));
        expect(text).not.toMatch(/Handelsna(am|men)|Trade names?:|Btw-nummer|VAT number|VAT identification/);
        expect(text).not.toContain('undefined');
      }
    }
  });
});

/**
 * "make the texts true": where terms and FAQ send a member to delete the account, the
 * settings card of that name exists (its title is the catalogue's `deletion.title`), and they
 * promise reactivation by the mailed link, not by logging in (which only offers the link again).
 */
describe('the deletion path the pages name', () => {
  it.each(LOCALES)('names the settings card that exists and the mailed reactivation link (%s)', async (locale) => {
    const { createTranslator } = await import('../i18n/index.ts');
    const t = createTranslator(locale);
    for (const slug of ['terms', 'faq'] as const) {
      const text = allText(staticPageContent(slug, locale, ctxFor(locale)));
      expect(text).toContain(`'${t('deletion.title')}'`);
      expect(text).not.toMatch(/reactivate your account by logging in|heractiveren door (gewoon )?weer in te loggen/);
      expect(text).toMatch(locale === 'nl' ? /link uit de e-mail/ : /link in the e-mail/);
    }
  });
});

describe('the pages in the further member languages', () => {
  const ctx = ctxFor('en');
  const sentences = (p: StaticPageContent) =>
    [p.title, p.intro, ...p.sections.flatMap((s) => [s.heading, ...s.paragraphs])].filter(
      (x) => x.split(/\s+/).length >= 4,
    );
  it.each(MEMBER_LOCALES)('%s: every page, section for section as the English, none of it copied', (locale) => {
    for (const slug of STATIC_PAGE_SLUGS) {
      expect(hasStaticPage(slug, locale), `${slug} in ${locale}`).toBe(true);
      const page = staticPageContent(slug, locale, ctx);
      const en = staticPageContent(slug, 'en', ctx);
      const nl = staticPageContent(slug, 'nl', ctxFor('nl'));
      expect(page.sections.map((s) => s.paragraphs.length)).toEqual(en.sections.map((s) => s.paragraphs.length));
      const copied = new Set([...sentences(en), ...sentences(nl)]);
      expect(
        sentences(page).filter((x) => copied.has(x)),
        `${slug} in ${locale}`,
      ).toEqual([]);
      expect(allText(page)).not.toMatch(/undefined|\{|\}|\.\./);
    }
  });
});

describe('Flemish pages (nl-BE, decision 050)', () => {
  const ctx = ctxFor('nl');

  it('words the FAQ and the customer service page the Flemish way, and names only methods a Belgian can pay with', () => {
    for (const slug of ['faq', 'service'] as const) {
      const flemish = allText(staticPageContent(slug, 'nl-BE', ctx));
      expect(flemish).not.toBe(allText(staticPageContent(slug, 'nl', ctx)));
      expect(flemish).not.toMatch(
        /inlog|uitlog|ingelogd|uitgelogd|klantenservice|apparat|openingstijden|iDEAL|incasso/i,
      );
      expect(flemish).toContain('klantendienst');
      // The site's own details are all there.
      for (const value of ['support@klik.example', '0201234567', 'Klikmedia B.V.'])
        expect(flemish, `${slug}: ${value}`).toContain(value);
    }
    const faq = allText(staticPageContent('faq', 'nl-BE', ctx));
    expect(faq).toContain('kredietkaart, PayPal en domiciliëring');
    expect(faq).toContain("Klik bij het aanmelden op 'Wachtwoord vergeten?'");
    expect(faq).toContain('van 9u tot 17u');
    // The screens it names, as a Flemish member sees them.
    const screen = catalogueFor('nl-BE');
    for (const key of ['sessions.title', 'sessions.end', 'sessions.endOthers', 'export.title'] as const)
      expect(faq, key).toContain(`'${screen[key]}'`);
    expect(staticPageContent('service', 'nl-BE', ctx).title).toBe('Klantendienst');
    // Without a phone line the Flemish pages leave it out too.
    const noPhone = allText(staticPageContent('faq', 'nl-BE', ctxFor('nl', { supportPhone: '' })));
    expect(noPhone).not.toContain('bellen');
  });

  it('keeps the Dutch legal pages, and French in Belgium is the French pages', () => {
    for (const slug of ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'complaints'] as const)
      expect(staticPageContent(slug, 'nl-BE', ctx)).toEqual(staticPageContent(slug, 'nl', ctx));
    for (const slug of STATIC_PAGE_SLUGS)
      expect(staticPageContent(slug, 'fr-BE', ctx)).toEqual(staticPageContent(slug, 'fr', ctx));
  });
});

describe('the cookie policy and the campaign cookie’s consent (decision 055)', () => {
  it('in every language, tells the functional cookies from the one that needs consent, and how to change the choice', () => {
    for (const locale of ['nl', 'en', ...MEMBER_LOCALES] as const) {
      const page = staticPageContent('cookies', locale, ctxFor('en'));
      const text = allText(page);
      // The functional list, the campaign cookie's own section and the choice's: three headings of their own.
      expect(page.sections.length, locale).toBe(7);
      // Both retention periods: the campaign cookie's 30 days and the answer's 180.
      expect(text, locale).toContain('30');
      expect(text, locale).toContain('180');
      // The buttons it points to are the ones the page shows, in that language.
      const screen = catalogueFor(locale);
      expect(text, locale).toContain(screen['consent.accept']);
      expect(text, locale).toContain(screen['consent.refuse']);
    }
  });
});
