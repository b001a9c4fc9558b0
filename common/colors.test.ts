import { describe, expect, it } from 'vitest';
import { accessibleShade, contrast, lightShade } from './colors.ts';

describe('theme colours at WCAG AA', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The spec's pink behind white text: just under AA.
    expect(contrast('#ffffff', '#e8175d')).toBeCloseTo(4.45, 1);
  });

  it('darkens the default pink just enough for white text and for text on white and light grey', () => {
    const shade = accessibleShade('#e8175d');
    expect(shade).not.toBe('#e8175d');
    for (const surface of ['#ffffff', '#f8f9fa']) expect(contrast(shade, surface)).toBeGreaterThanOrEqual(4.5);
    // The least darkening that does it: one step lighter falls short on light grey.
    const [r, g, b] = [0xe8, 0x17, 0x5d];
    const shadeOf = (dark: number) =>
      `#${[r, g, b]
        .map((c) =>
          Math.round(c * (1 - dark / 100))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    const step = [...Array(100).keys()].find((d) => shadeOf(d) === shade)!;
    expect(contrast(shadeOf(step - 1), '#f8f9fa')).toBeLessThan(4.5);
  });

  it('leaves a colour that already reads at AA alone', () => {
    expect(accessibleShade('#8b0a32')).toBe('#8b0a32');
  });
});

describe('lightShade: the brand colour as text in dark mode', () => {
  const surfaces = ['#111315', '#1c1e21', '#25282c'];

  it('lightens a dark brand colour just enough to read on every dark surface', () => {
    const shade = lightShade('#8b0a32', surfaces);
    expect(shade).not.toBe('#8b0a32');
    for (const surface of surfaces) expect(contrast(shade, surface)).toBeGreaterThanOrEqual(4.5);
    // The lightest surface decides: one step less lightening falls short on it.
    const [r, g, b] = [0x8b, 0x0a, 0x32];
    const shadeOf = (light: number) =>
      `#${[r, g, b]
        .map((c) =>
          Math.round(c + (255 - c) * (light / 100))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    const step = [...Array(101).keys()].find((l) => shadeOf(l) === shade)!;
    expect(contrast(shadeOf(step - 1), '#25282c')).toBeLessThan(4.5);
  });

  it('reads on the lightest surface even where the darker ones would pass sooner', () => {
    // The default pink: on the card (#1c1e21) it needs less lightening than on the soft boxes.
    expect(contrast(lightShade('#e8175d', ['#1c1e21']), '#25282c')).toBeLessThan(4.5);
    expect(contrast(lightShade('#e8175d', surfaces), '#25282c')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads on the dark surfaces alone', () => {
    expect(lightShade('#ffc107', surfaces)).toBe('#ffc107');
  });
});
