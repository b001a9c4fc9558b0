import { describe, expect, it } from 'vitest';
import {
  AUTO_LIKE_CHECK_INTERVAL_MS,
  countedTitle,
  isLikesMemberPath,
  likesMemberIdOf,
  showsNewLikeOverlay,
  likeModalDelayMs,
  parseTimestamp,
  photoUrl,
  searchWithout,
  shouldCheckAutoLike,
} from './rules.ts';
import { pageBounceOn, pageHiddenUrl } from '../../lib/page-bounce.ts';

describe('members area (where the New like! overlay may appear)', () => {
  it('covers members, members/{id}, likes, likes/{type}, likes/m/{id}, swipe-game and match-finder', () => {
    for (const p of [
      '/members',
      '/members/',
      '/members/12',
      '/likes',
      '/likes/received',
      '/likes/matches',
      '/likes/m/7',
      '/swipe-game',
      '/match-finder',
    ]) {
      expect(showsNewLikeOverlay(p), p).toBe(true);
    }
  });
  it('leaves out the chat, entry pages, own profile, settings and the rest', () => {
    for (const p of [
      '/',
      '/members/12/chat',
      '/members/12/landing',
      '/members/abc',
      '/profile',
      '/settings',
      '/chats',
      '/likes/m/x',
      '/login',
    ]) {
      expect(showsNewLikeOverlay(p), p).toBe(false);
    }
  });
});

describe('auto-like check throttle (once per 60 s)', () => {
  const now = 1_700_000_000_000;
  it('asks when never asked', () => {
    expect(shouldCheckAutoLike(null, now)).toBe(true);
  });
  it('waits 60 s between checks', () => {
    expect(AUTO_LIKE_CHECK_INTERVAL_MS).toBe(60_000);
    expect(shouldCheckAutoLike(now - 59_999, now)).toBe(false);
    expect(shouldCheckAutoLike(now - 60_000, now)).toBe(true);
  });
  it('treats a time in the future (clock changed) or garbage as never', () => {
    expect(shouldCheckAutoLike(now + 5_000, now)).toBe(true);
    expect(shouldCheckAutoLike(Number.NaN, now)).toBe(true);
  });
  it('parses stored timestamps', () => {
    expect(parseTimestamp('1700000000000')).toBe(1_700_000_000_000);
    expect(parseTimestamp(null)).toBeNull();
    expect(parseTimestamp('')).toBeNull();
    expect(parseTimestamp('soon')).toBeNull();
  });
});

describe('like modal query t', () => {
  it('reads seconds as milliseconds', () => {
    expect(likeModalDelayMs('?t=5')).toBe(5000);
    expect(likeModalDelayMs('?a=1&t=0')).toBe(0);
    expect(likeModalDelayMs('?t=1.5')).toBe(1500);
  });
  it('ignores a missing, negative, non-numeric or huge t', () => {
    expect(likeModalDelayMs('')).toBeNull();
    expect(likeModalDelayMs('?t=')).toBeNull();
    expect(likeModalDelayMs('?t=-1')).toBeNull();
    expect(likeModalDelayMs('?t=abc')).toBeNull();
    expect(likeModalDelayMs('?t=99999')).toBeNull();
  });
  it('removes t and keeps the other parameters in order', () => {
    expect(searchWithout('?gender=female&t=5&min_age=30', 't')).toBe('?gender=female&min_age=30');
    expect(searchWithout('?t=5', 't')).toBe('');
    expect(searchWithout('', 't')).toBe('');
    expect(searchWithout('?t=5&t=6&lb=1', 't')).toBe('?lb=1');
  });
});

describe('title count (product §2: unread messages + new likes)', () => {
  it('prefixes the sum, nothing at zero', () => {
    expect(countedTitle('Likes – Klik', null, 2, 1)).toEqual({ written: '(3) Likes – Klik', base: 'Likes – Klik' });
    expect(countedTitle('Likes – Klik', null, 0, 0)).toEqual({ written: 'Likes – Klik', base: 'Likes – Klik' });
  });
  it('never prefixes twice: a title it wrote itself keeps its base', () => {
    const first = countedTitle('Likes – Klik', null, 0, 1);
    const again = countedTitle(first.written, first, 0, 1);
    expect(again.written).toBe('(1) Likes – Klik');
    const dropped = countedTitle(again.written, again, 0, 0);
    expect(dropped.written).toBe('Likes – Klik');
  });
  it('takes a new page title as the new base', () => {
    const first = countedTitle('Likes – Klik', null, 0, 2);
    expect(countedTitle('Leden zoeken – Klik', first, 0, 2)).toEqual({
      written: '(2) Leden zoeken – Klik',
      base: 'Leden zoeken – Klik',
    });
  });
});

describe('small helpers', () => {
  it('recognises /likes/m/{id}, also as a data request', () => {
    expect(isLikesMemberPath('/likes/m/12')).toBe(true);
    expect(isLikesMemberPath('/likes/m/12.data')).toBe(true);
    expect(isLikesMemberPath('/members/12')).toBe(false);
    expect(isLikesMemberPath('/likes/received')).toBe(false);
  });
  it('reads the member id of /likes/m/{id} by the id rule: beyond PostgreSQL integer is no id', () => {
    expect(likesMemberIdOf('/likes/m/12')).toBe(12);
    expect(likesMemberIdOf('/likes/m/2147483647.data')).toBe(2147483647);
    expect(likesMemberIdOf('/likes/m/2147483648')).toBeNull();
    expect(likesMemberIdOf('/likes/m/99999999999')).toBeNull();
    expect(likesMemberIdOf('/likes/m/0')).toBeNull();
    expect(likesMemberIdOf('/members/12')).toBeNull();
  });
  it('resolves photo paths against the cdn prefix only when relative', () => {
    expect(photoUrl('/media/', '/media/a.webp')).toBe('/media/a.webp');
    expect(photoUrl('/media/', 'a.webp')).toBe('/media/a.webp');
    expect(photoUrl('/media/', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
  it('page bounce: on with lb, beacon path without the query', () => {
    expect(pageBounceOn('?lb')).toBe(true);
    expect(pageBounceOn('?lb=1&x=2')).toBe(true);
    expect(pageBounceOn('?x=2')).toBe(false);
    expect(pageHiddenUrl('/members/12')).toBe('/api/page-hidden.php?path=%2Fmembers%2F12');
  });
});
