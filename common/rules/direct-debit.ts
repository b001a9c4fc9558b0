import { ibanProblem, type IbanProblem } from './iban.ts';
import type { MessageKey } from '../i18n/index.ts';

/**
 * The fields of the direct debit form (product §3, §5) and what each must hold: the browser shows the
 * problems at the fields before sending, the server refuses the same (decision 017). The mailed
 * code (`otp`) is checked here for its form only; whether it is the right code, the server decides.
 */
export const DIRECT_DEBIT_TEXT_FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
  'otp',
] as const;
export type DirectDebitTextField = (typeof DIRECT_DEBIT_TEXT_FIELDS)[number];

/** `required`: nothing (or too little) typed; `invalid`: typed but not right; the IBAN says why. */
export type DirectDebitProblem = 'required' | 'invalid' | `iban.${Exclude<IbanProblem, 'empty'>}`;

/** Phone numbers compared as digits only, with a leading + as 00 (blocks, limits). */
export function normalizePhone(phone: string): string {
  return phone.replace(/^\+/, '00').replace(/\D/g, '');
}

function fieldProblem(field: DirectDebitTextField, raw: string): DirectDebitProblem | null {
  const v = raw.trim();
  switch (field) {
    case 'account_holder':
      return !v ? 'required' : v.length < 2 ? 'invalid' : null;
    case 'iban': {
      const problem = ibanProblem(raw);
      return problem === 'empty' ? 'required' : problem ? `iban.${problem}` : null;
    }
    case 'street':
    case 'city':
      return v.length < 2 ? 'required' : null;
    case 'house_number':
      return !v ? 'required' : null;
    case 'zip':
      return !v ? 'required' : /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(v) ? null : 'invalid';
    case 'phone': {
      if (!v) return 'required';
      const digits = v.replace(/\D/g, '').length;
      return /^\+?[\d\s()-]+$/.test(v) && digits >= 8 && digits <= 15 ? null : 'invalid';
    }
    case 'otp':
      return !v ? 'required' : /^\d{6}$/.test(v) ? null : 'invalid';
  }
}

/** Every field's problem, in the form's order; an empty object when the form may be sent. */
export function directDebitProblems(
  values: Record<DirectDebitTextField, string>,
  fields: readonly DirectDebitTextField[] = DIRECT_DEBIT_TEXT_FIELDS,
): Partial<Record<DirectDebitTextField, DirectDebitProblem>> {
  const problems: Partial<Record<DirectDebitTextField, DirectDebitProblem>> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The text of a field's problem, the same in the form and in the server's answer. */
export function directDebitMessage(field: DirectDebitTextField, problem: DirectDebitProblem): MessageKey {
  if (problem.startsWith('iban.')) return `payments.ui.dd.invalid.${problem}` as MessageKey;
  return `payments.ui.dd.${problem}.${field}` as MessageKey;
}
