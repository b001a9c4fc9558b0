import { describe, expect, it } from 'vitest';
import { accessibleShade, contrast, themeCss } from './theme.ts';

describe('theme colours at WCAG AA (issue #13 §7)', () => {
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
    const shadeOf = (dark: number) => `#${[r, g, b].map((c) => Math.round(c * (1 - dark / 100)).toString(16).padStart(2, '0')).join('')}`;
    const step = [...Array(100).keys()].find((d) => shadeOf(d) === shade)!;
    expect(contrast(shadeOf(step - 1), '#f8f9fa')).toBeLessThan(4.5);
  });

  it('leaves a colour that already reads at AA alone', () => {
    expect(accessibleShade('#8b0a32')).toBe('#8b0a32');
  });

  it('puts the AA shade into the buttons and links, the brand colour into nothing that carries text', () => {
    const css = themeCss({ primary: '#e8175d', secondary: '#8b0a32', success: '#198754', info: '#000000', warning: '#ffc107', danger: '#dc3545' });
    const shade = accessibleShade('#e8175d');
    expect(css).toContain(`--bs-primary:${shade};`);
    expect(css).toContain(`--bs-link-color:${shade};`);
    expect(css).toContain(`.btn-primary{--bs-btn-bg:${shade};`);
    expect(css).not.toContain('#e8175d');
  });
});
