/**
 * Demo members for the database seed: pure, deterministic generation (same seed, same members).
 * No database code here; the seed turns these into users, profiles and photos.
 */
import {
  INTEREST_IDS,
  type BodyType,
  type EyeColor,
  type Gender,
  type HairColor,
  type InterestId,
  type RelationshipStatus,
  type Sexuality,
  type SignupReason,
  type Tattoos,
} from '../../common/profile-fields.ts';
import { DEMO_PLACES, type DemoPlace } from './places.ts';
import { ageOn } from '../../common/rules/age.ts';

export interface DemoMember {
  /** Stable unique key, e.g. 'demo-0001'. */
  key: string;
  email: string;
  /** Profile name: a Dutch/Flemish first name or nickname, unique across the set. */
  name: string;
  gender: Gender;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  /** 1 to 4 Dutch sentences. */
  description: string;
  place: DemoPlace;
  hairColor: HairColor;
  eyeColor: EyeColor;
  bodyType: BodyType;
  relationshipStatus: RelationshipStatus;
  sexuality: Sexuality;
  tattoos: Tattoos;
  signupReason: SignupReason;
  /** 3 to 8 distinct interest ids. */
  interests: InterestId[];
  /** Under 5 for about 15% (shown as online), otherwise up to 30 days. */
  lastActiveMinutesAgo: number;
  /** A profile operated by the site (about 30%), flagged as such. */
  fictional: boolean;
  /** 1 to 4. */
  photoCount: number;
  /** Feed to renderAvatar() together with the photo index as `variant`. */
  avatarSeed: number;
}

export const DEMO_EMAIL_DOMAIN = 'demo.klik.local';
export const DEMO_MIN_AGE = 18;
export const DEMO_MAX_AGE = 70;
const MAX_MINUTES_AGO = 30 * 24 * 60;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
  /** `count` distinct items, drawn with probability proportional to their weights. */
  sampleWeighted<T>(entries: readonly (readonly [T, number])[], count: number): T[] {
    const pool = [...entries];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      let total = 0;
      for (const [, w] of pool) total += w;
      let r = this.next() * total;
      let index = pool.length - 1;
      for (let i = 0; i < pool.length; i++) {
        r -= pool[i]![1];
        if (r < 0) {
          index = i;
          break;
        }
      }
      out.push(pool[index]![0]);
      pool.splice(index, 1);
    }
    return out;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Names, by the generation in which they were popular

type Generation = 'older' | 'middle' | 'younger';

const FEMALE_NAMES: Record<Generation, readonly string[]> = {
  older: [
    'Ingrid',
    'Petra',
    'Anita',
    'Monique',
    'Yvonne',
    'Karin',
    'Jolanda',
    'Carla',
    'Ellen',
    'Marian',
    'Hennie',
    'Gerda',
    'Ria',
    'Annemieke',
    'Wilma',
    'Marjan',
    'Els',
    'Hilde',
    'Greet',
    'Conny',
    'Marianne',
    'Tineke',
    'Astrid',
    'Riet',
    'Lia',
  ],
  middle: [
    'Sandra',
    'Linda',
    'Esther',
    'Mirjam',
    'Wendy',
    'Nicole',
    'Marloes',
    'Ilse',
    'Joyce',
    'Chantal',
    'Daphne',
    'Kim',
    'Bianca',
    'Saskia',
    'Mariska',
    'Denise',
    'Kirsten',
    'Marieke',
    'Renate',
    'Femke',
    'Katrien',
    'Elke',
    'Leen',
    'Sofie',
    'Nathalie',
    'Caroline',
    'Manon',
    'Miranda',
    'Natasja',
    'Evelien',
  ],
  younger: [
    'Sanne',
    'Lotte',
    'Anouk',
    'Eva',
    'Lisa',
    'Sophie',
    'Emma',
    'Julia',
    'Fleur',
    'Iris',
    'Romy',
    'Tessa',
    'Noor',
    'Maud',
    'Floor',
    'Merel',
    'Esmee',
    'Demi',
    'Britt',
    'Lieke',
    'Nina',
    'Amber',
    'Isa',
    'Roos',
    'Hanne',
    'Lore',
    'Febe',
    'Jana',
    'Silke',
    'Fien',
    'Naomi',
    'Laura',
    'Camille',
    'Julie',
    'Chloe',
  ],
};

