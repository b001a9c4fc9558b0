import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { nlBe } from './nl-be.ts';
import { frBe } from './fr-be.ts';
import { formatIcu } from './icu.ts';

// The AST element types of @formatjs/icu-messageformat-parser.
const ARGUMENT = 1,
  NUMBER = 2,
  DATE = 3,
  TIME = 4,
  SELECT = 5,
  PLURAL = 6;
type El = { type: number; value?: string; options?: Record<string, { value: El[] }> };

/** Every argument of a message with the values worth trying for it. */
function argumentsOf(ast: El[], into = new Map<string, (string | number | Date)[]>()) {
  for (const el of ast) {
    const add = (vals: (string | number | Date)[]) =>
      into.set(el.value!, [...new Set([...(into.get(el.value!) ?? []), ...vals])]);
    if (el.type === ARGUMENT) add(['Sanne', 7]);
    if (el.type === NUMBER) add([0, 1, 1234.5]);
    if (el.type === DATE || el.type === TIME) add([new Date(Date.UTC(2025, 5, 14, 7, 5, 0))]);
    if (el.type === PLURAL) add([0, 1, 2, 5, 1000]);
    if (el.type === SELECT) add([...Object.keys(el.options!), 'none-of-these']);
    for (const o of Object.values(el.options ?? {})) argumentsOf(o.value, into);
  }
  return into;
}

function* combinations(
  args: Map<string, (string | number | Date)[]>,
): Generator<Record<string, string | number | Date>> {
  const names = [...args.keys()];
  // One argument varied at a time, the others at their first value: enough to reach every branch.
  const base = Object.fromEntries(names.map((n) => [n, args.get(n)![0]!]));
  yield base;
  for (const n of names) for (const v of args.get(n)!.slice(1)) yield { ...base, [n]: v };
}

describe('ICU formatting (icu.ts) gives what intl-messageformat gives', () => {
  for (const [locale, catalogue] of [
    ['nl', nl],
    ['en', en],
    // The regional variants' own texts (decision 050), in their own tag.
    ['nl-BE', nlBe],
    ['fr-BE', frBe],
  ] as const) {
    it(`for every ${locale} catalogue text and the values that reach each of its branches`, () => {
      let checked = 0;
      for (const [key, source] of Object.entries(catalogue)) {
        const reference = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
        for (const values of combinations(argumentsOf(reference.getAst() as El[]))) {
          expect(formatIcu(source, locale, values), `${key} with ${JSON.stringify(values)}`).toBe(
            String(reference.format(values)),
          );
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(Object.keys(catalogue).length);
    });
  }

  it('quotes, exact plural cases, nested selects and # as the number', () => {
    const cases: [string, Record<string, string | number>][] = [
      ["It''s '{'literal'}' {name}", { name: 'x' }],
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }],
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 1 }],
      ['{n, plural, =0 {none} one {# item} other {# items}}', { n: 12345 }],
      [
        '{g, select, female {{n, plural, one {she has #} other {she has # (many)}}} other {they}}',
        { g: 'female', n: 3 },
      ],
      ['{n, plural, offset:1 one {you} other {you and # others}}', { n: 3 }],
    ];
    for (const [source, values] of cases) {
      expect(formatIcu(source, 'nl', values)).toBe(
        String(new IntlMessageFormat(source, 'nl', undefined, { ignoreTag: true }).format(values)),
      );
    }
  });

  it('refuses a missing value and a broken message, as intl-messageformat does', () => {
    expect(() => formatIcu('Hallo {name}', 'nl', {})).toThrow();
    expect(() => formatIcu('Hallo {name', 'nl', { name: 'x' })).toThrow();
  });
});
