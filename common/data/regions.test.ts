import { describe, it, expect } from 'vitest';
import { COUNTRIES, LOCALES } from '../constants.ts';
import { COUNTRY_NAMES, REGIONS, regionByCode, regionLabel } from './regions.ts';

const EXPECTED_COUNTS = {
  NL: 12,
  BE: 11,
  FR: 13,
  IT: 20,
  DE: 16,
  AT: 9,
  IE: 26,
  GB: 12,
  US: 51,
  CA: 13,
  PL: 16,
  AU: 8,
  NZ: 16,
  CH: 26,
} as const;

const pick = (l: { nl: string; en: string }) => ({ nl: l.nl, en: l.en });

describe('REGIONS', () => {
  it('covers exactly the countries of COUNTRIES', () => {
    expect(Object.keys(REGIONS).sort()).toEqual([...COUNTRIES].sort());
    for (const c of COUNTRIES) {
      expect(REGIONS[c].country).toBe(c);
      expect(REGIONS[c].regions.length).toBeGreaterThan(0);
    }
  });

  it('has the known number of regions per country', () => {
    for (const [country, count] of Object.entries(EXPECTED_COUNTS)) {
      expect(REGIONS[country as keyof typeof EXPECTED_COUNTS].regions, country).toHaveLength(count);
    }
    // 17 autonomous communities, optionally plus Ceuta and Melilla.
    expect([17, 19]).toContain(REGIONS.ES.regions.length);
  });

  it('has codes that are unique overall and start with the country code', () => {
    const all = COUNTRIES.flatMap((c) => REGIONS[c].regions.map((r) => r.code));
    expect(new Set(all).size).toBe(all.length);
    for (const c of COUNTRIES) {
      for (const r of REGIONS[c].regions) expect(r.code).toMatch(new RegExp(`^${c}-[A-Z0-9]+(-[A-Z0-9]+)?$`));
    }
  });

  it('has non-empty, trimmed names that are unique within a country', () => {
    for (const c of COUNTRIES) {
      const names = REGIONS[c].regions.map((r) => r.name);
      expect(new Set(names).size, c).toBe(names.length);
      for (const n of names) {
        expect(n.length).toBeGreaterThan(0);
        expect(n.trim()).toBe(n);
      }
    }
  });

  it('has labels per country', () => {
    expect(pick(REGIONS.NL.label)).toEqual({ nl: 'Provincie', en: 'Province' });
    expect(pick(REGIONS.DE.label)).toEqual({ nl: 'Deelstaat', en: 'State' });
    expect(pick(REGIONS.AT.label)).toEqual({ nl: 'Deelstaat', en: 'State' });
    expect(pick(REGIONS.CH.label)).toEqual({ nl: 'Kanton', en: 'Canton' });
    expect(pick(REGIONS.US.label)).toEqual({ nl: 'Staat', en: 'State' });
    expect(pick(REGIONS.ES.label)).toEqual({ nl: 'Autonome regio', en: 'Autonomous community' });
    expect(pick(REGIONS.PL.label)).toEqual({ nl: 'Woiwodschap', en: 'Voivodeship' });
    expect(pick(REGIONS.IE.label)).toEqual({ nl: 'Graafschap', en: 'County' });
    expect(pick(REGIONS.FR.label)).toEqual({ nl: 'Regio', en: 'Region' });
    expect(pick(REGIONS.IT.label)).toEqual({ nl: 'Regio', en: 'Region' });
    expect(REGIONS.DE.label.de).toBe('Bundesland');
    expect(REGIONS.PL.label.pl).toBe('Województwo');
    for (const c of COUNTRIES) {
      for (const l of LOCALES) expect(REGIONS[c].label[l].length, `${c} ${l}`).toBeGreaterThan(0);
      expect(REGIONS[c].label.nl.length).toBeGreaterThan(0);
      expect(REGIONS[c].label.en.length).toBeGreaterThan(0);
    }
  });
});

