import { describe, expect, it } from 'vitest';
import { photoSrc } from './photo-files.ts';

describe('photoSrc', () => {
  it('asks an approved photo from the CDN, one not public from the site itself, where the session is sent', () => {
    const cdn = 'https://cdn.example.net/klik/';
    expect(photoSrc(cdn, 'ab/x_t.webp', 'active')).toBe('https://cdn.example.net/klik/ab/x_t.webp');
    expect(photoSrc(cdn, 'ab/x_t.webp')).toBe('https://cdn.example.net/klik/ab/x_t.webp');
    expect(photoSrc(cdn, 'ab/x_t.webp', 'inspection')).toBe('/media/ab/x_t.webp');
    expect(photoSrc(cdn, 'ab/x_t.webp', 'rejected')).toBe('/media/ab/x_t.webp');
  });
});
