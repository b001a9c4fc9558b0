import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/constants.ts';
import { defaultSiteConfig } from './defaults.ts';
import { siteDefaultTexts } from '../../../common/content/site-default-texts.ts';

describe("a new site's own texts", () => {
  it('are in the language it is made in: a German site is German from the first visit', () => {
    const config = defaultSiteConfig({ name: 'Klack', domain: 'klack.de', language: 'de', countries: ['DE', 'AT'] });
    expect(config.domain_language).toBe('de');
    expect(config.index_title).toBe('Klack – Singles in deiner Nähe kennenlernen und chatten');
    expect(config.fictional_warning).toBe(
      'Dies ist ein fiktives Profil, das Klack zur Unterhaltung betreibt. Ein echtes Treffen ist nicht möglich.',
    );
    expect(config.fictional_singular).toBe('fiktives Profil');
    expect(Object.keys(config.operator_fixed_answers)).toEqual(['Treffen', 'Echte Person?', 'Kontaktdaten']);
  });

  it('exist in every member language, each its own and naming the site', () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const texts = siteDefaultTexts(locale, 'Klik');
      for (const text of [
        texts.indexTitle,
        texts.description,
        texts.fictionalWarning,
        ...Object.values(texts.fixedAnswers),
      ])
        expect(text, `${locale}: ${text}`).toContain('Klik');
      expect(seen.has(texts.fictionalWarning), locale).toBe(false);
      seen.add(texts.fictionalWarning);
      expect(Object.keys(texts.fixedAnswers)).toHaveLength(3);
    }
  });
});
