import type { Gender, LookingFor } from '../../../common/profile-fields.ts';
import {
  checkDateOfBirth,
  checkEmail,
  checkName,
  checkPassword,
  type FieldError,
} from '../../../common/rules/account-validation.ts';

/**
 * The pure part of the signup flow (product §2 "steps 0 to 4 then a complete step"): which step asks
 * which field, the checks per step (the same rules the server applies), and the date parts.
 */
export const STEP_COUNT = 5;

/** sessionStorage: '1' after a signup on a smartphone, until the activation reminder modal is closed (product §2). */
export const SMARTPHONE_SIGNUP_KEY = 'klik.signup.smartphone';
export const STEPS = ['gender', 'dob', 'name', 'account', 'finish'] as const;
export type StepName = (typeof STEPS)[number];

export interface SignupValues {
  gender: Gender | '';
  /** "Ik zoek", asked with the gender on step 0 (decision 023). */
  looking_for: LookingFor | '';
  day: string;
  month: string;
  year: string;
  name: string;
  email: string;
  password: string;
  signup_message: string;
  invite_code: string;
}

export const EMPTY_VALUES: SignupValues = {
  gender: '',
  looking_for: '',
  day: '',
  month: '',
  year: '',
  name: '',
  email: '',
  password: '',
  signup_message: '',
  invite_code: '',
};

/** What a signup modal keeps while it is closed, so reopening goes on where the visitor left off. */
export interface SignupDraft {
  step: number;
  values: SignupValues;
}

/** The step that asks a field: server errors on a field send the visitor back there. */
export const FIELD_STEP: Record<string, number> = {
  gender: 0,
  looking_for: 0,
  date_of_birth: 1,
  name: 2,
  email: 3,
  password: 3,
  signup_message: 4,
  signup_message_to: 4,
  invite_code: 4,
};

/** The earliest step owning one of the fields; the last step for fields no step asks. */
export function stepForFields(fields: string[]): number {
  let step = STEP_COUNT - 1;
  for (const f of fields) step = Math.min(step, FIELD_STEP[f] ?? STEP_COUNT - 1);
  return step;
}

/** 'YYYY-MM-DD' from the three selects, or '' while one is still empty. */
export function composeDate(year: string, month: string, day: string): string {
  if (!year || !month || !day) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The years a member can be born in: the youngest allowed first, back 100 years. */
export function birthYears(today: Date, minAge: number): number[] {
  const newest = today.getUTCFullYear() - minAge;
  return Array.from({ length: 100 - minAge + 1 }, (_, i) => newest - i);
}

/**
 * The problems of one step. Step 3 also checks the name against the e-mail address (product §5: they
 * must differ); that error belongs to step 2, and the flow goes back there.
 */
export function checkStep(step: number, v: SignupValues, minAge: number, today: Date = new Date()): FieldError[] {
  const errors: (FieldError | null)[] = [];
  switch (STEPS[step]) {
    case 'gender':
      errors.push(v.gender ? null : { field: 'gender', key: 'signup.gender.required' });
      errors.push(v.looking_for ? null : { field: 'looking_for', key: 'signup.lookingFor.required' });
      break;
    case 'dob':
      errors.push(checkDateOfBirth(composeDate(v.year, v.month, v.day), minAge, today));
      break;
    case 'name':
      errors.push(checkName(v.name, ''));
      break;
    case 'account':
      errors.push(checkEmail(v.email), checkPassword(v.password));
      if (!checkEmail(v.email)) errors.push(checkName(v.name, v.email));
      break;
    default:
      break;
  }
  return errors.filter((e): e is FieldError => e !== null);
}

/** Every step before the last, in order: what must hold before the account is created. */
export function checkAll(v: SignupValues, minAge: number, today: Date = new Date()): FieldError[] {
  return [0, 1, 2, 3].flatMap((s) => checkStep(s, v, minAge, today));
}

/** Web mail of the large providers, so a phone user reaches the activation mail in one tap. */
const WEBMAIL: { domains: string[]; name: string; url: string }[] = [
  { domains: ['gmail.com', 'googlemail.com'], name: 'Gmail', url: 'https://mail.google.com/' },
  {
    domains: ['outlook.com', 'outlook.nl', 'hotmail.com', 'hotmail.nl', 'live.com', 'live.nl', 'msn.com'],
    name: 'Outlook',
    url: 'https://outlook.live.com/mail/',
  },
  { domains: ['yahoo.com', 'yahoo.nl', 'ymail.com'], name: 'Yahoo Mail', url: 'https://mail.yahoo.com/' },
  { domains: ['icloud.com', 'me.com', 'mac.com'], name: 'iCloud Mail', url: 'https://www.icloud.com/mail/' },
  { domains: ['proton.me', 'protonmail.com', 'pm.me'], name: 'Proton Mail', url: 'https://mail.proton.me/' },
];

export function webmailFor(email: string): { name: string; url: string } | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  const hit = WEBMAIL.find((w) => w.domains.includes(domain));
  return hit ? { name: hit.name, url: hit.url } : null;
}

/** What the signup modal opens with (app/components/signup/SignupModal.tsx). */
export interface SignupModalOptions {
  /** The member whose page the visitor is on: the last step offers a first message to them. */
  toMember?: { id: number; name: string };
}
