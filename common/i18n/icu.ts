/**
 * The part of ICU message syntax our catalogues use, in ≈1 kB instead of intl-messageformat's
 * ≈11 kB gzip in every page's first load: {arg}, {n, number}, {d, date|time, style
 * or ::skeleton}, {n, plural, =0 {…} one {…} other {…}} with #, {x, select, …}, and ICU quoting
 * ('' and '{…}'). icu.test.ts formats every catalogue text with this and with intl-messageformat
 * and requires the same result, so the two cannot drift apart.
 */

type Node =
  | string
  | { kind: 'arg'; name: string; type?: 'number' | 'date' | 'time'; style?: string }
  | { kind: 'plural'; name: string; offset: number; options: Record<string, Node[]> }
  | { kind: 'select'; name: string; options: Record<string, Node[]> }
  | { kind: 'pound' };

export type IcuValues = Record<string, string | number | Date>;

class Parser {
  i = 0;
  constructor(readonly src: string) {}

  fail(what: string): never {
    throw new SyntaxError(`ICU message: ${what} at ${this.i} in ${JSON.stringify(this.src)}`);
  }

  /** Text and arguments up to an unmatched '}' (or the end, at the top). */
  message(inPlural: boolean, nested: boolean): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    const { src } = this;
    while (this.i < src.length) {
      const c = src[this.i]!;
      if (c === "'") {
        const next = src[this.i + 1];
        if (next === "'") {
          text += "'";
          this.i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#') || next === '|') {
          // Quoted literal text up to the next lone apostrophe; '' inside stands for one.
          this.i += 1;
          while (this.i < src.length) {
            if (src[this.i] === "'") {
              if (src[this.i + 1] === "'") {
                text += "'";
                this.i += 2;
                continue;
              }
              this.i += 1;
              break;
            }
            text += src[this.i];
            this.i += 1;
          }
        } else {
          text += c;
          this.i += 1;
        }
      } else if (c === '{') {
        flush();
        this.i += 1;
        out.push(this.argument());
      } else if (c === '}') {
        if (!nested) this.fail("unexpected '}'");
        break;
      } else if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        this.i += 1;
      } else {
        text += c;
        this.i += 1;
      }
    }
    flush();
    return out;
  }

  ws() {
    while (/\s/.test(this.src[this.i] ?? '')) this.i += 1;
  }

  word(): string {
    this.ws();
    const start = this.i;
    while (this.i < this.src.length && !/[\s,{}]/.test(this.src[this.i]!)) this.i += 1;
    return this.src.slice(start, this.i);
  }

  expect(c: string) {
    this.ws();
    if (this.src[this.i] !== c) this.fail(`expected '${c}'`);
    this.i += 1;
  }

  argument(): Node {
    const name = this.word();
    if (!name) this.fail('argument name missing');
    this.ws();
    if (this.src[this.i] === '}') {
      this.i += 1;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    this.ws();
    if (type === 'plural' || type === 'select') {
      this.expect(',');
      let offset = 0;
      const options: Record<string, Node[]> = {};
      for (;;) {
        this.ws();
        if (this.src[this.i] === '}') {
          this.i += 1;
          break;
        }
        const key = this.word();
        if (!key) this.fail('option missing');
        if (key.startsWith('offset:')) {
          offset = Number(key.slice(7));
          continue;
        }
        this.expect('{');
        options[key] = this.message(type === 'plural', true);
        this.expect('}');
      }
      if (!options.other) this.fail("'other' missing");
      return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
    }
    if (type !== 'number' && type !== 'date' && type !== 'time') this.fail(`unknown type ${type}`);
    let style: string | undefined;
    if (this.src[this.i] === ',') {
      this.i += 1;
      const end = this.src.indexOf('}', this.i);
      if (end < 0) this.fail("'}' missing");
      style = this.src.slice(this.i, end).trim();
      this.i = end;
    }
    this.expect('}');
    return { kind: 'arg', name, type, style };
  }
}

// intl-messageformat's default formats for {d, date|time, short|medium|long|full}.
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

/** A date skeleton (`::dMMMMjmm`) as Intl options: the letters our catalogues use. */
function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const o: Intl.DateTimeFormatOptions = {};
  for (const [run] of skeleton.matchAll(/(.)\1*/g)) {
    const n = run.length;
    const two = n === 2 ? '2-digit' : 'numeric';
    switch (run[0]) {
      case 'd':
        o.day = two;
        break;
      case 'M':
        o.month = n === 1 ? 'numeric' : n === 2 ? '2-digit' : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow';
        break;
      case 'y':
        o.year = two;
        break;
      case 'E':
        o.weekday = n <= 3 ? 'short' : n === 4 ? 'long' : 'narrow';
        break;
      case 'j':
        o.hour = two;
        break;
      case 'h':
        o.hour = two;
        o.hourCycle = 'h12';
        break;
      case 'H':
        o.hour = two;
        o.hourCycle = 'h23';
        break;
      case 'm':
        o.minute = two;
        break;
      case 's':
        o.second = two;
        break;
      default:
        throw new SyntaxError(`ICU date skeleton letter ${run[0]} is not supported`);
    }
  }
  return o;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}
const numberFormat = (locale: string) => cached(`n${locale}`, () => new Intl.NumberFormat(locale));
/**
 * A whole number below 1,000 is written the same in every language the site speaks (Latin digits,
 * no grouping), so it skips Intl.NumberFormat: a browser's first NumberFormat loads the locale's data,
 * 10–40 ms inside the first render of a page that cannot be interrupted (bench/README, hydration).
 */
function formatNumber(locale: string, n: number): string {
  return Number.isInteger(n) && n > -1000 && n < 1000 ? String(n) : numberFormat(locale).format(n);
}

function value(values: IcuValues, name: string): string | number | Date {
  const v = values[name];
  if (v === undefined) throw new Error(`ICU message: no value for {${name}}`);
  return v;
}

function render(nodes: Node[], locale: string, values: IcuValues, pound: number | null): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
    } else if (node.kind === 'pound') {
      out += pound === null ? '#' : formatNumber(locale, pound);
    } else if (node.kind === 'arg') {
      const v = value(values, node.name);
      if (node.type === 'number') {
        out += formatNumber(locale, Number(v));
      } else if (node.type === 'date' || node.type === 'time') {
        const style = node.style ?? 'medium';
        const options = style.startsWith('::')
          ? skeletonOptions(style.slice(2))
          : (node.type === 'date' ? DATE_STYLES : TIME_STYLES)[style];
        out += cached(
          `d${locale}\u0000${node.type}\u0000${style}`,
          () => new Intl.DateTimeFormat(locale, options),
        ).format(v instanceof Date ? v : Number(v));
      } else {
        out += String(v);
      }
    } else if (node.kind === 'plural') {
      const n = Number(value(values, node.name));
      const exact = node.options[`=${n}`];
      const rule = cached(`p${locale}`, () => new Intl.PluralRules(locale)).select(n - node.offset);
      out += render(exact ?? node.options[rule] ?? node.options.other!, locale, values, n - node.offset);
    } else {
      const v = String(value(values, node.name));
      out += render(node.options[v] ?? node.options.other!, locale, values, pound);
    }
  }
  return out;
}

const parsed = new Map<string, Node[]>();

/** Formats one ICU message; parsed once per source text. */
export function formatIcu(source: string, locale: string, values: IcuValues = {}): string {
  let nodes = parsed.get(source);
  if (!nodes) {
    nodes = new Parser(source).message(false, false);
    if (parsed.size > 2000) parsed.clear();
    parsed.set(source, nodes);
  }
  return render(nodes, locale, values, null);
}
