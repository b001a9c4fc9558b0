import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf: the letters in the circle of a member without a photo', () => {
  it('takes the first letter of the first two words, upper case', () => {
    expect(initialsOf('sanne')).toBe('S');
    expect(initialsOf('Jan Willem')).toBe('JW');
    expect(initialsOf('Jan  Peter de Vries')).toBe('JP');
    expect(initialsOf('émile zola')).toBe('ÉZ');
  });

  it('takes letters only: no emoji, digit or markup fills the circle', () => {
    expect(initialsOf('<script>')).toBe('S');
    expect(initialsOf('😀 Anna')).toBe('A');
    expect(initialsOf('Anna 😀 Bakker')).toBe('AB');
    expect(initialsOf('42 Mark')).toBe('M');
    expect(initialsOf('👩‍❤️‍👨')).toBe('?');
  });

  it('falls back to a question mark for a name without letters', () => {
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});
