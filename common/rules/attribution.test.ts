import { describe, expect, it } from 'vitest';
import {
  cleanFirstTouch,
  fillPostbackTemplate,
  landingOf,
  postbackTemplateProblem,
  siteRelativeTarget,
  targetWithTracking,
} from './attribution.ts';

describe('attribution rules (decision 051)', () => {
  it('a short link leads only to a path of the site', () => {
    expect(siteRelativeTarget('/landers/video/zomer?t=5')).toBe('/landers/video/zomer?t=5');
    expect(siteRelativeTarget('/members/12/landing2/x')).toBe('/members/12/landing2/x');
    for (const off of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/../..//evil.example',
      'evil.example',
      'javascript:alert(1)',
      '/\tx',
      '',
    ])
      expect(siteRelativeTarget(off), off).toBeNull();
  });

  it('where a visitor landed: a lander and slug, or a member page', () => {
    expect(landingOf('/landers/video/zomer')).toEqual({ lander: 'video', slug: 'zomer' });
    expect(landingOf('/landers/adultonly')).toEqual({ lander: 'adultonly' });
    expect(landingOf('/members/12/landing2/abc')).toEqual({
      member_page: '12',
      lander: 'member-landing2',
      slug: 'abc',
    });
    expect(landingOf('/members/12')).toEqual({ member_page: '12' });
    expect(landingOf('/')).toEqual({});
  });

  it('keeps only the known keys, trimmed and cut', () => {
    expect(cleanFirstTouch({ network: ' x ', sub1: '', evil: 'y', ref: 5 })).toEqual({ network: 'x' });
    expect(cleanFirstTouch({ network: 'n'.repeat(100) }).network).toHaveLength(64);
    expect(cleanFirstTouch({ network: 'a\u0000b\nc', sub1: '\ud800x', sub2: '😀' })).toEqual({
      network: 'abc',
      sub1: 'x',
      sub2: '😀',
    });
  });

  it('postback templates: http(s), known placeholders, values URL-encoded', () => {
    expect(postbackTemplateProblem('https://n.example/pb?s={sub1}&e={event}')).toBeNull();
    expect(postbackTemplateProblem('ftp://n.example/')).toMatch(/http/);
    expect(postbackTemplateProblem('https://n.example/?{email}')).toMatch(/unknown placeholder/);
    expect(postbackTemplateProblem('https://u:p@n.example/')).toMatch(/password/);
    expect(fillPostbackTemplate('https://n.example/pb?s={sub1}&a={amount}&x={sub2}', { sub1: 'a&b=c d' })).toBe(
      'https://n.example/pb?s=a%26b%3Dc%20d&a=&x=',
    );
  });

  it('a link’s target gets its campaign unless it names it itself', () => {
    expect(targetWithTracking('/landers/video?network=own', { network: 'x', sub1: 'y' })).toBe(
      '/landers/video?network=own&sub1=y',
    );
  });
});
