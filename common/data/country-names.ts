/**
 * The site's countries by name, in Dutch and English (product §3). Apart from common/data/regions.ts
 * (which re-exports it): browser code that shows a country's name does not carry the region lists
 * with it — they are built at module load, so importing one name from there brought them all.
 */
import type { CountryCode } from '../constants.ts';

export const COUNTRY_NAMES: Record<CountryCode, { nl: string; en: string }> = {
  US: { nl: 'Verenigde Staten', en: 'United States' },
  NL: { nl: 'Nederland', en: 'Netherlands' },
  BE: { nl: 'België', en: 'Belgium' },
  FR: { nl: 'Frankrijk', en: 'France' },
  IT: { nl: 'Italië', en: 'Italy' },
  ES: { nl: 'Spanje', en: 'Spain' },
  DE: { nl: 'Duitsland', en: 'Germany' },
  AT: { nl: 'Oostenrijk', en: 'Austria' },
  IE: { nl: 'Ierland', en: 'Ireland' },
  GB: { nl: 'Verenigd Koninkrijk', en: 'United Kingdom' },
  CA: { nl: 'Canada', en: 'Canada' },
  PL: { nl: 'Polen', en: 'Poland' },
  AU: { nl: 'Australië', en: 'Australia' },
  NZ: { nl: 'Nieuw-Zeeland', en: 'New Zealand' },
  CH: { nl: 'Zwitserland', en: 'Switzerland' },
};

/**
 * A country's name in the member's language: the curated Dutch and English names above, CLDR's
 * (`Intl.DisplayNames`) for the other languages; the code itself when neither has one.
 */
export function countryName(code: string, locale: string): string {
  const names = (COUNTRY_NAMES as Record<string, { nl: string; en: string } | undefined>)[code];
  if (names && (locale === 'nl' || locale === 'en')) return names[locale];
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? names?.en ?? code;
  } catch {
    return names?.en ?? code;
  }
}
