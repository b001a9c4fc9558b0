import type { Locale } from '../constants.ts';
import type { Catalogue, MemberCatalogue } from './translate.ts';

/**
 * Message catalogues per locale. nl is the source and complete; en is complete (the type checker
 * enforces both). The further member languages (es, fr, it, pl, de) are complete for every key a
 * member sees (`MemberCatalogue`, also enforced by the type checker); the staff console's keys
 * (`staff.*`) stay in English for them (docs/staff-console.md). The server has every catalogue at
 * hand (index.ts); the browser imports only the one it needs, when the language changes without a
 * page load (load.ts).
 */

/** The member languages beyond nl and en, each a complete member catalogue of its own. */
export const MEMBER_LOCALES = ['es', 'fr', 'it', 'pl', 'de'] as const satisfies readonly Locale[];
export type MemberLocale = (typeof MEMBER_LOCALES)[number];

export function isMemberLocale(locale: Locale): locale is MemberLocale {
  return (MEMBER_LOCALES as readonly string[]).includes(locale);
}

/** The locales whose member texts are all there (domain_language applies for these). */
export const SHIPPED_LOCALES: readonly Locale[] = ['nl', 'en', ...MEMBER_LOCALES];

/**
 * A locale's whole catalogue from what is at hand: nl and en are their own; a member language is
 * its own member texts over English (which gives the staff console's keys). Without `en` (the
 * browser switching language on a member page) the member texts alone, all a member page needs.
 * A regional variant (decision 050) is its language's catalogue with its own texts over it.
 */
export function combine(
  locale: Locale,
  sources: { nl?: Catalogue; en?: Catalogue; member?: Partial<MemberCatalogue>; regional?: RegionalCatalogue },
): Catalogue {
  const base =
    locale === 'nl' && sources.nl
      ? sources.nl
      : locale === 'en' && sources.en
        ? sources.en
        : ({ ...sources.en, ...sources.member } as Catalogue);
  return sources.regional ? { ...base, ...sources.regional } : base;
}

/**
 * The texts of a regional variant (nl-BE, fr-BE: decision 050) that differ from its language's: only
 * member texts (the staff console is not regional), each with its language's placeholders and plural
 * forms and never equal to it (catalogue-check.ts `overrideProblems`).
 */
export type RegionalCatalogue = Partial<MemberCatalogue>;