describe('regionByCode', () => {
  it('finds known examples', () => {
    expect(regionByCode('NL-NH')).toEqual({ country: 'NL', code: 'NL-NH', name: 'Noord-Holland' });
    expect(regionByCode('NL-FR')?.name).toBe('Friesland');
    expect(regionByCode('BE-VAN')?.name).toBe('Antwerpen');
    expect(regionByCode('BE-WLG')?.name).toBe('Liège');
    expect(regionByCode('BE-BRU')?.name).toBe('Brussel / Bruxelles');
    expect(regionByCode('DE-BY')?.name).toBe('Bayern');
    expect(regionByCode('AT-9')?.name).toBe('Wien');
    expect(regionByCode('CH-ZH')?.name).toBe('Zürich');
    expect(regionByCode('US-CA')?.name).toBe('California');
    expect(regionByCode('US-DC')?.country).toBe('US');
    expect(regionByCode('FR-IDF')?.name).toBe('Île-de-France');
    expect(regionByCode('IT-25')?.name).toBe('Lombardia');
    expect(regionByCode('ES-CT')?.country).toBe('ES');
    expect(regionByCode('IE-D')?.name).toBe('Dublin');
    expect(regionByCode('GB-SCT')?.name).toBe('Scotland');
    expect(regionByCode('GB-ENG-LON')?.name).toBe('London');
    expect(regionByCode('CA-QC')?.country).toBe('CA');
    expect(regionByCode('PL-14')?.name).toBe('Mazowieckie');
    expect(regionByCode('AU-NSW')?.name).toBe('New South Wales');
    expect(regionByCode('NZ-AUK')?.name).toBe('Auckland');
  });

  it('tells same-named regions apart by country', () => {
    expect(regionByCode('NL-LI')).toEqual({ country: 'NL', code: 'NL-LI', name: 'Limburg' });
    expect(regionByCode('BE-VLI')).toEqual({ country: 'BE', code: 'BE-VLI', name: 'Limburg' });
  });

  it('finds every region listed', () => {
    for (const c of COUNTRIES) {
      for (const r of REGIONS[c].regions) expect(regionByCode(r.code)).toEqual({ country: c, ...r });
    }
  });

  it('returns undefined for unknown codes', () => {
    expect(regionByCode('')).toBeUndefined();
    expect(regionByCode('NL')).toBeUndefined();
    expect(regionByCode('NL-XX')).toBeUndefined();
    expect(regionByCode('GB-ENG')).toBeUndefined();
  });
});

describe('regionLabel', () => {
  it('is in the member’s language', () => {
    expect(regionLabel('NL', 'nl')).toBe('Provincie');
    expect(regionLabel('NL', 'en')).toBe('Province');
    expect(regionLabel('CH', 'nl')).toBe('Kanton');
    expect(regionLabel('CH', 'fr')).toBe('Canton');
    expect(regionLabel('CH', 'it')).toBe('Cantone');
    expect(regionLabel('US', 'es')).toBe('Estado');
    expect(regionLabel('DE', 'nl')).toBe('Deelstaat');
    expect(regionLabel('DE', 'de')).toBe('Bundesland');
    expect(regionLabel('BE', 'nl-BE')).toBe('Provincie');
  });
});

describe('COUNTRY_NAMES', () => {
  it('names every country in nl and en', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRIES].sort());
    expect(COUNTRY_NAMES.NL).toEqual({ nl: 'Nederland', en: 'Netherlands' });
    expect(COUNTRY_NAMES.BE).toEqual({ nl: 'België', en: 'Belgium' });
    expect(COUNTRY_NAMES.GB.en).toBe('United Kingdom');
    const nl = COUNTRIES.map((c) => COUNTRY_NAMES[c].nl);
    const en = COUNTRIES.map((c) => COUNTRY_NAMES[c].en);
    expect(new Set(nl).size).toBe(COUNTRIES.length);
    expect(new Set(en).size).toBe(COUNTRIES.length);
  });
});
