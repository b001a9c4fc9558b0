/**
 * Illustrated (flat-design) portrait photos for the demo members of the seed: an SVG composed from
 * the seed, rendered to JPEG by sharp. The seed fixes the person (skin, hair, eyes, beard, glasses);
 * the variant changes the photo (background, clothing, pose, smile), so a member's photos differ
 * but show the same person.
 */
import sharp from 'sharp';
import type { EyeColor, Gender, HairColor } from '../../common/profile-fields.ts';
import { mulberry32 } from './people.ts';

export interface AvatarOptions {
  seed: number;
  gender: Gender;
  /** Photo index of the member: 0 for the first photo, 1, 2, … */
  variant: number;
  /** Width and height in pixels; 640 by default. */
  size?: number;
  /** The member's profile hair colour, so the picture matches the profile ('bald' gives no hair). */
  hairColor?: HairColor;
  /** The member's profile eye colour. */
  eyeColor?: EyeColor;
}

export const AVATAR_DEFAULT_SIZE = 640;
const JPEG_QUALITY = 80;

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let r = random() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

// ---------------------------------------------------------------------------------------------
// Colours

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const v = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Mixes a #rrggbb colour towards black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * t);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const SKIN_TONES: readonly (readonly [string, number])[] = [
  ['#fde2cf', 10],
  ['#f8d0b4', 16],
  ['#efbd9a', 16],
  ['#e3a881', 12],
  ['#cc8f63', 8],
  ['#ad7148', 6],
  ['#8c5533', 4],
  ['#673d22', 3],
];

const HAIR_PALETTES: Record<HairColor, readonly string[]> = {
  blond: ['#e8c874', '#d9b060', '#f0d898', '#cfa252'],
  brown: ['#6e4429', '#8a5a36', '#5a3520', '#9c6a42'],
  black: ['#2a1f1b', '#1e1a19', '#3a2a22'],
  red: ['#b8532a', '#a3441f', '#c9693a'],
  grey: ['#b8b4b0', '#cfcbc6', '#9d9893'],
  bald: ['#8a7a6a'],
  other: ['#8e5aa8', '#d0607e', '#4f7fb8', '#c4475a'],
};

const EYE_COLORS: Record<EyeColor, string> = {
  blue: '#4f86c6',
  green: '#5e9a5a',
  brown: '#6b4423',
  grey: '#8a9499',
  hazel: '#98733a',
};

const CLOTHING = [
  '#2f4858',
  '#33658a',
  '#5c9ead',
  '#f6ae2d',
  '#e4572e',
  '#6a4c93',
  '#b23a48',
  '#2a9d8f',
  '#e76f51',
  '#264653',
  '#e9c46a',
  '#ff8fab',
  '#588157',
  '#f4f1ea',
  '#1d3557',
  '#8d99ae',
  '#9b5de5',
  '#00a6a6',
  '#d1495b',
  '#3d405b',
];

// ---------------------------------------------------------------------------------------------
// Person (fixed by the seed)

type FrontHair = 'short' | 'quiff' | 'sidepart' | 'bangs' | 'curtain' | 'buzz' | 'curly' | 'bald' | 'bun';
type BackHair = 'none' | 'bob' | 'long' | 'curlyLong';

interface Person {
  skin: string;
  hairColor: string;
  front: FrontHair;
  back: BackHair;
  frontStrands: boolean;
  eye: string;
  beard: 'none' | 'stubble' | 'full';
  glasses: boolean;
  earrings: boolean;
  lipstick: string | null;
  browTilt: number;
  faceWidth: number;
}

