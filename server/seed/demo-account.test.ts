import { describe, expect, it } from 'vitest';
import { ageOn } from '../../common/rules/age.ts';
import { generateDemoMembers } from './people.ts';
import { DEMO_ROLES, castDemoRoles } from './demo-account.ts';

const TODAY = new Date('2025-06-15T10:00:00Z');

describe('castDemoRoles: who talks with and likes the demo account', () => {
  it('casts five different real women who look for a man, of his age ±10, the most recently active first', () => {
    const members = generateDemoMembers(240, { seed: 42, today: TODAY });
    const roles = castDemoRoles(members, TODAY);
    const cast = DEMO_ROLES.map((role) => members.find((m) => m.key === roles[role])!);
    expect(cast.every(Boolean)).toBe(true);
    expect(new Set(cast.map((m) => m.key)).size).toBe(5);
    const demoAge = ageOn('1988-06-15', TODAY);
    for (const m of cast) {
      expect(m).toMatchObject({ gender: 'female', fictional: false });
      expect(['hetero', 'bi']).toContain(m.sexuality);
      expect(Math.abs(ageOn(m.dateOfBirth, TODAY) - demoAge)).toBeLessThanOrEqual(10);
    }
    const minutes = cast.map((m) => m.lastActiveMinutesAgo);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it('with few members, takes other real women after those, and leaves the last parts empty', () => {
    // The first 8 demo members hold one real woman in his search and no other real woman.
    const members = generateDemoMembers(8, { seed: 42, today: TODAY });
    const women = members.filter((m) => m.gender === 'female' && !m.fictional);
    const roles = castDemoRoles(members, TODAY);
    expect(Object.keys(roles)).toEqual(DEMO_ROLES.slice(0, women.length));
    expect(castDemoRoles([], TODAY)).toEqual({});
  });

  it('never casts a profile the site runs or a man', () => {
    const members = generateDemoMembers(240, { seed: 42, today: TODAY }).map((m) =>
      m.gender === 'female' ? { ...m, fictional: true } : m,
    );
    expect(castDemoRoles(members, TODAY)).toEqual({});
  });
});
