import { describe, expect, it } from 'vitest';
import { discountMismatch } from './discount.ts';
import { clampSearchAge, defaultSearch, widenedSearch } from './search.ts';
import { memberPolicy } from './membership.ts';
import { directDebitProblems, normalizePhone } from './direct-debit.ts';
import { hasTimeBonus, timeBonusEnd } from './time-bonus.ts';
import type { DiscountCode } from '../api/payments.ts';

const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'HALF',
  value_percentage: 50,
  minimum_order_value: 0,
  country: null,
  user_id: null,
  expires: null,
  currency: 'EUR',
  status: 'active',
  validity: 'unlimited',
  expired: false,
  paymentmethods: [],
  ...over,
});

describe('discountMismatch: whether a code applies to an order', () => {
  const order = { amount: 1995, country: 'NL', method: null };
  it('applies an active code without conditions', () => {
    expect(discountMismatch(code(), order)).toBeNull();
  });
  it('says why not, in the order the member would fix it', () => {
    expect(discountMismatch(code({ status: 'inactive', expired: true }), order)).toBe('inactive');
    expect(discountMismatch(code({ expired: true, country: 'BE' }), order)).toBe('expired');
    expect(discountMismatch(code({ country: 'BE', minimum_order_value: 5000 }), order)).toBe('country');
    expect(discountMismatch(code({ minimum_order_value: 1996 }), order)).toBe('minimum');
    expect(discountMismatch(code({ paymentmethods: ['ideal'] }), { ...order, method: 'paypal' })).toBe('method');
  });
  it('takes the country in any case, the minimum inclusive, and a method only once one is chosen', () => {
    expect(discountMismatch(code({ country: 'nl' }), order)).toBeNull();
    expect(discountMismatch(code({ minimum_order_value: 1995 }), order)).toBeNull();
    expect(discountMismatch(code({ paymentmethods: ['ideal'] }), order)).toBeNull();
    expect(discountMismatch(code({ paymentmethods: ['ideal'] }), { ...order, method: 'ideal' })).toBeNull();
  });
  it('does not look at the currency: a code is for a country, whose currency the prices are in', () => {
    expect(discountMismatch(code({ currency: 'CHF' }), order)).toBeNull();
  });
});

describe('the time bonus window', () => {
  const signupAt = Date.parse('2026-01-01T10:00:00Z');
  it('runs four hours from signup for a member who has not paid', () => {
    expect(timeBonusEnd(signupAt)).toBe(Date.parse('2026-01-01T14:00:00Z'));
    expect(hasTimeBonus({ paid: false, signupAt }, Date.parse('2026-01-01T13:59:59Z'))).toBe(true);
    expect(hasTimeBonus({ paid: false, signupAt }, Date.parse('2026-01-01T14:00:00Z'))).toBe(false);
    expect(hasTimeBonus({ paid: true, signupAt }, signupAt)).toBe(false);
  });
});

describe('the search', () => {
  it('defaults to the gender the viewer looks for and ten years either side, within 18 to 99', () => {
    expect(defaultSearch({ age: 30, gender: 'male', sexuality: null })).toEqual({
      gender: 'female',
      min_age: 20,
      max_age: 40,
    });
    expect(defaultSearch({ age: 22, gender: 'female', sexuality: 'lesbian' })).toEqual({
      gender: 'female',
      min_age: 18,
      max_age: 32,
    });
    expect(defaultSearch({ age: 95, gender: 'male', sexuality: 'bi' })).toEqual({
      gender: undefined,
      min_age: 85,
      max_age: 99,
    });
    // The signup's "Ik zoek" comes before the sexuality (decision 023).
    expect(defaultSearch({ age: 30, gender: 'male', sexuality: 'hetero', looking_for: 'male' }).gender).toBe('male');
    expect(
      defaultSearch({ age: 30, gender: 'female', sexuality: 'lesbian', looking_for: 'both' }).gender,
    ).toBeUndefined();
    expect(defaultSearch({ age: 30, gender: 'female', sexuality: 'bi', looking_for: 'male' }).gender).toBe('male');
    expect(defaultSearch({ age: 30, gender: 'female', sexuality: 'gay', looking_for: null }).gender).toBe('female');
  });
  it('widens by five years on each side, capped at 18 and 99, and drops region and distance', () => {
    expect(
      widenedSearch({
        gender: 'female',
        country: 'NL',
        countryregion: 'NL-NH',
        distance: 25,
        min_age: 30,
        max_age: 40,
      }),
    ).toEqual({ gender: 'female', country: 'NL', min_age: 25, max_age: 45 });
    expect(widenedSearch({ min_age: 20, max_age: 97 })).toMatchObject({ min_age: 18, max_age: 99 });
    expect(widenedSearch({})).toMatchObject({ min_age: undefined, max_age: undefined });
    expect(clampSearchAge(120)).toBe(99);
  });
});

