import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { INTEREST_IDS } from '../profile-fields.ts';
import { INTERESTS, interestById } from './interests.ts';

const ICON_DIR = fileURLToPath(new URL('../../node_modules/bootstrap-icons/icons/', import.meta.url));

describe('INTERESTS', () => {
  it('has exactly one entry per interest id, in the order of INTEREST_IDS', () => {
    expect(INTERESTS.map((i) => i.id)).toEqual([...INTEREST_IDS]);
    expect(INTERESTS).toHaveLength(55);
  });

  it('has unique ids', () => {
    expect(new Set(INTERESTS.map((i) => i.id)).size).toBe(INTERESTS.length);
  });

  it('uses Bootstrap Icons names that exist on disk', () => {
    expect(existsSync(ICON_DIR)).toBe(true);
    const missing = INTERESTS.filter((i) => !existsSync(`${ICON_DIR}${i.icon}.svg`)).map((i) => `${i.id}: ${i.icon}`);
    expect(missing).toEqual([]);
  });

  it('gives icons without the bi- prefix', () => {
    for (const i of INTERESTS) expect(i.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const i of INTERESTS) expect(i.icon.startsWith('bi-')).toBe(false);
  });

  it('has non-empty, trimmed, capitalised nl and en labels', () => {
    for (const i of INTERESTS) {
      for (const label of [i.label.nl, i.label.en]) {
        expect(label.trim()).toBe(label);
        expect(label.length).toBeGreaterThan(0);
        expect(label[0]).toBe(label[0]!.toUpperCase());
      }
    }
  });

  it('has distinct labels within each language', () => {
    expect(new Set(INTERESTS.map((i) => i.label.nl)).size).toBe(INTERESTS.length);
    expect(new Set(INTERESTS.map((i) => i.label.en)).size).toBe(INTERESTS.length);
  });

  it('is actually translated (most nl labels differ from en)', () => {
    const same = INTERESTS.filter((i) => i.label.nl === i.label.en).length;
    expect(same).toBeLessThan(INTERESTS.length / 4);
  });

  it('has known examples', () => {
    expect(interestById('travelling')?.label).toEqual({
      nl: 'Reizen',
      en: 'Travelling',
      es: 'Viajar',
      fr: 'Voyages',
      it: 'Viaggi',
      pl: 'Podróże',
      de: 'Reisen',
    });
    expect(interestById('coffee')?.icon).toBe('cup-hot');
    expect(interestById('board-games')?.label.nl).toBe('Bordspellen');
  });
});

describe('interestById', () => {
  it('finds every interest', () => {
    for (const id of INTEREST_IDS) expect(interestById(id)?.id).toBe(id);
  });

  it('returns undefined for unknown ids', () => {
    expect(interestById('')).toBeUndefined();
    expect(interestById('nope')).toBeUndefined();
    expect(interestById('Travelling')).toBeUndefined();
    expect(interestById('toString')).toBeUndefined();
  });
});