const MALE_NAMES: Record<Generation, readonly string[]> = {
  older: [
    'Henk',
    'Kees',
    'Wim',
    'Hans',
    'Gert',
    'Johan',
    'Jan',
    'Peter',
    'Rob',
    'Ton',
    'Frans',
    'Gerard',
    'Ad',
    'Harry',
    'Theo',
    'Cor',
    'Jos',
    'Luc',
    'Marc',
    'Willy',
    'Rene',
    'Eddy',
    'Fred',
    'Ruud',
    'Ben',
  ],
  middle: [
    'Mark',
    'Jeroen',
    'Sander',
    'Dennis',
    'Martijn',
    'Erik',
    'Marco',
    'Patrick',
    'Stefan',
    'Maarten',
    'Michiel',
    'Vincent',
    'Frank',
    'Richard',
    'Ronald',
    'Edwin',
    'Arjen',
    'Bart',
    'Wouter',
    'Joost',
    'Steven',
    'Kristof',
    'Geert',
    'Filip',
    'Koen',
    'Pieter',
    'Olivier',
    'Nicolas',
    'Raymond',
    'Remco',
  ],
  younger: [
    'Bas',
    'Thomas',
    'Tim',
    'Jasper',
    'Ruben',
    'Niels',
    'Daan',
    'Lars',
    'Kevin',
    'Bram',
    'Sven',
    'Thijs',
    'Joris',
    'Luuk',
    'Jesse',
    'Milan',
    'Stijn',
    'Rick',
    'Jordy',
    'Mike',
    'Robin',
    'Nick',
    'Tom',
    'Gijs',
    'Sem',
    'Jens',
    'Arne',
    'Seppe',
    'Kobe',
    'Jelle',
    'Brecht',
    'Dries',
    'Wout',
    'Maxime',
    'Julien',
  ],
};

const FEMALE_NICKNAMES = [
  'Zonnestraaltje',
  'Pittige_Meid',
  'Lachebekje',
  'Vlindertje',
  'Sterretje',
  'Spontane_Dame',
  'Zomerkind',
  'Zeemeermin',
  'Kusjes',
  'Zoetekauw',
  'Wildebras',
  'Nachtvlinder',
  'Dromertje',
  'Roodkapje',
  'Ondeugendje',
  'Bloemetje',
  'Stoere_Meid',
  'Zonnebloem',
  'Knuffelkont',
  'Glimlachje',
];

const MALE_NICKNAMES = [
  'Bourgondier',
  'Stoere_Vent',
  'Knuffelbeer',
  'Zeebonk',
  'Avonturier',
  'Fietsfanaat',
  'Grapjas',
  'Nachtuil',
  'Levensgenieter',
  'Zonnekoning',
  'Brombeer',
  'Wildeman',
  'Charmeur',
  'Ridder',
  'Durfal',
  'Bikkel',
  'Goudhaantje',
  'Speurneus',
  'Romanticus',
  'Lekkerding',
];

// ---------------------------------------------------------------------------------------------
// Places: about 80% in the Netherlands, 20% in Belgium, big cities more often

const CITY_WEIGHTS: Readonly<Record<string, number>> = {
  Amsterdam: 7,
  Rotterdam: 5,
  'Den Haag': 4,
  Utrecht: 4,
  Eindhoven: 3,
  Groningen: 3,
  Tilburg: 2,
  Almere: 2,
  Breda: 2,
  Nijmegen: 2,
  Arnhem: 2,
  Apeldoorn: 2,
  Haarlem: 2,
  Enschede: 2,
  Zwolle: 2,
  Leiden: 2,
  Maastricht: 2,
  Amersfoort: 2,
  "'s-Hertogenbosch": 2,
  Antwerpen: 5,
  Gent: 4,
  Brussel: 5,
  Leuven: 2,
  Brugge: 2,
  Liège: 2,
  Charleroi: 2,
  Hasselt: 2,
};

