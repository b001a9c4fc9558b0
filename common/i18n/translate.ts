import type { LocaleTag } from '../constants.ts';
import type { MessageKey } from './nl.ts';
import { formatIcu } from './icu.ts';
import { scriptJson } from '../html.ts';

/**
 * Formatting messages, without any catalogue: the browser imports this, and receives the one
 * catalogue of the member's language in the page (see `CATALOGUE_ELEMENT_ID`), not in its
 * JavaScript. The server takes its catalogues from index.ts.
 */

export type { MessageKey };
export type Catalogue = Record<MessageKey, string>;
/** The keys a member ever sees: everything but the staff console's (`staff.*`), which stays nl/en. */
export type MemberMessageKey = Exclude<MessageKey, `staff.${string}`>;
/** A complete catalogue of a member language beyond nl and en (es, fr, it, pl, de): the type checker holds it to every member key. */
export type MemberCatalogue = Record<MemberMessageKey, string>;
export type Params = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * Formats ICU messages ({name}, plurals, selects, dates: icu.ts); numbers and dates in them the way
 * `tag` writes them (a regional variant's own way: 'nl-BE' dates as 5/03/2026).
 */
export function formatWith(tag: LocaleTag, catalogue: Partial<Catalogue>, fallback?: Partial<Catalogue>): Translate {
  return (key, params) => {
    const source = catalogue[key] ?? fallback?.[key] ?? key;
    if (!params && !source.includes('{') && !source.includes("'")) return source;
    return formatIcu(source, tag, params);
  };
}

/** The id of the `<script type="application/json">` that carries the page's catalogue. */
export const CATALOGUE_ELEMENT_ID = 'klik-catalogue';

/**
 * A catalogue as the text of a JSON script element: `<` is escaped so that no message can close
 * the element, and U+2028/9 so the text stays valid wherever it is read.
 */
export function catalogueScriptText(catalogue: Partial<Catalogue>): string {
  return scriptJson(catalogue);
}
