import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The guard of the catalogues (tests only: it parses with intl-messageformat, which never reaches a
 * page): a translation has every key its language must have, no empty text, the same placeholders
 * as the Dutch source, plural branches for every category the language uses for whole numbers, and
 * no sentence left in Dutch or English. A regional variant's own texts (nl-BE, fr-BE) are held to
 * their language's catalogue by `overrideProblems`.
 */

// The AST element types of @formatjs/icu-messageformat-parser.
const ARGUMENT = 1,
  NUMBER = 2,
  DATE = 3,
  TIME = 4,
  SELECT = 5,
  PLURAL = 6;
type El = { type: number; value?: string; options?: Record<string, { value: El[] }> };

interface Shape {
  args: Set<string>;
  plurals: { name: string; categories: Set<string> }[];
  selects: { name: string; categories: Set<string> }[];
}

function shapeOf(source: string, locale: string): Shape {
  const ast = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst() as El[];
  const shape: Shape = { args: new Set(), plurals: [], selects: [] };
  const walk = (els: El[]) => {
    for (const el of els) {
      if ([ARGUMENT, NUMBER, DATE, TIME, SELECT, PLURAL].includes(el.type)) shape.args.add(el.value!);
      if (el.type === PLURAL) shape.plurals.push({ name: el.value!, categories: new Set(Object.keys(el.options!)) });
      if (el.type === SELECT) shape.selects.push({ name: el.value!, categories: new Set(Object.keys(el.options!)) });
      for (const o of Object.values(el.options ?? {})) walk(o.value);
    }
  };
  walk(ast);
  return shape;
}

/** The plural categories a language uses for whole numbers 0–1,000 (Polish: one, few, many; German: one, other). */
export function wholeNumberCategories(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const used = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) used.add(rules.select(n));
  return used;
}

/**
 * Placeholders a translation may leave out: the site's own words for its fictional profiles
 * (`fictional_singular`, `fictional_plural`), set in the site's language, read oddly in another.
 */
const SITE_WORDS = new Set(['fictional', 'fictionalPlural']);

/** A text is "left in another language" when it is a sentence (four words or more) equal to that language's. */
const isSentence = (text: string) =>
  text
    .replace(/\{[^}]*\}/g, ' ')
    .trim()
    .split(/\s+/).length >= 4;

export interface CatalogueProblem {
  key: string;
  problem: string;
}

/**
 * What is wrong with `target` (the catalogue of `locale`) against the Dutch `source`, for the `keys`
 * it must have; `others` are catalogues of other languages a sentence must not be copied from.
 */
export function catalogueProblems(options: {
  locale: string;
  source: Record<string, string>;
  target: Record<string, string | undefined>;
  keys: readonly string[];
  others?: Record<string, string>[];
}): CatalogueProblem[] {
  const { locale, source, target, keys, others = [] } = options;
  const problems: CatalogueProblem[] = [];
  const needed = wholeNumberCategories(locale);
  for (const key of keys) {
    const text = target[key];
    if (text === undefined) {
      problems.push({ key, problem: 'missing' });
      continue;
    }
    if (text.trim() === '' && source[key]!.trim() !== '') {
      problems.push({ key, problem: 'empty' });
      continue;
    }
    let mine: Shape;
    let theirs: Shape;
    try {
      mine = shapeOf(text, locale);
      theirs = shapeOf(source[key]!, 'nl');
    } catch (err) {
      problems.push({ key, problem: `not valid ICU: ${(err as Error).message}` });
      continue;
    }
    // A placeholder the Dutch lacks has no value (the text fails); one left out loses what it says,
    // apart from the site's own words for its fictional profiles, written in the site's language.
    const kept = [...mine.args].sort();
    const wanted = [...theirs.args].filter((a) => mine.args.has(a) || !SITE_WORDS.has(a)).sort();
    if (kept.join() !== wanted.join())
      problems.push({ key, problem: `placeholders {${kept.join(', ')}} where the Dutch has {${wanted.join(', ')}}` });
    for (const p of mine.plurals) {
      const missing = [...needed].filter((c) => !p.categories.has(c)).sort();
      if (missing.length) problems.push({ key, problem: `plural {${p.name}} lacks ${missing.join(', ')}` });
    }
    if (isSentence(text) && others.some((o) => o[key] === text))
      problems.push({ key, problem: 'not translated (the same sentence as another language)' });
  }
  return problems;
}

/** A message's plurals or selects as one comparable line each ('count: =0 one other'), in order. */
const branches = (list: Shape['plurals']) => list.map((p) => `${p.name}: ${[...p.categories].sort().join(' ')}`).sort();

/**
 * What is wrong with a regional variant's own texts (`override`, decision 050) against its language's
 * catalogue (`base`, member texts only): a key the language does not have (a misspelt key would
 * never be shown), an empty text, invalid ICU, other placeholders than the language's text, other
 * plural or select branches than it, or a text equal to it (dead weight: the variant holds only
 * what differs).
 */
export function overrideProblems(options: {
  locale: string;
  base: Record<string, string>;
  override: Record<string, string | undefined>;
}): CatalogueProblem[] {
  const { locale, base, override } = options;
  const problems: CatalogueProblem[] = [];
  for (const [key, text] of Object.entries(override)) {
    const original = base[key];
    if (original === undefined) {
      problems.push({ key, problem: 'not a key of the base language' });
      continue;
    }
    if (text === undefined || text.trim() === '') {
      problems.push({ key, problem: 'empty' });
      continue;
    }
    if (text === original) {
      problems.push({ key, problem: 'the same as the base language' });
      continue;
    }
    let mine: Shape;
    let theirs: Shape;
    try {
      mine = shapeOf(text, locale);
      theirs = shapeOf(original, locale);
    } catch (err) {
      problems.push({ key, problem: `not valid ICU: ${(err as Error).message}` });
      continue;
    }
    const kept = [...mine.args].sort().join(', ');
    const wanted = [...theirs.args].sort().join(', ');
    if (kept !== wanted) problems.push({ key, problem: `placeholders {${kept}} where the base has {${wanted}}` });
    for (const kind of ['plurals', 'selects'] as const) {
      const a = branches(mine[kind]).join('; ');
      const b = branches(theirs[kind]).join('; ');
      if (a !== b) problems.push({ key, problem: `${kind} [${a}] where the base has [${b}]` });
    }
  }
  return problems;
}
