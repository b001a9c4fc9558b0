import { describe, expect, it } from 'vitest';
import { accessibleShade } from '../../common/colors.ts';
import { themeCss } from './theme.ts';

describe('theme colours at WCAG AA', () => {
  it('puts the AA shade into the buttons and links, the brand colour into nothing that carries text', () => {
    const css = themeCss({
      primary: '#e8175d',
      secondary: '#8b0a32',
      success: '#198754',
      info: '#000000',
      warning: '#ffc107',
      danger: '#dc3545',
    });
    const shade = accessibleShade('#e8175d');
    expect(css).toContain(`--bs-primary:${shade};`);
    expect(css).toContain(`--bs-link-color:${shade};`);
    expect(css).toContain(`.btn-primary{--bs-btn-bg:${shade};`);
    expect(css).not.toContain('#e8175d');
  });
});
