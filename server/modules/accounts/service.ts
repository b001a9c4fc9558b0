import { and, count, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor } from '../../db/client.ts';
import { accountTokens, invites, loginFailures } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail, siteMailContext, siteMailFrom, type MailTemplate, type MailTemplateVars } from '../../platform/mail-templates.ts';
import { postLedgerEntry } from '../credits/index.ts';
import type { Site } from '../sites/index.ts';
import type { Locale } from '../../../common/constants.ts';
import { isLocale } from '../../../common/rules/locale.ts';
import type { SignupInput, Tracking } from '../../../common/api/accounts.ts';
import { checkEmail, checkPassword, checkSignup, normaliseEmail, type FieldError } from '../../../common/rules/account-validation.ts';
import {
  activateMember,
  findMemberByEmail,
  insertMember,
  loadMemberView,
  lockLogins,
  passwordHashOf,
  recordLogin,
  setEmail,
  setLanguage,
  setPasswordHash,
  type MemberView,
} from '../members/index.ts';
import { activateProfile, createProfile } from '../profiles/index.ts';
import { burnVerification, hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';
import { createSession, endSession, endSessions, type EndedSessions } from './sessions.ts';
import { refreshSearchRow } from '../search/index.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';

/** What a service call knows of the request it serves. */
export interface RequestInfo {
  site: Site;
  locale: Locale;
  country: string;
  /** e.g. https://klik.example: the base of links in mails. */
  origin: string;
  userAgent?: string;
}

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  log: { error(obj: unknown, msg?: string): void };
  /** Counts the mails a visitor triggers (shared across processes with REDIS_URL). */
  counter: RateCounter;
  /** Called after an account is activated: the chat delivers held messages (spec §4). */
  onActivated?: (memberId: number) => Promise<void>;
  /** Called after a commit that ended sessions: their sockets close on every process. */
  onSessionsEnded?: (ended: EndedSessions) => Promise<void>;
}

export const ACTIVATION_VALID_HOURS = 72;
export const RESET_VALID_MINUTES = 60;
export const RESET_MAILS_PER_DAY = 3;
export const EMAIL_CHANGE_VALID_HOURS = 24;
export const ACTIVATION_RESENDS_PER_HOUR = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Mails a visitor can make the site send to an address they type (issue #11): besides the per-IP
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
  /** Password reset mails to one address per day, over every site of this deployment (spec §8: 3). */
  resetsPerAddressPerDay: RESET_MAILS_PER_DAY,
} as const;

/** The unique index on (site, lower(email)): one account per address and site. */
const MEMBERS_EMAIL_INDEX = 'members_site_email';

/** Spec §2: the address has an account already; the form offers the login. */
const emailExists = () => new ApiError(409, 'email_exists', 'signup.existingAccount', undefined, { login: '/login' });

