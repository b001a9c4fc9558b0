import { describe, expect, it } from 'vitest';
import { faviconFile, fitInside, logoFileName, logoSize, themeImageFiles } from './site-assets.ts';

describe('site assets: the names of a site’s theme images', () => {
  it('a logo’s size travels in its name', () => {
    const name = logoFileName('ab12', 480, 120);
    expect(name).toBe('logo-ab12-480x120.png');
    expect(logoSize(name)).toEqual({ width: 480, height: 120 });
    expect(logoSize('logo-ab12-0x120.png')).toBeNull();
    expect(logoSize('logo.png')).toBeNull();
    expect(logoSize('favicon-ab12')).toBeNull();
  });

  it('a favicon’s name stands for its four sizes; the other images for one file', () => {
    expect(faviconFile('favicon-ab12', 180)).toBe('favicon-ab12-180.png');
    expect(themeImageFiles('favicon', 'favicon-ab12')).toEqual([
      'favicon-ab12-32.png',
      'favicon-ab12-180.png',
      'favicon-ab12-192.png',
      'favicon-ab12-512.png',
    ]);
    expect(themeImageFiles('social_image', 'social-ab12.jpg')).toEqual(['social-ab12.jpg']);
  });

  it('fits a size inside a box keeping its shape, never larger than it is', () => {
    expect(fitInside({ width: 480, height: 160 })).toEqual({ width: 120, height: 40 });
    expect(fitInside({ width: 480, height: 40 })).toEqual({ width: 200, height: 17 });
    expect(fitInside({ width: 30, height: 30 })).toEqual({ width: 30, height: 30 });
    expect(fitInside({ width: 1200, height: 630 }, { width: 240, height: 126 })).toEqual({ width: 240, height: 126 });
  });
});