describe('memberPolicy: what free and Premium members may do', () => {
  it('free members: 3 photos, the main photo of others, 2 conversations started', () => {
    const free = memberPolicy(false);
    expect(free).toEqual({ premium: false, photoLimit: 3, seesAllPhotos: false, conversationLimit: 2 });
  });
  it('Premium members: 25 photos, every photo, no conversation limit', () => {
    const premium = memberPolicy(true);
    expect(premium).toEqual({ premium: true, photoLimit: 25, seesAllPhotos: true, conversationLimit: null });
  });
});

describe('directDebitProblems: the direct debit form', () => {
  const good = {
    account_holder: 'J. Jansen',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Dorpsstraat',
    house_number: '1a',
    zip: '1234 AB',
    city: 'Utrecht',
    phone: '+31 6 12345678',
    otp: '123456',
  };
  it('accepts a filled-in form', () => {
    expect(directDebitProblems(good)).toEqual({});
  });
  it('names each field that is empty or wrong', () => {
    const empty = Object.fromEntries(Object.keys(good).map((k) => [k, ' '])) as typeof good;
    expect(directDebitProblems(empty)).toEqual({
      account_holder: 'required',
      iban: 'required',
      street: 'required',
      house_number: 'required',
      zip: 'required',
      city: 'required',
      phone: 'required',
      otp: 'required',
    });
    expect(
      directDebitProblems({
        ...good,
        account_holder: 'J',
        iban: 'NL91ABNA0417164301',
        zip: '1',
        phone: '0612-34',
        otp: '12345',
      }),
    ).toEqual({ account_holder: 'invalid', iban: 'iban.checksum', zip: 'invalid', phone: 'invalid', otp: 'invalid' });
    expect(directDebitProblems({ ...good, phone: '+31 6 1234 5678 9012 3' })).toEqual({ phone: 'invalid' });
  });
  it('checks only the fields asked for', () => {
    expect(directDebitProblems({ ...good, otp: 'x', zip: '' }, ['zip'])).toEqual({ zip: 'required' });
  });
  it('compares phone numbers by their digits, + as 00', () => {
    expect(normalizePhone('+31 (0)6-1234 5678')).toBe('00310612345678');
  });
});

describe('directDebitMessage', () => {
  it('names a catalogue text for every problem the form can have', async () => {
    const { nl } = await import('../i18n/nl.ts');
    const { directDebitMessage: message } = await import('./direct-debit.ts');
    const keys = [
      message('account_holder', 'required'),
      message('account_holder', 'invalid'),
      message('iban', 'required'),
      message('iban', 'iban.checksum'),
      message('iban', 'iban.format'),
      message('iban', 'iban.country'),
      message('iban', 'iban.length'),
      message('street', 'required'),
      message('house_number', 'required'),
      message('zip', 'required'),
      message('zip', 'invalid'),
      message('city', 'required'),
      message('phone', 'required'),
      message('phone', 'invalid'),
      message('otp', 'required'),
      message('otp', 'invalid'),
    ];
    for (const key of keys) expect(nl, key).toHaveProperty([key]);
    expect(nl[message('zip', 'invalid')]).toBe('Vul een geldige postcode in.');
  });
});