function makePerson(random: Random, options: AvatarOptions): Person {
  const female = options.gender === 'female';
  const hairKind: HairColor =
    options.hairColor ??
    weighted<HairColor>(random, [
      ['blond', 26],
      ['brown', 38],
      ['black', 16],
      ['red', 6],
      ['grey', 7],
      ['bald', female ? 0 : 5],
      ['other', 2],
    ]);
  let front: FrontHair;
  let back: BackHair = 'none';
  let frontStrands = false;
  if (hairKind === 'bald') {
    front = 'bald';
  } else if (female) {
    const style = weighted(random, [
      ['longCurtain', 26],
      ['longSide', 20],
      ['longBangs', 10],
      ['bobBangs', 12],
      ['bobSide', 10],
      ['bun', 9],
      ['curly', 8],
      ['pixie', 5],
    ] as const);
    front = {
      longCurtain: 'curtain',
      longSide: 'sidepart',
      longBangs: 'bangs',
      bobBangs: 'bangs',
      bobSide: 'sidepart',
      bun: 'bun',
      curly: 'curly',
      pixie: 'sidepart',
    }[style] as FrontHair;
    back = style.startsWith('long')
      ? 'long'
      : style.startsWith('bob')
        ? 'bob'
        : style === 'curly'
          ? 'curlyLong'
          : 'none';
    frontStrands = style.startsWith('long') && random() < 0.7;
  } else {
    front = weighted<FrontHair>(random, [
      ['short', 34],
      ['quiff', 20],
      ['sidepart', 20],
      ['buzz', 11],
      ['curly', 10],
      ['bald', 5],
    ]);
  }
  const hairColor = pick(random, HAIR_PALETTES[hairKind]);
  const eyeKind: EyeColor =
    options.eyeColor ??
    weighted<EyeColor>(random, [
      ['blue', 38],
      ['brown', 27],
      ['green', 12],
      ['grey', 8],
      ['hazel', 15],
    ]);
  return {
    skin: weighted(random, SKIN_TONES),
    hairColor,
    front,
    back,
    frontStrands,
    eye: EYE_COLORS[eyeKind],
    beard: female
      ? 'none'
      : weighted(random, [
          ['none', 60],
          ['stubble', 22],
          ['full', 18],
        ] as const),
    glasses: random() < 0.18,
    earrings: female && random() < 0.5,
    lipstick: female && random() < 0.45 ? pick(random, ['#c2455a', '#b03a48', '#d0666f', '#a83f5f']) : null,
    browTilt: between(random, -3, 4),
    faceWidth: female ? between(random, 92, 98) : between(random, 97, 104),
  };
}

// ---------------------------------------------------------------------------------------------
// Photo (varies with the variant)

interface Photo {
  hue: number;
  hue2: number;
  clothing: string;
  neckline: 'crew' | 'v' | 'scoop' | 'collar' | 'straps';
  dx: number;
  tilt: number;
  scale: number;
  openSmile: boolean;
  bokeh: { x: number; y: number; r: number; o: number }[];
  scene: 'plain' | 'horizon' | 'wall';
}

function makePhoto(random: Random, female: boolean): Photo {
  const hue = random() * 360;
  return {
    hue,
    hue2: hue + between(random, 25, 70) * (random() < 0.5 ? -1 : 1),
    clothing: pick(random, CLOTHING),
    neckline: female
      ? weighted(random, [
          ['crew', 3],
          ['v', 3],
          ['scoop', 4],
          ['straps', 2],
        ] as const)
      : weighted(random, [
          ['crew', 5],
          ['v', 3],
          ['collar', 4],
        ] as const),
    dx: between(random, -26, 26),
    tilt: between(random, -6, 6),
    scale: between(random, 0.94, 1.04),
    openSmile: random() < 0.45,
    bokeh: Array.from({ length: 3 + Math.floor(random() * 4) }, () => ({
      x: random() * 640,
      y: random() * 420,
      r: between(random, 25, 110),
      o: between(random, 0.06, 0.2),
    })),
    scene: weighted(random, [
      ['plain', 5],
      ['horizon', 2],
      ['wall', 2],
    ] as const),
  };
}

// ---------------------------------------------------------------------------------------------
// SVG parts (drawn on a 640 x 640 canvas)

