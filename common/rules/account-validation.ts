import type { MessageKey } from '../i18n/nl.ts';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../api/limits.ts';
import { ageOn } from './age.ts';
import { LOOKING_FOR } from '../profile-fields.ts';

/** A field's problem as a catalogue key with its parameters: shown next to that field. */
export interface FieldError {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

// Deliberately plain: one @, something before it, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Product §5: the profile name differs from the e-mail address, does not start with @, is shown to others. */
export function checkName(name: string, email: string): FieldError | null {
  const n = name.trim();
  if (n.length === 0) return { field: 'name', key: 'validation.nameRequired' };
  if (n.startsWith('@')) return { field: 'name', key: 'validation.nameAt' };
  const e = normaliseEmail(email);
  if (e && (n.toLowerCase() === e || n.toLowerCase() === e.split('@')[0]))
    return { field: 'name', key: 'validation.nameIsEmail' };
  if (n.length < 2 || n.length > NAME_MAX)
    return { field: 'name', key: 'validation.nameLength', params: { min: 2, max: NAME_MAX } };
  return null;
}

/**
 * Product §5: a date of birth is required with a minimum age: 'Vul uw geboortedatum in ({min_age}+ jaar)';
 * an impossible date gives 'Ongeldige geboortedatum.'.
 */
export function checkDateOfBirth(value: string, minAge: number, today: Date = new Date()): FieldError | null {
  if (!value) return { field: 'date_of_birth', key: 'validation.dobRequired', params: { min_age: minAge } };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { field: 'date_of_birth', key: 'validation.dobInvalid' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return { field: 'date_of_birth', key: 'validation.dobInvalid' };
  }
  const age = ageOn(value, today);
  if (age < 0 || age > 120) return { field: 'date_of_birth', key: 'validation.dobInvalid' };
  if (age < minAge) return { field: 'date_of_birth', key: 'validation.dobRequired', params: { min_age: minAge } };
  return null;
}

export function checkPassword(password: string, field = 'password'): FieldError | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return { field, key: 'validation.passwordLength', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  return null;
}

export function checkEmail(
  email: string,
  key: MessageKey = 'validation.emailInvalid',
  field = 'email',
): FieldError | null {
  return isValidEmail(normaliseEmail(email)) ? null : { field, key };
}

/**
 * The signup's "Ik zoek" (decision 023): men, women or both. Absent is allowed (older clients and
 * landing pages that do not ask; then the sexuality decides), a value outside the three is not.
 */
export function checkLookingFor(value: string | undefined): FieldError | null {
  if (value === undefined || (LOOKING_FOR as readonly string[]).includes(value)) return null;
  return { field: 'looking_for', key: 'signup.lookingFor.required' };
}

/** Every problem of a signup form, in the order the form asks the fields. */
export function checkSignup(
  input: { email: string; name: string; password: string; date_of_birth: string; looking_for?: string },
  minAge: number,
  today?: Date,
): FieldError[] {
  return [
    checkLookingFor(input.looking_for),
    checkDateOfBirth(input.date_of_birth, minAge, today),
    checkName(input.name, input.email),
    checkEmail(input.email),
    checkPassword(input.password),
  ].filter((e): e is FieldError => e !== null);
}
