import { describe, expect, it } from 'vitest';
import { asksConsent, consentOf, touchOfLocation } from './consent.ts';

describe('the campaign cookie’s consent (decision 055)', () => {
  it('reads the stored answer, and nothing else, from a Cookie header', () => {
    expect(consentOf('klik_session=abc; klik_consent=yes')).toBe('yes');
    expect(consentOf('klik_consent=no')).toBe('no');
    expect(consentOf('klik_consent=maybe')).toBeNull();
    expect(consentOf('xklik_consent=yes')).toBeNull();
    expect(consentOf('')).toBeNull();
    expect(consentOf(undefined)).toBeNull();
  });

  it('takes the campaign and where it landed from a page’s address; without a network there is none', () => {
    expect(touchOfLocation('/landers/video/zomer', '?network=x&sub1=a%20b&lb=1')).toEqual({
      network: 'x',
      sub1: 'a b',
      lander: 'video',
      slug: 'zomer',
    });
    expect(touchOfLocation('/members/12/landing', '?network=x')).toEqual({
      network: 'x',
      member_page: '12',
      lander: 'member-landing',
    });
    expect(touchOfLocation('/', '?sub1=a&ref=b')).toBeNull();
    expect(touchOfLocation('/', '?network=%20')).toBeNull();
  });

  it('asks only a visitor who arrived with a campaign and has not answered, never in the console', () => {
    const campaign = { pathname: '/landers/video', search: '?network=x' };
    expect(asksConsent({ choice: null, ...campaign })).toBe(true);
    expect(asksConsent({ choice: 'yes', ...campaign })).toBe(false);
    expect(asksConsent({ choice: 'no', ...campaign })).toBe(false);
    expect(asksConsent({ choice: null, pathname: '/', search: '' })).toBe(false);
    expect(asksConsent({ choice: null, pathname: '/members', search: '?ref=a' })).toBe(false);
    expect(asksConsent({ choice: null, pathname: '/staff/members', search: '?network=x' })).toBe(false);
    expect(asksConsent({ choice: null, pathname: '/staff', search: '?network=x' })).toBe(false);
  });
});
