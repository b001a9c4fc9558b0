import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { catalogueProblems, wholeNumberCategories } from './catalogue-check.ts';
import { MEMBER_LOCALES, memberCatalogueOf } from './index.ts';

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