function placeEntries(country: 'NL' | 'BE'): (readonly [DemoPlace, number])[] {
  return DEMO_PLACES.filter((p) => p.country === country).map((p) => [p, CITY_WEIGHTS[p.name] ?? 1] as const);
}

// ---------------------------------------------------------------------------------------------
// Description fragments (Dutch)

const INTEREST_PHRASES: Record<InterestId, string> = {
  adventure: 'avontuur',
  art: 'kunst',
  beer: 'een lekker speciaalbiertje',
  gym: 'de sportschool',
  music: 'muziek',
  relationship: 'samen dingen ondernemen',
  kissing: 'zoenen',
  travelling: 'reizen',
  cooking: 'koken',
  dancing: 'dansen',
  movies: 'films',
  reading: 'een goed boek',
  photography: 'fotograferen',
  gaming: 'gamen',
  hiking: 'lange wandelingen',
  cycling: 'fietsen',
  running: 'hardlopen',
  swimming: 'zwemmen',
  yoga: 'yoga',
  fashion: 'mode',
  wine: 'een goed glas wijn',
  coffee: 'koffie',
  dogs: 'honden',
  cats: 'katten',
  nature: 'de natuur',
  beach: 'het strand',
  camping: 'kamperen',
  fishing: 'vissen',
  football: 'voetbal',
  tennis: 'tennis',
  golf: 'golf',
  skiing: 'skiën',
  sailing: 'zeilen',
  cars: "mooie auto's",
  motorcycles: 'motorrijden',
  technology: 'techniek',
  science: 'wetenschap',
  history: 'geschiedenis',
  theatre: 'theater',
  concerts: 'concerten',
  festivals: 'festivals',
  karaoke: 'karaoke',
  'board-games': 'spelletjesavonden',
  gardening: 'tuinieren',
  diy: 'klussen',
  volunteering: 'vrijwilligerswerk',
  spirituality: 'spiritualiteit',
  meditation: 'meditatie',
  romance: 'romantiek',
  cuddling: 'knuffelen',
  'dining-out': 'uit eten gaan',
  shopping: 'shoppen',
  sauna: 'een dagje sauna',
  series: 'series bingen',
  tattoos: 'tattoos',
};

/** Relative popularity of the interests. */
const INTEREST_WEIGHTS: Partial<Record<InterestId, number>> = {
  travelling: 6,
  music: 6,
  cooking: 5,
  movies: 5,
  'dining-out': 5,
  nature: 4,
  beach: 4,
  wine: 4,
  series: 4,
  cycling: 4,
  hiking: 3,
  concerts: 3,
  festivals: 3,
  dogs: 3,
  cats: 3,
  coffee: 3,
  romance: 3,
  cuddling: 3,
  gym: 3,
  reading: 3,
  dancing: 3,
  kissing: 2,
  sauna: 2,
  adventure: 2,
  running: 2,
  swimming: 2,
  football: 2,
  beer: 2,
  shopping: 2,
};

const TRAITS = [
  'spontaan',
  'eerlijk',
  'sportief',
  'nuchter',
  'zorgzaam',
  'avontuurlijk',
  'rustig',
  'ondeugend',
  'gezellig',
  'romantisch',
  'direct',
  'nieuwsgierig',
  'creatief',
  'positief',
  'loyaal',
  'sociaal',
  'eigenwijs',
  'attent',
  'open',
  'optimistisch',
];

const WORK = [
  'in de zorg',
  'in het onderwijs',
  'in de horeca',
  'in de bouw',
  'in de ICT',
  'bij een bank',
  'in de logistiek',
  'in de retail',
  'bij de gemeente',
  'in de techniek',
  "als zzp'er",
  'in de marketing',
  'op een kantoor',
  'in de transportsector',
  'bij een ziekenhuis',
  'in de kinderopvang',
];

