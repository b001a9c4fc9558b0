import { and, count, eq, gte } from 'drizzle-orm';
import { loginFailures } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import { isLocale, regionalLocale } from '../../../common/rules/locale.ts';
import {
  findMemberByEmail,
  loadMemberView,
  lockLogins,
  loginLockForUpdate,
  recordLogin,
  setLanguage,
  type MemberView,
} from '../members/index.ts';
import { burnVerification, verifyPassword } from '../../platform/credentials.ts';
import { createSession, endSession } from './sessions.ts';
import { admitRestricted } from './restrictions.ts';
import { finalAt } from './deletion.ts';
import { dateInWords } from '../../../common/rules/dates.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import type { RequestInfo, AccountDeps } from './account-rules.ts';
import type { AccountMail } from './account-mail.ts';
import { deviceOf, recordDevice } from './devices.ts';
import { createTranslator } from '../../../common/i18n/index.ts';

/** Login with lockout, logout, the language: the session's path. */
export class Login {
  constructor(
    private readonly deps: AccountDeps,
    private readonly mail: AccountMail,
  ) {}

  /**
   * Product §8: 'Login mislukt, probeer opnieuw' on a failure; after too many failures within the
   * site's window the account is blocked: 'Te veel foute pogingen, account voor {minutes} min
   * geblokkeerd.' — and stays refused until the lock ends, even with the right password.
   */
  async login(
    email: string,
    password: string,
    req: RequestInfo,
  ): Promise<{ view: MemberView; session: { token: string; expiresAt: Date } }> {
    const cfg = req.site.config;
    const member = await findMemberByEmail(this.deps.db, req.site.id, email);
    // A deletion made final has no address any more; one in its grace period is answered below.
    if (!member || (member.status === 'deleted' && (member.purgedAt || !member.deletedAt))) {
      await burnVerification(password);
      throw new ApiError(401, 'login_failed', 'auth.loginFailed');
    }
    const attempt = await this.countAttempt(member.id, cfg);
    if (!(await verifyPassword(member.passwordHash, password))) {
      if (attempt.n >= cfg.login_max_failures) {
        await this.deps.db.transaction(async (tx) => {
          await lockLogins(tx, member.id, new Date(Date.now() + cfg.login_lockout_minutes * 60_000));
          await tx.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
        });
        throw new ApiError(429, 'locked_out', 'auth.lockedOut', { minutes: cfg.login_lockout_minutes });
      }
      throw new ApiError(401, 'login_failed', 'auth.loginFailed');
    }
    // The right password was no failure (whether or not the account may log in now).
    await this.deps.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    // Product §8: a deleted account not yet final can still be reactivated, which the right
    // password learns (and the form offers the link again), not 'Login mislukt'.
    if (member.status === 'deleted' && member.deletedAt) {
      const until = finalAt(member.deletedAt);
      throw new ApiError(
        403,
        'account_deleted',
        'auth.deletedReactivatable',
        { until: dateInWords(until, req.locale) },
        { until: until.toISOString(), reactivate: true },
      );
    }
    // A suspension or ban refuses even the right password (after it, so that the refusal
    // tells nothing to whoever only knows the address); a suspension that has ended is lifted here.
    const { session, newDevice } = await this.deps.db.transaction(async (tx) => {
      await admitRestricted(tx, member.id, req.locale);
      await tx.delete(loginFailures).where(eq(loginFailures.memberId, member.id));
      await recordLogin(tx, member.id);
      await refreshSearchRow(tx, member.id);
      return {
        session: await createSession(tx, member.id, req),
        newDevice: await recordDevice(tx, member.id, req.userAgent, req.ipCountry),
      };
    });
    const view = (await loadMemberView(this.deps.db, member.id))!;
    if (newDevice) await this.mailNewDevice(view, req);
    return { view, session };
  }

  /**
   * Each password is counted as a failure BEFORE it is checked, under the member row's lock, so that
   * of parallel logins at most login_max_failures within the window are checked at all (decision
   * 035); the right password clears the count. A lock still running refuses; one that has run out
   * is lifted here, and the count starts again.
   */
  private async countAttempt(
    memberId: number,
    cfg: { login_max_failures: number; login_failure_window_minutes: number; login_lockout_minutes: number },
  ): Promise<{ n: number; id: number }> {
    const refused = (minutes: number) => new ApiError(429, 'locked_out', 'auth.lockedOut', { minutes });
    return this.deps.db.transaction(async (tx) => {
      const lock = await loginLockForUpdate(tx, memberId);
      // The clock is read once the row's lock is held: a login that waited for it behind the one
      // that locked the account would otherwise count from before the lock began ("16 min").
      const now = Date.now();
      if (lock?.lockedUntil && lock.lockedUntil.getTime() > now) {
        const left = Math.ceil((lock.lockedUntil.getTime() - now) / 60_000);
        throw refused(Math.min(left, cfg.login_lockout_minutes));
      }
      if (lock?.lockedUntil) await lockLogins(tx, memberId, null);
      const [row] = await tx
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.memberId, memberId),
            gte(loginFailures.createdAt, new Date(now - cfg.login_failure_window_minutes * 60_000)),
          ),
        );
      // Every attempt of the window is being checked or failed: refused unchecked until one ends.
      if ((row?.n ?? 0) >= cfg.login_max_failures) throw refused(cfg.login_lockout_minutes);
      const [counted] = await tx.insert(loginFailures).values({ memberId }).returning({ id: loginFailures.id });
      return { n: (row?.n ?? 0) + 1, id: counted!.id };
    });
  }

  /** A login from a device and country not seen before is told to the member, in their language. */
  private async mailNewDevice(view: MemberView, req: RequestInfo): Promise<void> {
    const locale = isLocale(view.language) ? view.language : req.locale;
    // The words put into the mail in the mail's own variant (decision 050: the member's profile country).
    const t = createTranslator(regionalLocale(locale, view.profile.country));
    const { browser, os } = deviceOf(req.userAgent);
    const device = [browser, os].filter(Boolean).join(', ') || t('sessions.unknownDevice');
    const place = req.ipCountry
      ? (new Intl.DisplayNames([locale], { type: 'region' }).of(req.ipCountry) ?? req.ipCountry)
      : t('sessions.unknownPlace');
    await this.mail.send(
      'new_device',
      { name: view.profile.name, link: '/settings#sessions', device, place },
      view.email,
      { ...req, locale },
      view.profile.country,
    );
  }

  async setLanguage(memberId: number, language: string): Promise<void> {
    if (!isLocale(language)) throw new ApiError(400, 'invalid_input', 'error.general');
    await setLanguage(this.deps.db, memberId, language);
  }

  /** Logout, or the session a login replaces: it ends, and its sockets close everywhere. */
  async endSession(token: string | undefined): Promise<void> {
    await endSession(this.deps.db, token);
  }
}
