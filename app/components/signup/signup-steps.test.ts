import { describe, expect, it } from 'vitest';
import {
  birthYears,
  checkAll,
  checkStep,
  composeDate,
  EMPTY_VALUES,
  stepForFields,
  webmailFor,
  type SignupValues,
} from './signup-steps.ts';
import { reminderSnoozed, REMINDER_SNOOZE_MS } from './ActivationReminder.tsx';

const today = new Date(Date.UTC(2025, 5, 15));
const valid: SignupValues = {
  ...EMPTY_VALUES,
  gender: 'female',
  looking_for: 'male',
  day: '1',
  month: '2',
  year: '1990',
  name: 'Zonnetje',
  email: 'anna@example.com',
  password: 'geheim123',
};

describe('signup steps (product §2, §5)', () => {
  it('composes the date selects into YYYY-MM-DD, or nothing while one is empty', () => {
    expect(composeDate('1990', '2', '1')).toBe('1990-02-01');
    expect(composeDate('1990', '', '1')).toBe('');
  });
  it('offers birth years from the minimum age back 100 years', () => {
    const years = birthYears(today, 18);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1925);
  });
  it('asks a gender and whom the member looks for first', () => {
    expect(checkStep(0, EMPTY_VALUES, 18, today).map((e) => e.key)).toEqual([
      'signup.gender.required',
      'signup.lookingFor.required',
    ]);
    expect(checkStep(0, { ...EMPTY_VALUES, gender: 'male' }, 18, today).map((e) => e.key)).toEqual([
      'signup.lookingFor.required',
    ]);
    expect(checkStep(0, valid, 18, today)).toEqual([]);
  });
  it('checks the date of birth with the site minimum age', () => {
    expect(checkStep(1, { ...valid, year: '' }, 18, today)).toEqual([
      { field: 'date_of_birth', key: 'validation.dobRequired', params: { min_age: 18 } },
    ]);
    expect(checkStep(1, { ...valid, day: '31', month: '2' }, 18, today)[0]?.key).toBe('validation.dobInvalid');
    expect(checkStep(1, { ...valid, year: '2010' }, 18, today)[0]?.key).toBe('validation.dobRequired');
    expect(checkStep(1, { ...valid, year: '2003' }, 21, today)).toHaveLength(0);
    expect(checkStep(1, { ...valid, year: '2005' }, 21, today)[0]?.params).toEqual({ min_age: 21 });
  });
  it('checks the name, and against the e-mail address once that is known', () => {
    expect(checkStep(2, { ...valid, name: '@anna' }, 18, today)[0]?.key).toBe('validation.nameAt');
    expect(checkStep(2, { ...valid, name: 'anna' }, 18, today)).toEqual([]);
    const errors = checkStep(3, { ...valid, name: 'anna' }, 18, today);
    expect(errors.map((e) => e.field)).toEqual(['name']);
    expect(stepForFields(errors.map((e) => e.field))).toBe(2);
  });
  it('checks e-mail and password together on step 3', () => {
    expect(checkStep(3, { ...valid, email: 'x', password: 'kort' }, 18, today).map((e) => e.key)).toEqual([
      'validation.emailInvalid',
      'validation.passwordLength',
    ]);
  });
  it('sends server errors back to the step that asks the field', () => {
    expect(stepForFields(['password'])).toBe(3);
    expect(stepForFields(['password', 'date_of_birth'])).toBe(1);
    expect(stepForFields(['invite_code'])).toBe(4);
    expect(stepForFields(['something_else'])).toBe(4);
    expect(stepForFields([])).toBe(4);
  });
  it('finds nothing wrong with a complete signup', () => {
    expect(checkAll(valid, 18, today)).toEqual([]);
  });
  it('knows the web mail of the large providers', () => {
    expect(webmailFor('Anna@GMAIL.com')?.name).toBe('Gmail');
    expect(webmailFor('x@hotmail.nl')?.name).toBe('Outlook');
    expect(webmailFor('x@example.com')).toBeNull();
    expect(webmailFor('nonsense')).toBeNull();
  });
  it('snoozes the activation reminder for a day after it is closed', () => {
    const now = 1_700_000_000_000;
    expect(reminderSnoozed(null, now)).toBe(false);
    expect(reminderSnoozed(now - 1000, now)).toBe(true);
    expect(reminderSnoozed(now - REMINDER_SNOOZE_MS, now)).toBe(false);
  });
});