interface DescriptionContext {
  firstName: string;
  age: number;
  gender: Gender;
  sexuality: Sexuality;
  place: DemoPlace;
  interests: readonly InterestId[];
  signupReason: SignupReason;
  relationshipStatus: RelationshipStatus;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function introSentence(rng: Rng, c: DescriptionContext): string {
  const womanOrMan = c.gender === 'female' ? 'vrouw' : 'man';
  const town = c.place.name;
  const templates: (() => string)[] = [
    () => `Hoi! Ik ben ${c.firstName}, ${c.age} jaar en ik woon in ${town}.`,
    () => `Hallo, ik ben ${c.firstName} uit ${town}.`,
    () => `Spontane ${womanOrMan} van ${c.age} uit de buurt van ${town}.`,
    () => `Ik woon in ${town} en werk ${rng.pick(WORK)}.`,
    () => `Ik ben ${c.firstName}, ik werk ${rng.pick(WORK)} en woon sinds een paar jaar in ${town}.`,
    () => `Nieuw hier! ${c.firstName}, ${c.age}, uit ${town}.`,
    () => `Welkom op mijn profiel, ik ben ${c.firstName}.`,
    () => `${c.age} jaar jong en woonachtig in ${town}.`,
  ];
  if (c.relationshipStatus === 'divorced') {
    templates.push(() => `Sinds een tijdje weer alleen en klaar voor een nieuw hoofdstuk.`);
  }
  if (c.relationshipStatus === 'widowed') {
    templates.push(() => `Na een paar moeilijke jaren sta ik weer open voor nieuwe mensen.`);
  }
  return rng.pick(templates)();
}

function traitSentence(rng: Rng): string {
  const [a, b, c] = rng.shuffle(TRAITS);
  const templates = [
    `Ik ben ${a}, ${b} en hou van lachen.`,
    `Vrienden omschrijven mij als ${a} en ${b}.`,
    `Ik ben een ${a} type met een ${b} kantje.`,
    `${capitalize(a!)}, ${b} en soms een beetje ${c}, dat ben ik wel.`,
    `Wie mij kent, weet dat ik ${a} ben en van gezelligheid hou.`,
    `Ik ben ${a} en ${b}, en ik neem het leven niet te serieus.`,
  ];
  return rng.pick(templates);
}

function interestSentence(rng: Rng, c: DescriptionContext, first: boolean): string {
  const count = Math.min(c.interests.length, rng.int(2, 3));
  const phrases = rng
    .shuffle(c.interests)
    .slice(0, count)
    .map((id) => INTEREST_PHRASES[id]);
  const list = joinList(phrases);
  const templates = [
    `Ik hou van ${list}.`,
    `In mijn vrije tijd geniet ik van ${list}.`,
    first ? `Ik ben gek op ${list}.` : `Verder ben ik gek op ${list}.`,
    `Mijn hobby's? ${capitalize(list)}.`,
    `Mijn weekenden draaien om ${list}.`,
    `${capitalize(list)}: daar word ik blij van.`,
  ];
  return rng.pick(templates);
}

function seekingSentence(rng: Rng, c: DescriptionContext): string {
  const options: Record<SignupReason, readonly string[]> = {
    friendship: [
      'Ik zoek vooral leuke contacten en zie wel waar het schip strandt.',
      'Nieuwe mensen leren kennen, daar ben ik voor hier.',
      'Ik sta open voor een leuke vriendschap, en wie weet meer.',
    ],
    dating: [
      'Zin om eens af te spreken voor een drankje?',
      'Ik zoek iemand om leuke dates mee te hebben.',
      'Een terrasje pakken en kijken of het klikt, dat lijkt me wel wat.',
    ],
    relationship: [
      'Ik hoop hier iemand te vinden voor iets serieus.',
      'Op zoek naar een maatje om lief en leed mee te delen.',
      'Ik ben klaar voor een echte relatie met iemand die weet wat hij of zij wil.',
    ],
    adventure: [
      'Ik ben in voor een spannend avontuur, discretie is voor mij vanzelfsprekend.',
      'Ik zoek wat spanning in mijn leven en ben benieuwd wat er op mijn pad komt.',
      'Geen verplichtingen, wel veel plezier: daar zoek ik iemand voor.',
    ],
    chat: [
      'Een ondeugend gesprekje? Dan ben je bij mij aan het goede adres.',
      'Ik begin graag met een goed gesprek, de rest komt vanzelf.',
      'Ik klets graag, dus stuur me gerust een bericht.',
    ],
  };
  return rng.pick(options[c.signupReason]);
}

function targetSentence(rng: Rng, c: DescriptionContext): string {
  let who: string;
  if (c.sexuality === 'bi') who = rng.pick(['man of vrouw', 'vrouw of man']);
  else if (c.sexuality === 'gay') who = 'man';
  else if (c.sexuality === 'lesbian') who = 'vrouw';
  else who = c.gender === 'female' ? 'man' : 'vrouw';
  const templates = [
    `Ben jij een ${who} met humor en een goed hart?`,
    `Ben jij die ${who} die mij aan het lachen maakt?`,
    `Ik zoek een ${who} die eerlijk is en van gezelligheid houdt.`,
    'Stuur gerust een berichtje!',
    'Durf jij het eerste bericht te sturen?',
    'Tot snel misschien? 😉',
    `Groetjes, ${c.firstName}`,
    'Ik ben benieuwd naar jouw verhaal!',
  ];
  return rng.pick(templates);
}

function composeDescription(rng: Rng, c: DescriptionContext): string {
  const count = rng.weighted([
    [1, 1],
    [2, 3],
    [3, 4],
    [4, 3],
  ] as const);
  const parts: ((first: boolean) => string)[] = [
    () => introSentence(rng, c),
    () => traitSentence(rng),
    (first) => interestSentence(rng, c, first),
    () => seekingSentence(rng, c),
    () => targetSentence(rng, c),
  ];
  // Keep the natural order (intro, character, hobbies, what I seek, closing) for the chosen parts.
  // A lone sentence should say something about the member, not only close.
  const candidates = count === 1 ? [0, 1, 2, 3] : parts.map((_, i) => i);
  const chosen = rng
    .shuffle(candidates)
    .slice(0, count)
    .sort((a, b) => a - b);
  return chosen.map((i, n) => parts[i]!(n === 0)).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Dates

function toIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function birthDateForAge(rng: Rng, age: number, today: Date): string {
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth();
  const td = today.getUTCDate();
  // Born after (today - age - 1 years) and on or before (today - age years).
  const latest = Date.UTC(ty - age, tm, td);
  const earliest = Date.UTC(ty - age - 1, tm, td) + 86_400_000;
  for (;;) {
    const days = Math.floor((latest - earliest) / 86_400_000);
    const iso = toIsoDate(new Date(earliest + rng.int(0, days) * 86_400_000));
    if (ageOn(iso, today) === age) return iso;
  }
}

// ---------------------------------------------------------------------------------------------
// Attributes

type Range = readonly [min: number, max: number];

function pickInRange(rng: Rng, [min, max]: Range): number {
  return rng.int(min, max);
}

function pickAge(rng: Rng): number {
  return pickInRange(
    rng,
    rng.weighted<Range>([
      [[18, 24], 10],
      [[25, 34], 27],
      [[35, 44], 25],
      [[45, 55], 23],
      [[56, 62], 9],
      [[63, 70], 6],
    ]),
  );
}

function pickSexuality(rng: Rng, gender: Gender): Sexuality {
  return gender === 'female'
    ? rng.weighted([
        ['hetero', 82],
        ['bi', 13],
        ['lesbian', 5],
      ] as const)
    : rng.weighted([
        ['hetero', 87],
        ['bi', 6],
        ['gay', 7],
      ] as const);
}

function pickHairColor(rng: Rng, gender: Gender, age: number): HairColor {
  const grey = age >= 60 ? 35 : age >= 50 ? 15 : age >= 42 ? 4 : 0;
  const bald = gender === 'male' ? (age >= 50 ? 16 : age >= 35 ? 8 : 2) : 0;
  return rng.weighted([
    ['blond', gender === 'female' ? 30 : 22],
    ['brown', 38],
    ['black', 13],
    ['red', 5],
    ['grey', grey],
    ['bald', bald],
    ['other', gender === 'female' ? 4 : 1],
  ] as const);
}

function pickBodyType(rng: Rng, gender: Gender): BodyType {
  return gender === 'female'
    ? rng.weighted([
        ['slim', 26],
        ['average', 32],
        ['athletic', 14],
        ['curvy', 22],
        ['large', 6],
      ] as const)
    : rng.weighted([
        ['slim', 18],
        ['average', 38],
        ['athletic', 30],
        ['curvy', 2],
        ['large', 12],
      ] as const);
}

function pickRelationshipStatus(rng: Rng, age: number): RelationshipStatus {
  return rng.weighted([
    ['single', age < 35 ? 80 : 55],
    ['divorced', age < 30 ? 2 : age < 45 ? 20 : 30],
    ['widowed', age >= 55 ? 12 : 1],
    ['in_relationship', 8],
    ['married', age < 28 ? 1 : 7],
  ] as const);
}

function pickSignupReason(rng: Rng, status: RelationshipStatus): SignupReason {
  if (status === 'married' || status === 'in_relationship') {
    return rng.weighted([
      ['adventure', 55],
      ['chat', 30],
      ['dating', 10],
      ['friendship', 5],
    ] as const);
  }
  return rng.weighted([
    ['relationship', 30],
    ['dating', 30],
    ['chat', 15],
    ['friendship', 12],
    ['adventure', 13],
  ] as const);
}

function pickTattoos(rng: Rng, age: number): Tattoos {
  return age < 40
    ? rng.weighted([
        ['none', 45],
        ['some', 42],
        ['many', 13],
      ] as const)
    : rng.weighted([
        ['none', 65],
        ['some', 30],
        ['many', 5],
      ] as const);
}

function pickInterests(rng: Rng, gender: Gender, tattoos: Tattoos): InterestId[] {
  const entries = INTEREST_IDS.map((id) => {
    let w = INTEREST_WEIGHTS[id] ?? 1;
    if (id === 'tattoos' && tattoos === 'many') w = 8;
    if (gender === 'male' && (id === 'football' || id === 'cars' || id === 'motorcycles' || id === 'beer')) w += 2;
    if (gender === 'female' && (id === 'yoga' || id === 'shopping' || id === 'fashion' || id === 'dancing')) w += 2;
    return [id, w] as const;
  });
  return rng.sampleWeighted(entries, rng.int(3, 8));
}

function pickLastActive(rng: Rng): number {
  if (rng.chance(0.15)) return rng.int(0, 4);
  return pickInRange(
    rng,
    rng.weighted<Range>([
      [[5, 180], 30],
      [[181, 24 * 60], 25],
      [[24 * 60 + 1, 7 * 24 * 60], 25],
      [[7 * 24 * 60 + 1, MAX_MINUTES_AGO], 20],
    ]),
  );
}

function generationOf(birthYear: number, rng: Rng): Generation {
  // Names drift between neighbouring generations now and then.
  const shifted = birthYear + rng.int(-6, 6);
  if (shifted < 1972) return 'older';
  if (shifted < 1990) return 'middle';
  return 'younger';
}

function asciiTown(place: DemoPlace): string {
  const special: Record<string, string> = { "'s-Hertogenbosch": 'DenBosch', 'Alphen aan den Rijn': 'Alphen' };
  return (special[place.name] ?? place.name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '');
}

function uniqueName(
  rng: Rng,
  used: Set<string>,
  firstName: string,
  gender: Gender,
  birthYear: number,
  place: DemoPlace,
): string {
  const yy = String(birthYear % 100).padStart(2, '0');
  const nick = rng.pick(gender === 'female' ? FEMALE_NICKNAMES : MALE_NICKNAMES);
  const candidates: string[] = [];
  const style = rng.weighted([
    ['plain', 40],
    ['year', 30],
    ['town', 12],
    ['nick', 12],
    ['lower', 6],
  ] as const);
  if (style === 'plain') candidates.push(firstName);
  if (style === 'year') candidates.push(rng.chance(0.5) ? `${firstName}_${yy}` : `${firstName}${yy}`);
  if (style === 'town') candidates.push(`${firstName}_${asciiTown(place)}`);
  if (style === 'nick') candidates.push(nick, `${nick}${yy}`);
  if (style === 'lower') candidates.push(`${firstName.toLowerCase()}${birthYear}`);
  candidates.push(firstName, `${firstName}_${yy}`, `${firstName}${yy}`, `${firstName}_${asciiTown(place)}`);
  for (const candidate of candidates) {
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
  for (let n = 2; ; n++) {
    const candidate = `${firstName}${yy}_${n}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * `count` demo members. Same seed, same members (dates of birth also depend on `today`, which
 * defaults to the current UTC day so that ages stay realistic whenever the seed runs).
 */
export function generateDemoMembers(count: number, options: { seed?: number; today?: Date } = {}): DemoMember[] {
  const rng = new Rng(options.seed ?? 20_240_501);
  const now = options.today ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const nlPlaces = placeEntries('NL');
  const bePlaces = placeEntries('BE');
  const usedNames = new Set<string>();
  const members: DemoMember[] = [];

  for (let i = 0; i < count; i++) {
    const key = `demo-${String(i + 1).padStart(4, '0')}`;
    const gender: Gender = rng.chance(0.55) ? 'female' : 'male';
    const age = pickAge(rng);
    const dateOfBirth = birthDateForAge(rng, age, today);
    const birthYear = Number(dateOfBirth.slice(0, 4));
    const place = rng.weighted(rng.chance(0.8) ? nlPlaces : bePlaces);
    const names = (gender === 'female' ? FEMALE_NAMES : MALE_NAMES)[generationOf(birthYear, rng)];
    const firstName = rng.pick(names);
    const name = uniqueName(rng, usedNames, firstName, gender, birthYear, place);
    usedNames.add(name.toLowerCase());

    const sexuality = pickSexuality(rng, gender);
    const hairColor = pickHairColor(rng, gender, age);
    const eyeColor = rng.weighted([
      ['blue', 38],
      ['brown', 27],
      ['green', 12],
      ['grey', 8],
      ['hazel', 15],
    ] as const);
    const bodyType = pickBodyType(rng, gender);
    const relationshipStatus = pickRelationshipStatus(rng, age);
    const signupReason = pickSignupReason(rng, relationshipStatus);
    const tattoos = pickTattoos(rng, age);
    const interests = pickInterests(rng, gender, tattoos);
    const description = composeDescription(rng, {
      firstName,
      age,
      gender,
      sexuality,
      place,
      interests,
      signupReason,
      relationshipStatus,
    });

    members.push({
      key,
      email: `${key}@${DEMO_EMAIL_DOMAIN}`,
      name,
      gender,
      dateOfBirth,
      description,
      place,
      hairColor,
      eyeColor,
      bodyType,
      relationshipStatus,
      sexuality,
      tattoos,
      signupReason,
      interests,
      lastActiveMinutesAgo: pickLastActive(rng),
      fictional: rng.chance(gender === 'female' ? 0.35 : 0.24),
      photoCount: rng.weighted([
        [1, 3],
        [2, 3],
        [3, 3],
        [4, 2],
      ] as const),
      avatarSeed: Math.floor(rng.float() * 0x7fffffff),
    });
  }
  return members;
}