function background(photo: Photo): string {
  // (A radial glow would be nice but doubles the rendering time; gradients are the costly part.)
  const top = hsl(photo.hue, 62, 88);
  const bottom = hsl(photo.hue2, 50, 66);
  let scene = '';
  if (photo.scene === 'horizon') {
    const sea = hsl(195 + (photo.hue % 30), 55, 55);
    scene =
      `<circle cx="${(500 - photo.dx * 3).toFixed(1)}" cy="330" r="60" fill="#fff6dc" fill-opacity="0.8"/>` +
      `<rect x="0" y="400" width="640" height="240" fill="${sea}"/>` +
      `<rect x="0" y="400" width="640" height="5" fill="#ffffff" fill-opacity="0.4"/>` +
      `<rect x="0" y="560" width="640" height="80" fill="#f1dcb0"/>`;
  } else if (photo.scene === 'wall') {
    const stripe = hsl(photo.hue, 40, 74);
    let stripes = '';
    for (let x = -40; x < 680; x += 80)
      stripes += `<rect x="${x}" y="0" width="40" height="640" fill="${stripe}" fill-opacity="0.35"/>`;
    scene =
      stripes + `<rect x="0" y="470" width="640" height="170" fill="${hsl(photo.hue2, 30, 55)}" fill-opacity="0.5"/>`;
  }
  const bokeh = photo.bokeh
    .map(
      (b) =>
        `<circle cx="${b.x.toFixed(1)}" cy="${b.y.toFixed(1)}" r="${b.r.toFixed(1)}" fill="#ffffff" fill-opacity="${b.o.toFixed(2)}"/>`,
    )
    .join('');
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="bodyShade" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient></defs>` +
    `<rect width="640" height="640" fill="url(#bg)"/>${scene}${bokeh}`
  );
}

function backHair(person: Person): string {
  const c = shade(person.hairColor, 0.12);
  switch (person.back) {
    case 'long':
      return `<path d="M320 128 C428 128 458 205 454 300 C450 390 468 470 482 560 C440 585 380 575 350 545 L290 545 C260 575 200 585 158 560 C172 470 190 390 186 300 C182 205 212 128 320 128 Z" fill="${c}"/>`;
    case 'bob':
      return `<path d="M320 130 C428 130 456 208 450 300 C446 362 454 404 464 430 C428 448 398 440 380 428 L260 428 C242 440 212 448 176 430 C186 404 194 362 190 300 C184 208 212 130 320 130 Z" fill="${c}"/>`;
    case 'curlyLong': {
      let circles = '';
      for (let i = 0; i < 9; i++) {
        const y = 190 + i * 34;
        const spread = 122 + Math.sin(i * 0.9) * 8;
        circles += `<circle cx="${320 - spread}" cy="${y}" r="44" fill="${c}"/><circle cx="${320 + spread}" cy="${y}" r="44" fill="${c}"/>`;
      }
      return `<ellipse cx="320" cy="250" rx="150" ry="135" fill="${c}"/>${circles}`;
    }
    default:
      return '';
  }
}

function torso(person: Person, photo: Photo, female: boolean): string {
  const half = female ? 196 : 222;
  const left = 320 - half;
  const right = 320 + half;
  const cloth = photo.clothing;
  const shoulders = (neck: string) =>
    `M${left} 720 C${left} 560 ${left + 30} 505 ${320 - 112} 488 ${neck} C${right - 30} 505 ${right} 560 ${right} 720 Z`;
  const necklines: Record<Photo['neckline'], string> = {
    crew: `L268 484 Q320 528 372 484 L${320 + 112} 488`,
    v: `L274 482 L320 552 L366 482 L${320 + 112} 488`,
    scoop: `L258 486 C270 560 370 560 382 486 L${320 + 112} 488`,
    collar: `L270 484 L320 540 L370 484 L${320 + 112} 488`,
    straps: `L${320 + 112} 488`,
  };
  const skinShade = shade(person.skin, 0.14);
  // Neck, with the shadow of the chin; the body sits a little higher than the path numbers say.
  let out = `<path d="M282 340 L282 470 C282 500 258 510 250 540 L390 540 C382 510 358 500 358 470 L358 340 Z" fill="${person.skin}"/>`;
  out += `<ellipse cx="320" cy="394" rx="44" ry="34" fill="${skinShade}"/>`;
  out += '<g transform="translate(0 -22)">';
  if (photo.neckline === 'straps') {
    // Bare shoulders with a top below them.
    out += `<path d="${shoulders(`L${320 + 112} 488`)}" fill="${person.skin}"/>`;
    out += `<path d="M${left + 22} 720 C${left + 30} 600 ${left + 50} 575 250 560 Q320 590 390 560 C${right - 50} 575 ${right - 30} 600 ${right - 22} 720 Z" fill="${cloth}"/>`;
    out += `<path d="M250 566 L246 488 M390 566 L394 488" stroke="${cloth}" stroke-width="14" stroke-linecap="round"/>`;
  } else {
    out += `<path d="${shoulders(necklines[photo.neckline])}" fill="${cloth}"/>`;
    // Soft shading towards one side of the body.
    out += `<path d="${shoulders(necklines[photo.neckline])}" fill="url(#bodyShade)"/>`;
    if (photo.neckline === 'collar') {
      const collar = cloth === '#f4f1ea' ? '#dcd6ca' : '#f4f1ea';
      out += `<path d="M262 478 L320 540 L292 560 Z M378 478 L320 540 L348 560 Z" fill="${collar}"/>`;
    } else if (photo.neckline === 'crew') {
      out += `<path d="M268 484 Q320 528 372 484" fill="none" stroke="${shade(cloth, 0.18)}" stroke-width="8"/>`;
    }
  }
  return `${out}</g>`;
}

function frontStrands(person: Person): string {
  if (!person.frontStrands) return '';
  const c = person.hairColor;
  return (
    `<path d="M214 260 C204 340 198 430 170 560 C205 590 250 585 270 560 C262 470 256 390 246 300 Z" fill="${c}"/>` +
    `<path d="M426 260 C436 340 442 430 470 560 C435 590 390 585 370 560 C378 470 384 390 394 300 Z" fill="${c}"/>`
  );
}

function face(person: Person, photo: Photo, female: boolean): string {
  const w = person.faceWidth;
  const l = 320 - w;
  const r = 320 + w;
  const skin = person.skin;
  const skinShade = shade(skin, 0.14);
  const jaw = female ? 58 : 66;
  let out = '';
  // Ears.
  out += `<ellipse cx="${l + 2}" cy="296" rx="17" ry="27" fill="${skin}"/><ellipse cx="${r - 2}" cy="296" rx="17" ry="27" fill="${skin}"/>`;
  out += `<path d="M${l - 4} 286 Q${l + 2} 296 ${l - 2} 308 M${r + 4} 286 Q${r - 2} 296 ${r + 2} 308" stroke="${skinShade}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  if (person.earrings) {
    out += `<circle cx="${l + 2}" cy="328" r="7" fill="#e8c25a"/><circle cx="${r - 2}" cy="328" r="7" fill="#e8c25a"/>`;
  }
  // Head.
  out += `<path d="M320 162 C${r - 18} 162 ${r} 205 ${r} 272 C${r} 340 ${320 + jaw} 404 320 406 C${320 - jaw} 404 ${l} 340 ${l} 272 C${l} 205 ${l + 18} 162 320 162 Z" fill="${skin}"/>`;
  // Cheeks.
  out += `<circle cx="${320 - 54}" cy="334" r="20" fill="#ff6f6f" fill-opacity="${female ? 0.16 : 0.05}"/><circle cx="${320 + 54}" cy="334" r="20" fill="#ff6f6f" fill-opacity="${female ? 0.16 : 0.05}"/>`;
  // Beard.
  if (person.beard !== 'none') {
    const beardPath = `M${l + 2} 292 C${l + 4} 372 ${320 - jaw + 10} 424 320 426 C${320 + jaw - 10} 424 ${r - 4} 372 ${r - 2} 292 C${r - 14} 332 ${r - 34} 352 372 360 C360 340 338 336 320 340 C302 336 280 340 268 360 C${l + 34} 352 ${l + 14} 332 ${l + 2} 292 Z`;
    out +=
      person.beard === 'full'
        ? `<path d="${beardPath}" fill="${person.hairColor}"/>`
        : `<path d="${beardPath}" fill="${shade(person.hairColor, 0.35)}" fill-opacity="0.22"/>`;
  }
  // Eyes.
  for (const x of [283, 357]) {
    out += `<ellipse cx="${x}" cy="290" rx="15" ry="10.5" fill="#ffffff"/>`;
    out += `<circle cx="${x}" cy="290" r="8.5" fill="${person.eye}"/><circle cx="${x}" cy="290" r="4.2" fill="#1d1412"/>`;
    out += `<circle cx="${x + 3}" cy="287" r="2.4" fill="#ffffff"/>`;
    out += `<path d="M${x - 17} 289 Q${x} 274 ${x + 17} 289" fill="none" stroke="#2d211d" stroke-width="${female ? 4.5 : 3.5}" stroke-linecap="round"/>`;
  }
  if (female) {
    out += `<path d="M266 285 L259 279 M374 285 L381 279" stroke="#2d211d" stroke-width="3.5" stroke-linecap="round"/>`;
  }
  // Eyebrows.
  const brow = person.front === 'bald' ? shade(skin, 0.45) : shade(person.hairColor, 0.25);
  const t = person.browTilt;
  const bw = female ? 6 : 8;
  out += `<path d="M262 ${266 + t} Q282 ${252 - t} 304 ${262}" fill="none" stroke="${brow}" stroke-width="${bw}" stroke-linecap="round"/>`;
  out += `<path d="M378 ${266 + t} Q358 ${252 - t} 336 ${262}" fill="none" stroke="${brow}" stroke-width="${bw}" stroke-linecap="round"/>`;
  // Nose.
  out += `<path d="M322 300 Q332 322 322 330 Q316 333 310 330" fill="none" stroke="${skinShade}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  // Mouth.
  const lip = person.lipstick ?? shade(skin, 0.38);
  if (photo.openSmile) {
    out += `<path d="M288 352 Q320 394 352 352 Q320 362 288 352 Z" fill="#6e2530"/>`;
    out += `<path d="M293 355 Q320 362 347 355 L343 363 Q320 369 297 363 Z" fill="#ffffff"/>`;
    out += `<path d="M288 352 Q320 394 352 352" fill="none" stroke="${lip}" stroke-width="${person.lipstick ? 6 : 4}" stroke-linecap="round"/>`;
  } else {
    out += `<path d="M292 354 Q320 378 348 354" fill="none" stroke="${lip}" stroke-width="${person.lipstick ? 8 : 6}" stroke-linecap="round"/>`;
  }
  // Glasses.
  if (person.glasses) {
    out +=
      `<rect x="254" y="268" width="58" height="42" rx="14" fill="#ffffff" fill-opacity="0.12" stroke="#2b2b33" stroke-width="5"/>` +
      `<rect x="328" y="268" width="58" height="42" rx="14" fill="#ffffff" fill-opacity="0.12" stroke="#2b2b33" stroke-width="5"/>` +
      `<path d="M312 284 Q320 278 328 284 M254 282 L${l + 4} 278 M386 282 L${r - 4} 278" stroke="#2b2b33" stroke-width="5" fill="none"/>`;
  }
  return out;
}

function frontHair(person: Person): string {
  const c = person.hairColor;
  const highlight = `<path d="M262 168 Q320 146 378 168" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-opacity="0.16"/>`;
  switch (person.front) {
    case 'short':
      return `<path d="M214 282 C204 190 250 140 320 140 C392 140 436 190 426 282 C420 242 414 218 402 206 C362 186 280 186 238 206 C226 218 220 242 214 282 Z" fill="${c}"/>${highlight}`;
    case 'buzz':
      return `<path d="M218 266 C212 186 258 150 320 150 C382 150 428 186 422 266 C416 234 408 214 398 208 C360 196 280 196 242 208 C232 214 224 234 218 266 Z" fill="${c}" fill-opacity="0.88"/>`;
    case 'quiff':
      return `<path d="M214 282 C200 190 236 116 330 110 C414 108 442 180 426 282 C420 240 410 212 396 200 C372 178 336 192 304 182 C276 190 250 194 234 210 C224 230 218 252 214 282 Z" fill="${c}"/>${highlight}`;
    case 'sidepart':
      return `<path d="M212 302 C196 170 262 134 322 134 C400 134 446 180 428 302 C424 258 414 232 398 214 C360 226 298 222 262 194 C240 222 220 252 212 302 Z" fill="${c}"/>${highlight}`;
    case 'bangs':
      return `<path d="M212 304 C196 170 262 134 320 134 C378 134 444 170 428 304 C424 264 420 242 412 228 Q320 250 228 228 C220 242 216 264 212 304 Z" fill="${c}"/>${highlight}`;
    case 'curtain':
      return `<path d="M208 336 C194 170 262 134 320 134 C378 134 446 170 432 336 C420 262 392 212 322 196 C252 212 220 262 208 336 Z" fill="${c}"/><path d="M320 140 L322 196" stroke="${shade(c, 0.2)}" stroke-width="4"/>${highlight}`;
    case 'bun':
      return `<circle cx="320" cy="146" r="38" fill="${c}"/><path d="M212 300 C198 172 262 140 320 140 C378 140 442 172 428 300 C420 250 400 214 320 206 C240 214 220 250 212 300 Z" fill="${c}"/>${highlight}`;
    case 'curly': {
      let circles = '';
      for (let i = 0; i <= 10; i++) {
        const angle = Math.PI * (1.02 + (i / 10) * 0.96);
        const x = 320 + Math.cos(angle) * 104;
        const y = 250 + Math.sin(angle) * 100;
        circles += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 30 : 34}" fill="${c}"/>`;
      }
      return `<path d="M214 268 C206 186 256 142 320 142 C384 142 434 186 426 268 C418 236 404 214 320 210 C236 214 222 236 214 268 Z" fill="${c}"/>${circles}`;
    }
    case 'bald': {
      const side = shade(person.skin, 0.3);
      return (
        `<path d="M216 306 C212 268 214 244 222 228 L236 240 C232 262 232 284 234 306 Z" fill="${side}" fill-opacity="0.6"/>` +
        `<path d="M424 306 C428 268 426 244 418 228 L404 240 C408 262 408 284 406 306 Z" fill="${side}" fill-opacity="0.6"/>` +
        `<ellipse cx="296" cy="190" rx="34" ry="14" fill="#ffffff" fill-opacity="0.22" transform="rotate(-18 296 190)"/>`
      );
    }
  }
}

/** The SVG source of one avatar; exported for tests and debugging. */
export function avatarSvg(options: AvatarOptions): string {
  const size = options.size ?? AVATAR_DEFAULT_SIZE;
  const female = options.gender === 'female';
  const person = makePerson(mulberry32(options.seed), options);
  const photo = makePhoto(mulberry32((options.seed ^ Math.imul(options.variant + 1, 0x9e3779b1)) >>> 0), female);
  const scale = 1.15 * photo.scale;
  const body = `translate(${photo.dx.toFixed(1)} 20) translate(320 700) scale(${scale.toFixed(3)}) translate(-320 -700)`;
  const head = `rotate(${photo.tilt.toFixed(2)} 320 420)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640">` +
    background(photo) +
    `<g transform="${body}">` +
    `<g transform="${head}">${backHair(person)}</g>` +
    torso(person, photo, female) +
    `<g transform="${head}">${face(person, photo, female)}${frontHair(person)}${frontStrands(person)}</g>` +
    `</g></svg>`
  );
}

/** A JPEG portrait (default 640 x 640). */
export async function renderAvatar(options: AvatarOptions): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(options)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
