import type { FirstTouch } from '../../../common/rules/attribution.ts';
import type { Database, Executor } from '../../db/client.ts';
import { commitTopic } from '../../db/committed.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import type { Locale } from '../../../common/constants.ts';
import type { FieldError } from '../../../common/rules/account-validation.ts';
import type { Site } from '../sites/index.ts';

/** What a service call knows of the request it serves. */
export interface RequestInfo {
  site: Site;
  locale: Locale;
  country: string;
  /** e.g. https://klik.example: the base of links in mails. */
  origin: string;
  userAgent?: string;
  /** The IP's own country (not the visitor's chosen one), null when unknown: a session's place. */
  ipCountry?: string | null;
  /** The browser's device cookie (COOKIE_DEVICE), linked to the member at each login. */
  deviceId?: string;
  /** The signed first-touch cookie's campaign (decision 051): at signup it wins over the form's tracking. */
  firstTouch?: FirstTouch | null;
}

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  log: { error(obj: unknown, msg?: string): void };
  /** Counts the mails a visitor triggers (shared across processes with REDIS_URL). */
  counter: RateCounter;
  /** Called in the activation's transaction (the welcome mail's job). */
  onActivating?: (tx: Executor, memberId: number) => Promise<void>;
}

/** Emitted after the commit that activated an account: the chat delivers held messages (product §4). */
export const ACCOUNT_ACTIVATED = commitTopic<{ memberId: number }>('account_activated');
/** Emitted after the commit that created an account: attribution tells the member's network (decision 051). */
export const MEMBER_SIGNED_UP = commitTopic<{ memberId: number }>('member_signed_up');

export const ACTIVATION_VALID_HOURS = 72;
export const RESET_VALID_MINUTES = 60;
export const RESET_MAILS_PER_DAY = 3;
export const EMAIL_CHANGE_VALID_HOURS = 24;
export const ACTIVATION_RESENDS_PER_HOUR = 3;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Mails a visitor can make the site send to an address they type: besides the per-IP
 * limits of the routes, per member and per receiving address, so that one account or a few
 * addresses cannot turn the site into a mail cannon. Counted only when a mail is about to go out.
 */
export const MAIL_LIMITS = {
  /** E-mail change requests (each mails the new address): per member per hour. */
  emailChangesPerMemberPerHour: 3,
  /** E-mail change mails to one address per day, whoever asks. */
  emailChangesPerAddressPerDay: 2,
  /** Activation mails resent to one address per day (the account's own limit is per hour). */
  activationsPerAddressPerDay: 5,
  /** Password reset mails to one address per day, over every site of this deployment (product §8: 3). */
  resetsPerAddressPerDay: RESET_MAILS_PER_DAY,
} as const;

/** The unique index on (site, lower(email)): one account per address and site. */
export const MEMBERS_EMAIL_INDEX = 'members_site_email';

/** Product §2: the address has an account already; the form offers the login. */
export const emailExists = () =>
  new ApiError(409, 'email_exists', 'signup.existingAccount', undefined, { login: '/login' });

/** A form error: 400 with the first problem's text, and every field's text for the form. */
export function invalid(errors: FieldError[], t: (k: FieldError['key'], p?: FieldError['params']) => string): ApiError {
  const first = errors[0]!;
  const fields = Object.fromEntries(errors.map((e) => [e.field, t(e.key, e.params)]));
  return new ApiError(400, 'invalid_input', first.key, first.params, { fields });
}

/** The translator a form error is written with. */
export type FormTranslate = Parameters<typeof invalid>[1];
