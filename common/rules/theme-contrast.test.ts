import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../site.ts';
import { themeContrastProblems } from './theme-contrast.ts';

describe('theme contrast', () => {
  it('accepts the spec default theme', () => {
    expect(themeContrastProblems(DEFAULT_THEME)).toEqual([]);
  });

  it('refuses a pale primary with the measured ratio against white', () => {
    // Light pink on white: 1.5:1, too faint for a button or a focus ring.
    expect(themeContrastProblems({ ...DEFAULT_THEME, primary: '#ffc0cb' })).toEqual([
      { colour: 'primary', against: '#ffffff', ratio: 1.5, minimum: 3 },
    ]);
  });

  it('refuses a dark warning colour under its black text', () => {
    const [problem] = themeContrastProblems({ ...DEFAULT_THEME, warning: '#805500' });
    expect(problem).toMatchObject({ colour: 'warning', against: '#000000', minimum: 4.5 });
    expect(problem!.ratio).toBeLessThan(4.5);
  });

  it('rounds the ratio down, so a colour just under the line is not shown as meeting it', () => {
    // #959595 on white is 2.996:1.
    const [problem] = themeContrastProblems({ ...DEFAULT_THEME, info: '#959595' });
    expect(problem).toMatchObject({ colour: 'info', ratio: 2.9 });
  });
});