/** A form error: 400 with the first problem's text, and every field's text for the form. */
function invalid(errors: FieldError[], t: (k: FieldError['key'], p?: FieldError['params']) => string): ApiError {
  const first = errors[0]!;
  const fields = Object.fromEntries(errors.map((e) => [e.field, t(e.key, e.params)]));
  return new ApiError(400, 'invalid_input', first.key, first.params, { fields });
}

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  // ---- signup and activation -------------------------------------------------------------

  /**
   * Spec §2 signup, §5 validation, §6 signups setting: creates a not_confirmed member with a
   * disabled profile, books the free signup credits in the ledger, mails the activation link and
   * logs the new member in.
   */
  async signup(input: SignupInput, req: RequestInfo, t: Parameters<typeof invalid>[1]): Promise<{ view: MemberView; session: { token: string; expiresAt: Date } }> {
    const { site } = req;
    const tracking: Tracking = input.tracking ?? {};
    if (site.config.signups === 'with_trafficsource' && !tracking.network) throw new ApiError(403, 'signups_closed', 'signup.closed');
    const errors = checkSignup(input, site.config.min_age);
    if (errors.length) throw invalid(errors, t);
    const email = normaliseEmail(input.email);
    if (await findMemberByEmail(this.deps.db, site.id, email)) throw emailExists();
    const passwordHash = await hashPassword(input.password);
    const activation = newToken();
    // Parallel signups with one address all pass the check above: the unique index picks one, and
    // the others get the same answer as a later signup would.
    const result = await this.deps.db.transaction(async (tx) => {
      if (site.config.invite_only) await this.useInvite(tx, site.id, input.invite_code);
      const memberId = await insertMember(tx, {
          siteId: site.id,
          email,
          passwordHash,
          status: 'not_confirmed',
          language: req.locale,
          tracking: Object.fromEntries(Object.entries(tracking).filter(([, v]) => v)) as Record<string, string>,
          signupMessage: input.signup_message?.trim() || null,
          signupMessageTo: input.signup_message ? (input.signup_message_to ?? null) : null,
      });
      await createProfile(tx, {
        memberId,
        name: input.name.trim(),
        status: 'disabled',
        gender: input.gender,
        dateOfBirth: input.date_of_birth,
        country: req.country,
      });
      await refreshSearchRow(tx, memberId);
      if (site.config.invite_only && input.invite_code) {
        await tx.update(invites).set({ usedBy: memberId }).where(eq(invites.code, input.invite_code));
      }
      if (site.config.signup_credits > 0) {
        await postLedgerEntry(tx, { memberId, delta: site.config.signup_credits, kind: 'signup_bonus', businessKey: `signup:${memberId}` });
      }
      await tx.insert(accountTokens).values({
        tokenHash: activation.hash,
        memberId,
        kind: 'activation',
        expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
      });
      const session = await createSession(tx, memberId, req.userAgent);
      return { memberId, session };
    }).catch((err: unknown) => {
      throw isUniqueViolation(err, MEMBERS_EMAIL_INDEX) ? emailExists() : err;
    });
    await this.sendMail('activation', { name: input.name.trim(), link: `/api/activate.php?token=${activation.token}` }, email, req);
    const view = (await loadMemberView(this.deps.db, result.memberId))!;
    return { view, session: result.session };
  }

  private async useInvite(tx: Executor, siteId: number, code: string | undefined): Promise<void> {
    if (!code) throw new ApiError(403, 'invite_required', 'signup.inviteInvalid');
    const now = new Date();
    const used = await tx
      .update(invites)
      .set({ usedAt: now })
      .where(and(eq(invites.code, code), eq(invites.siteId, siteId), isNull(invites.usedAt)))
      .returning({ code: invites.code, expiresAt: invites.expiresAt });
    if (!used[0] || (used[0].expiresAt && used[0].expiresAt < now)) throw new ApiError(403, 'invite_required', 'signup.inviteInvalid');
  }

  /** Opens the mailed activation link: the account becomes active, the profile visible. */
  async activate(token: string, req: Pick<RequestInfo, 'userAgent'>): Promise<{ memberId: number; session: { token: string; expiresAt: Date } } | null> {
    const now = new Date();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.kind, 'activation'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
        .returning({ memberId: accountTokens.memberId });
      if (!row) return null;
      if (!(await activateMember(tx, row.memberId))) return null;
      await activateProfile(tx, row.memberId, now);
      await refreshSearchRow(tx, row.memberId);
      const session = await createSession(tx, row.memberId, req.userAgent);
      return { memberId: row.memberId, session };
    });
    if (result && this.deps.onActivated) {
      await this.deps.onActivated(result.memberId).catch((err) => this.deps.log.error({ err }, 'delivering held messages failed'));
    }
    return result;
  }

  /** Spec §2: resend the activation mail, at most a few times an hour. */
  async resendActivation(memberId: number, req: RequestInfo): Promise<void> {
    const view = await loadMemberView(this.deps.db, memberId);
    if (!view || view.status !== 'not_confirmed') throw new ApiError(409, 'already_active', 'error.general');
    const [recent] = await this.deps.db
      .select({ n: count() })
      .from(accountTokens)
      .where(and(eq(accountTokens.memberId, memberId), eq(accountTokens.kind, 'activation'), gte(accountTokens.createdAt, new Date(Date.now() - 3_600_000))));
    if ((recent?.n ?? 0) >= ACTIVATION_RESENDS_PER_HOUR + 1) throw new ApiError(429, 'too_many_resends', 'activation.tooManyResends');
    await this.takeMailQuota(`mail-to:activation:${view.email.toLowerCase()}`, MAIL_LIMITS.activationsPerAddressPerDay, DAY_MS, 'mail.tooManyToAddress');
    const activation = newToken();
    await this.deps.db.insert(accountTokens).values({
      tokenHash: activation.hash,
      memberId,
      kind: 'activation',
      expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
    });
    await this.sendMail('activation', { name: view.profile.name, link: `/api/activate.php?token=${activation.token}` }, view.email, req);
  }

  // ---- login -----------------------------------------------------------------------------

  /**
   * Spec §8: 'Login mislukt, probeer opnieuw' on a failure; after too many failures within the
   * site's window the account is blocked: 'Te veel foute pogingen, account voor {minutes} min
   * geblokkeerd.' — and stays refused until the lock ends, even with the right password.
   */
  async login(email: string, password: string, req: RequestInfo): Promise<{ view: MemberView; session: { token: string; expiresAt: Date } }> {
    const cfg = req.site.config;
    const member = await findMemberByEmail(this.deps.db, req.site.id, email);
    if (!member || member.status === 'deleted') {
      await burnVerification(password);
      throw new ApiError(401, 'login_failed', 'auth.loginFailed');
    }
    const now = Date.now();
    if (member.lockedUntil && member.lockedUntil.getTime() > now) {
      throw new ApiError(429, 'locked_out', 'auth.lockedOut', { minutes: Math.ceil((member.lockedUntil.getTime() - now) / 60_000) });
    }
    if (!(await verifyPassword(member.passwordHash, password))) {
      const failures = await this.deps.db.transaction(async (tx) => {
        await tx.insert(loginFailures).values({ memberId: member.id });
        const [row] = await tx
          .select({ n: count() })
          .from(loginFailures)
          .where(and(eq(loginFailures.memberId, member.id), gte(loginFailures.createdAt, new Date(now - cfg.login_failure_window_minutes * 60_000))));
        const n = row?.n ?? 0;
        if (n >= cfg.login_max_failures) {
          await lockLogins(tx, member.id, new Date(now + cfg.login_lockout_minutes * 60_000));
          await tx.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
        }
        return n;
      });
      if (failures >= cfg.login_max_failures) throw new ApiError(429, 'locked_out', 'auth.lockedOut', { minutes: cfg.login_lockout_minutes });
      throw new ApiError(401, 'login_failed', 'auth.loginFailed');
    }
    const session = await this.deps.db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
      await recordLogin(tx, member.id);
      await refreshSearchRow(tx, member.id);
      return createSession(tx, member.id, req.userAgent);
    });
    return { view: (await loadMemberView(this.deps.db, member.id))!, session };
  }

  async setLanguage(memberId: number, language: string): Promise<void> {
    if (!isLocale(language)) throw new ApiError(400, 'invalid_input', 'error.general');
    await setLanguage(this.deps.db, memberId, language);
  }

  /** Logout, or the session a login replaces: it ends, and its sockets close everywhere. */
  async endSession(token: string | undefined): Promise<void> {
    const ended = await endSession(this.deps.db, token);
    if (ended) await this.deps.onSessionsEnded?.(ended);
  }

  // ---- passwords ---------------------------------------------------------------------------

  /** Spec §5: 'Controleer je oude wachtwoord.' Other sessions end; this one stays. */
  async changePassword(memberId: number, currentTokenHash: string, input: { old_password: string; password: string; password_repeat: string }, t: Parameters<typeof invalid>[1]): Promise<void> {
    const stored = await passwordHashOf(this.deps.db, memberId);
    if (!(await verifyPassword(stored, input.old_password))) {
      throw invalid([{ field: 'old_password', key: 'validation.oldPasswordWrong' }], t);
    }
    const problem = checkPassword(input.password);
    if (problem) throw invalid([problem], t);
    if (input.password !== input.password_repeat) throw invalid([{ field: 'password_repeat', key: 'validation.passwordsDiffer' }], t);
    const passwordHash = await hashPassword(input.password);
    const ended = await this.deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, memberId, passwordHash);
      return endSessions(tx, memberId, currentTokenHash);
    });
    await this.deps.onSessionsEnded?.(ended);
  }

  /** Spec §5/§8: unknown address, or more than 3 reset mails a day, are refused with their texts. */
  async requestPasswordReset(email: string, req: RequestInfo, t: Parameters<typeof invalid>[1]): Promise<void> {
    const problem = checkEmail(email);
    if (problem) throw invalid([problem], t);
    const member = await findMemberByEmail(this.deps.db, req.site.id, email);
    if (!member || member.status === 'deleted') throw new ApiError(404, 'email_not_found', 'validation.emailNotFound');
    const [recent] = await this.deps.db
      .select({ n: count() })
      .from(accountTokens)
      .where(and(eq(accountTokens.memberId, member.id), eq(accountTokens.kind, 'password_reset'), gte(accountTokens.createdAt, new Date(Date.now() - 86_400_000))));
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_DAY) throw new ApiError(429, 'too_many_reset_mails', 'auth.tooManyResetMails');
    await this.takeMailQuota(`mail-to:password_reset:${member.email.toLowerCase()}`, MAIL_LIMITS.resetsPerAddressPerDay, DAY_MS, 'auth.tooManyResetMails');
    const reset = newToken();
    await this.deps.db.insert(accountTokens).values({
      tokenHash: reset.hash,
      memberId: member.id,
      kind: 'password_reset',
      expiresAt: new Date(Date.now() + RESET_VALID_MINUTES * 60_000),
    });
    const view = await loadMemberView(this.deps.db, member.id);
    await this.sendMail(
      'password_reset',
      { name: view?.profile.name ?? '', link: `/reset-password/do?token=${reset.token}`, validMinutes: RESET_VALID_MINUTES },
      member.email,
      { ...req, locale: isLocale(member.language) ? member.language : req.locale },
    );
  }

  /** A single-use link, valid one hour; the new password ends every session and opens a new one here. */
  async resetPassword(input: { token: string; password: string; password_repeat: string }, req: RequestInfo, t: Parameters<typeof invalid>[1]) {
    const problem = checkPassword(input.password);
    if (problem) throw invalid([problem], t);
    if (input.password !== input.password_repeat) throw invalid([{ field: 'password_repeat', key: 'validation.passwordsDiffer' }], t);
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.tokenHash, hashToken(input.token)), eq(accountTokens.kind, 'password_reset'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
        .returning({ memberId: accountTokens.memberId });
      if (!row) return null;
      await setPasswordHash(tx, row.memberId, passwordHash, { unlock: true });
      await tx.delete(loginFailures).where(eq(loginFailures.memberId, row.memberId));
      const ended = await endSessions(tx, row.memberId);
      // Any other reset link mailed before is void now too.
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.memberId, row.memberId), eq(accountTokens.kind, 'password_reset'), isNull(accountTokens.usedAt)));
      const session = await createSession(tx, row.memberId, req.userAgent);
      return { memberId: row.memberId, session, ended };
    });
    if (!result) throw new ApiError(400, 'link_invalid', 'auth.resetLinkInvalid');
    await this.deps.onSessionsEnded?.(result.ended);
    return { view: (await loadMemberView(this.deps.db, result.memberId))!, session: result.session };
  }

  // ---- e-mail change -----------------------------------------------------------------------

  /**
   * Spec §4/§5: the new address must be valid and free on this site. An active account confirms the
   * new address through a mailed link first; during signup (not yet confirmed) the address is
   * replaced at once and the activation mail goes to it.
   */
  async requestEmailChange(memberId: number, newEmail: string, req: RequestInfo, t: Parameters<typeof invalid>[1]): Promise<{ pending: boolean }> {
    const problem = checkEmail(newEmail, 'validation.newEmailInvalid');
    if (problem) throw invalid([problem], t);
    const email = normaliseEmail(newEmail);
    const view = await loadMemberView(this.deps.db, memberId);
    if (!view) throw new ApiError(404, 'not_found', 'error.general');
    const existing = await findMemberByEmail(this.deps.db, req.site.id, email);
    if (existing && existing.id !== memberId) throw invalid([{ field: 'email', key: 'validation.emailTaken' }], t);
    if (existing && existing.id === memberId) return { pending: false };
    await this.takeMailQuota(`mail-change:member:${memberId}`, MAIL_LIMITS.emailChangesPerMemberPerHour, HOUR_MS, 'mail.tooManyChanges');
    await this.takeMailQuota(`mail-to:email_change:${email}`, MAIL_LIMITS.emailChangesPerAddressPerDay, DAY_MS, 'mail.tooManyToAddress');
    if (view.status === 'not_confirmed') {
      const activation = newToken();
      await this.deps.db.transaction(async (tx) => {
        await setEmail(tx, memberId, email);
        await tx
          .update(accountTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(accountTokens.memberId, memberId), inArray(accountTokens.kind, ['activation']), isNull(accountTokens.usedAt)));
        await tx.insert(accountTokens).values({ tokenHash: activation.hash, memberId, kind: 'activation', expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000) });
      }).catch((err: unknown) => {
        // Taken by a parallel signup or change since the check above.
        throw isUniqueViolation(err, MEMBERS_EMAIL_INDEX) ? invalid([{ field: 'email', key: 'validation.emailTaken' }], t) : err;
      });
      await this.sendMail('activation', { name: view.profile.name, link: `/api/activate.php?token=${activation.token}` }, email, req);
      return { pending: false };
    }
    const change = newToken();
    await this.deps.db.insert(accountTokens).values({
      tokenHash: change.hash,
      memberId,
      kind: 'email_change',
      newEmail: email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
    });
    await this.sendMail('email_change', { name: view.profile.name, link: `/mail-change/do?token=${change.token}`, newEmail: email }, email, req);
    return { pending: true };
  }

  /** The link at /mail-change/do: the confirmed new address replaces the old one. */
  async confirmEmailChange(token: string, siteId: number): Promise<{ memberId: number; email: string }> {
    const now = new Date();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.kind, 'email_change'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
        .returning({ memberId: accountTokens.memberId, newEmail: accountTokens.newEmail });
      if (!row?.newEmail) return null;
      const taken = await findMemberByEmail(tx, siteId, row.newEmail);
      if (taken && taken.id !== row.memberId) throw new ApiError(409, 'email_exists', 'validation.emailTaken');
      await setEmail(tx, row.memberId, row.newEmail);
      return { memberId: row.memberId, email: row.newEmail };
    }).catch((err: unknown) => {
      throw isUniqueViolation(err, MEMBERS_EMAIL_INDEX) ? new ApiError(409, 'email_exists', 'validation.emailTaken') : err;
    });
    if (!result) throw new ApiError(400, 'link_invalid', 'auth.resetLinkInvalid');
    return result;
  }

  // ---- mail --------------------------------------------------------------------------------

  /** One more mail under `key`; past `max` in the window: 429 with the text of `messageKey`. */
  private async takeMailQuota(key: string, max: number, windowMs: number, messageKey: 'mail.tooManyChanges' | 'mail.tooManyToAddress' | 'auth.tooManyResetMails'): Promise<void> {
    if ((await this.deps.counter.hit(key, windowMs)) > max) throw new ApiError(429, 'too_many_mails', messageKey);
  }

  private async sendMail<T extends MailTemplate>(template: T, vars: MailTemplateVars[T], to: string, req: RequestInfo): Promise<void> {
    const { site } = req;
    const rendered = renderMail(template, vars, siteMailContext(site, req.locale, req.origin));
    try {
      await this.deps.mailer.send({ to, subject: rendered.subject, html: rendered.html, text: rendered.text, from: siteMailFrom(site) });
    } catch (err) {
      // The account change stands; the member can ask for the mail again.
      this.deps.log.error({ err, template }, 'sending mail failed');
    }
  }
}
