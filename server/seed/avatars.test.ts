import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { avatarSvg, renderAvatar } from './avatars.ts';

describe('renderAvatar', () => {
  it('renders a 640 x 640 JPEG by default', async () => {
    const jpeg = await renderAvatar({ seed: 1, gender: 'female', variant: 0 });
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(640);
  });

  it('honours the size option', async () => {
    const meta = await sharp(await renderAvatar({ seed: 1, gender: 'male', variant: 0, size: 160 })).metadata();
    expect(meta.width).toBe(160);
    expect(meta.height).toBe(160);
  });

  it('is deterministic, and differs by seed and by variant', async () => {
    const a = await renderAvatar({ seed: 1, gender: 'male', variant: 0 });
    expect((await renderAvatar({ seed: 1, gender: 'male', variant: 0 })).equals(a)).toBe(true);
    expect((await renderAvatar({ seed: 2, gender: 'male', variant: 0 })).equals(a)).toBe(false);
    expect((await renderAvatar({ seed: 1, gender: 'male', variant: 1 })).equals(a)).toBe(false);
  });

  it('produces well-formed SVG for many seeds, genders and hair colours', () => {
    for (let seed = 0; seed < 300; seed++) {
      const svg = avatarSvg({
        seed,
        gender: seed % 2 ? 'male' : 'female',
        variant: seed % 4,
        hairColor: seed % 7 === 0 ? 'bald' : undefined,
      });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/undefined|NaN/);
    }
  });
});
