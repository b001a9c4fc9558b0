import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { catalogueProblems, overrideProblems, wholeNumberCategories } from './catalogue-check.ts';
import { MEMBER_LOCALES, catalogueFor, createTranslator, memberCatalogueOf, regionalCatalogueOf } from './index.ts';
import { REGIONAL_LOCALES, type RegionalLocale } from '../constants.ts';
import { baseLocale } from '../rules/locale.ts';

/**
 * The guard of the catalogues: every language has every key it must, with the Dutch placeholders and
 * its own plural forms, and no sentence left in another language (catalogue-check.ts).
 */
const ALL_KEYS = Object.keys(nl);

describe('every member language', () => {
  const memberKeys = ALL_KEYS.filter((k) => !k.startsWith('staff.'));
  it.each(MEMBER_LOCALES)(
    '%s has every member text, with the Dutch placeholders, its plural forms and nothing copied',
    (locale) => {
      expect(
        catalogueProblems({
          locale,
          source: nl,
          target: memberCatalogueOf(locale),
          keys: memberKeys,
          others: [nl, en],
        }),
      ).toEqual([]);
    },
  );
});

describe('the catalogue guard', () => {
  it('finds nothing wrong with the English catalogue', () => {
    expect(catalogueProblems({ locale: 'en', source: nl, target: en, keys: ALL_KEYS })).toEqual([]);
  });

  it('fails on a removed key, a changed placeholder, a missing plural form and a copied sentence', () => {
    const key = 'mail.common.greeting';
    const { [key]: _removed, ...withoutOne } = en;
    expect(catalogueProblems({ locale: 'en', source: nl, target: withoutOne, keys: ALL_KEYS })).toEqual([
      { key, problem: 'missing' },
    ]);
    expect(
      catalogueProblems({ locale: 'en', source: nl, target: { ...en, [key]: 'Hi {naam},' }, keys: [key] }),
    ).toEqual([{ key, problem: 'placeholders {naam} where the Dutch has {name}' }]);
    const plural = 'mail.password_reset.validity';
    expect(
      catalogueProblems({
        locale: 'pl',
        source: nl,
        target: { [plural]: 'Link jest ważny {validMinutes, plural, one {# minutę} other {# minut}}.' },
        keys: [plural],
      }),
    ).toEqual([{ key: plural, problem: 'plural {validMinutes} lacks few, many' }]);
    expect(
      catalogueProblems({ locale: 'de', source: nl, target: en, keys: ['mail.activation.intro'], others: [en] }),
    ).toEqual([{ key: 'mail.activation.intro', problem: 'not translated (the same sentence as another language)' }]);
  });

  it('knows each language’s plural forms for whole numbers', () => {
    expect([...wholeNumberCategories('pl')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...wholeNumberCategories('de')].sort()).toEqual(['one', 'other']);
    expect([...wholeNumberCategories('fr')].sort()).toEqual(['one', 'other']);
  });
});

/** A language's member texts: what a regional variant (decision 050) may have texts of its own for. */
function memberTextsOf(tag: RegionalLocale): Record<string, string> {
  const all = catalogueFor(baseLocale(tag));
  return Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith('staff.')));
}

describe('every regional variant', () => {
  it.each(REGIONAL_LOCALES)(
    '%s has only member keys of its language, with its placeholders and plural forms, each text its own',
    (tag) => {
      const override = regionalCatalogueOf(tag);
      expect(Object.keys(override).length).toBeGreaterThan(0);
      expect(overrideProblems({ locale: tag, base: memberTextsOf(tag), override })).toEqual([]);
    },
  );

  it('reads as its language with its own texts over it, and as the plain language elsewhere', () => {
    expect(catalogueFor('nl-BE')['nav.login']).toBe('Aanmelden');
    expect(catalogueFor('nl')['nav.login']).toBe('Inloggen');
    // A text the variant leaves alone is the language's own.
    expect(catalogueFor('nl-BE')['members.title']).toBe(catalogueFor('nl')['members.title']);
    expect(catalogueFor('fr-BE')['payments.ui.method.creditcard']).toBe('Carte de crédit');
    expect(catalogueFor('fr-BE')['members.title']).toBe(catalogueFor('fr')['members.title']);
    // The staff console is not regional: Dutch staff keys come through unchanged.
    expect(catalogueFor('nl-BE')['staff.login.title']).toBe(catalogueFor('nl')['staff.login.title']);
  });

  it('formats numbers and dates in its messages the region’s way', () => {
    const date = new Date(Date.UTC(2026, 2, 5, 12));
    const text = { x: '{d, date, short}' } as unknown as Parameters<typeof createTranslator>[1];
    const say = (tag: 'nl' | 'nl-BE') => createTranslator(tag, text)('x' as never, { d: date });
    expect(say('nl')).toBe('5-3-26');
    expect(say('nl-BE')).toBe('5/3/26');
  });
});

describe('the regional guard', () => {
  const base = memberTextsOf('nl-BE');

  it('fails on a key its language does not have, a text equal to the language’s, and an empty one', () => {
    expect(overrideProblems({ locale: 'nl-BE', base, override: { 'nav.loginn': 'Aanmelden' } })).toEqual([
      { key: 'nav.loginn', problem: 'not a key of the base language' },
    ]);
    // The console's keys are not a member text: no variant of them.
    expect(overrideProblems({ locale: 'nl-BE', base, override: { 'staff.login.title': 'Aanmelden beheer' } })).toEqual([
      { key: 'staff.login.title', problem: 'not a key of the base language' },
    ]);
    expect(overrideProblems({ locale: 'nl-BE', base, override: { 'nav.login': 'Inloggen' } })).toEqual([
      { key: 'nav.login', problem: 'the same as the base language' },
    ]);
    expect(overrideProblems({ locale: 'nl-BE', base, override: { 'nav.login': ' ' } })).toEqual([
      { key: 'nav.login', problem: 'empty' },
    ]);
  });

  it('fails on other placeholders, other plural forms and invalid ICU', () => {
    expect(overrideProblems({ locale: 'nl-BE', base, override: { 'mail.common.greeting': 'Dag {naam},' } })).toEqual([
      { key: 'mail.common.greeting', problem: 'placeholders {naam} where the base has {name}' },
    ]);
    const plural = 'sessions.endedOthers';
    expect(
      overrideProblems({
        locale: 'nl-BE',
        base,
        override: {
          [plural]: '{count, plural, one {Op 1 ander toestel afgemeld.} other {Op # andere toestellen afgemeld.}}',
        },
      }),
    ).toEqual([{ key: plural, problem: 'plurals [count: one other] where the base has [count: =0 one other]' }]);
    expect(
      overrideProblems({ locale: 'nl-BE', base, override: { 'mail.common.greeting': 'Dag {name,' } })[0]?.problem,
    ).toMatch(/^not valid ICU/);
  });
});
