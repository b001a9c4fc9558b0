import { describe, it, expect } from 'vitest';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  INTEREST_IDS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '../../common/profile-fields.ts';
import { generateDemoMembers, mulberry32 } from './people.ts';
import { ageOn } from '../../common/rules/age.ts';
import { DEMO_PLACES } from './places.ts';

const TODAY = new Date('2025-06-15T10:00:00Z');
const members = generateDemoMembers(250, { seed: 7, today: TODAY });

function share(predicate: (m: (typeof members)[number]) => boolean): number {
  return members.filter(predicate).length / members.length;
}

describe('mulberry32', () => {
  it('is deterministic and stays in [0, 1)', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('generateDemoMembers', () => {
  it('is deterministic for a seed and reference date', () => {
    expect(generateDemoMembers(250, { seed: 7, today: TODAY })).toEqual(members);
    expect(generateDemoMembers(250, { seed: 8, today: TODAY })).not.toEqual(members);
  });

  it('gives the requested number with unique keys, e-mails and names', () => {
    expect(members).toHaveLength(250);
    expect(new Set(members.map((m) => m.key)).size).toBe(250);
    expect(new Set(members.map((m) => m.email)).size).toBe(250);
    expect(new Set(members.map((m) => m.name.toLowerCase())).size).toBe(250);
    expect(members[0]!.key).toBe('demo-0001');
    expect(members[0]!.email).toBe('demo-0001@demo.klik.local');
    for (const m of members) {
      expect(m.email).toBe(`${m.key}@demo.klik.local`);
      expect(m.name).toMatch(/^[A-Za-z][A-Za-z0-9_]{1,23}$/);
    }
  });

  it('uses only valid enum values and consistent sexualities', () => {
    for (const m of members) {
      expect(GENDERS).toContain(m.gender);
      expect(HAIR_COLORS).toContain(m.hairColor);
      expect(EYE_COLORS).toContain(m.eyeColor);
      expect(BODY_TYPES).toContain(m.bodyType);
      expect(RELATIONSHIP_STATUSES).toContain(m.relationshipStatus);
      expect(SEXUALITIES).toContain(m.sexuality);
      expect(TATTOOS).toContain(m.tattoos);
      expect(SIGNUP_REASONS).toContain(m.signupReason);
      if (m.sexuality === 'gay') expect(m.gender).toBe('male');
      if (m.sexuality === 'lesbian') expect(m.gender).toBe('female');
    }
  });

  it('gives ages 18 to 70 on the reference date, mostly 25 to 55', () => {
    for (const m of members) {
      expect(m.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${m.dateOfBirth}T00:00:00Z`).toISOString().slice(0, 10)).toBe(m.dateOfBirth);
      const age = ageOn(m.dateOfBirth, TODAY);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(70);
    }
    const core = share((m) => {
      const age = ageOn(m.dateOfBirth, TODAY);
      return age >= 25 && age <= 55;
    });
    expect(core).toBeGreaterThan(0.6);
  });

  it('computes ages around birthdays correctly', () => {
    expect(ageOn('2000-06-15', TODAY)).toBe(25);
    expect(ageOn('2000-06-16', TODAY)).toBe(24);
    expect(ageOn('2000-02-29', new Date('2025-02-28T00:00:00Z'))).toBe(24);
    expect(ageOn('2000-02-29', new Date('2025-03-01T00:00:00Z'))).toBe(25);
  });

  it('keeps ages within bounds on awkward reference dates', () => {
    for (const today of [
      new Date('2028-02-29T12:00:00Z'),
      new Date('2025-12-31T23:59:59Z'),
      new Date('2026-01-01T00:00:00Z'),
    ]) {
      for (const m of generateDemoMembers(200, { seed: 3, today })) {
        const age = ageOn(m.dateOfBirth, today);
        expect(age).toBeGreaterThanOrEqual(18);
        expect(age).toBeLessThanOrEqual(70);
      }
    }
  });

  it('gives 3 to 8 distinct, valid interests', () => {
    for (const m of members) {
      expect(m.interests.length).toBeGreaterThanOrEqual(3);
      expect(m.interests.length).toBeLessThanOrEqual(8);
      expect(new Set(m.interests).size).toBe(m.interests.length);
      for (const id of m.interests) expect(INTEREST_IDS).toContain(id);
    }
  });

  it('writes varied Dutch descriptions of 1 to 4 sentences', () => {
    expect(new Set(members.map((m) => m.description)).size).toBeGreaterThanOrEqual(240);
    for (const m of members) {
      expect(m.description.length).toBeGreaterThan(10);
      expect(m.description).not.toMatch(/undefined|NaN|\$\{/);
      const sentences = m.description.split(/(?<=[.!?])\s+(?=[A-Z0-9'])/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      // Four fragments at most; a few fragments hold two short sentences ("Hoi! Ik ben …").
      expect(sentences.length).toBeLessThanOrEqual(8);
      expect(m.description.length).toBeLessThan(450);
    }
  });

  it('has numbers in range', () => {
    for (const m of members) {
      expect(Number.isInteger(m.lastActiveMinutesAgo)).toBe(true);
      expect(m.lastActiveMinutesAgo).toBeGreaterThanOrEqual(0);
      expect(m.lastActiveMinutesAgo).toBeLessThanOrEqual(30 * 24 * 60);
      expect(Number.isInteger(m.photoCount)).toBe(true);
      expect(m.photoCount).toBeGreaterThanOrEqual(1);
      expect(m.photoCount).toBeLessThanOrEqual(4);
      expect(Number.isInteger(m.avatarSeed)).toBe(true);
      expect(m.avatarSeed).toBeGreaterThanOrEqual(0);
      expect(typeof m.fictional).toBe('boolean');
      expect(DEMO_PLACES).toContain(m.place);
    }
  });

  it('has roughly the specified proportions', () => {
    expect(share((m) => m.gender === 'female')).toBeGreaterThan(0.45);
    expect(share((m) => m.gender === 'female')).toBeLessThan(0.65);
    expect(share((m) => m.place.country === 'BE')).toBeGreaterThan(0.12);
    expect(share((m) => m.place.country === 'BE')).toBeLessThan(0.28);
    expect(share((m) => m.lastActiveMinutesAgo < 5)).toBeGreaterThan(0.08);
    expect(share((m) => m.lastActiveMinutesAgo < 5)).toBeLessThan(0.22);
    expect(share((m) => m.fictional)).toBeGreaterThan(0.22);
    expect(share((m) => m.fictional)).toBeLessThan(0.38);
    expect(share((m) => m.sexuality === 'hetero')).toBeGreaterThan(0.7);
    expect(share((m) => m.sexuality !== 'hetero')).toBeGreaterThan(0.05);
  });
});

describe('DEMO_PLACES', () => {
  const nlRegions = [
    'NL-DR',
    'NL-FL',
    'NL-FR',
    'NL-GE',
    'NL-GR',
    'NL-LI',
    'NL-NB',
    'NL-NH',
    'NL-OV',
    'NL-UT',
    'NL-ZE',
    'NL-ZH',
  ];
  const beRegions = [
    'BE-VAN',
    'BE-VLI',
    'BE-VOV',
    'BE-VWV',
    'BE-VBR',
    'BE-BRU',
    'BE-WHT',
    'BE-WLG',
    'BE-WBR',
    'BE-WNA',
    'BE-WLX',
  ];

  it('covers every province with unique places', () => {
    expect(new Set(DEMO_PLACES.map((p) => p.name)).size).toBe(DEMO_PLACES.length);
    expect(new Set(DEMO_PLACES.filter((p) => p.country === 'NL').map((p) => p.regionCode))).toEqual(new Set(nlRegions));
    expect(new Set(DEMO_PLACES.filter((p) => p.country === 'BE').map((p) => p.regionCode))).toEqual(new Set(beRegions));
    expect(DEMO_PLACES.filter((p) => p.country === 'NL').length).toBeGreaterThanOrEqual(55);
    expect(DEMO_PLACES.filter((p) => p.country === 'BE').length).toBeGreaterThanOrEqual(18);
  });

  it('has coordinates inside the country', () => {
    for (const p of DEMO_PLACES) {
      expect(p.regionCode.startsWith(`${p.country}-`)).toBe(true);
      if (p.country === 'NL') {
        expect(p.lat).toBeGreaterThan(50.75);
        expect(p.lat).toBeLessThan(53.56);
        expect(p.lon).toBeGreaterThan(3.35);
        expect(p.lon).toBeLessThan(7.23);
      } else {
        expect(p.lat).toBeGreaterThan(49.49);
        expect(p.lat).toBeLessThan(51.51);
        expect(p.lon).toBeGreaterThan(2.54);
        expect(p.lon).toBeLessThan(6.41);
      }
      expect(Math.round(p.lat * 1e4) / 1e4).toBe(p.lat);
      expect(Math.round(p.lon * 1e4) / 1e4).toBe(p.lon);
    }
  });
});
