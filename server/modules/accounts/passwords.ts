import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import { accountTokens, loginFailures } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import { isLocale } from '../../../common/rules/locale.ts';
import { checkEmail, checkPassword } from '../../../common/rules/account-validation.ts';
import { findMemberByEmail, loadMemberView, passwordHashOf, setPasswordHash } from '../members/index.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../platform/credentials.ts';
import { recordDevice } from './devices.ts';
import { createSession, endSessions } from './sessions.ts';
import { admitRestricted } from './restrictions.ts';
import {
  RESET_VALID_MINUTES,
  RESET_MAILS_PER_DAY,
  DAY_MS,
  MAIL_LIMITS,
  invalid,
  type RequestInfo,
  type AccountDeps,
  type FormTranslate,
} from './account-rules.ts';
import type { AccountMail } from './account-mail.ts';

/** Password change and reset (the reset mail, its link). */
export class Passwords {
  constructor(
    private readonly deps: AccountDeps,
    private readonly mail: AccountMail,
  ) {}

  /** Product §5: 'Controleer je oude wachtwoord.' Other sessions end; this one stays. */
  async changePassword(
    memberId: number,
    currentTokenHash: string,
    input: { old_password: string; password: string; password_repeat: string },
    t: FormTranslate,
  ): Promise<void> {
    const stored = await passwordHashOf(this.deps.db, memberId);
    if (!(await verifyPassword(stored, input.old_password))) {
      throw invalid([{ field: 'old_password', key: 'validation.oldPasswordWrong' }], t);
    }
    const problem = checkPassword(input.password);
    if (problem) throw invalid([problem], t);
    if (input.password !== input.password_repeat)
      throw invalid([{ field: 'password_repeat', key: 'validation.passwordsDiffer' }], t);
    const passwordHash = await hashPassword(input.password);
    await this.deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, memberId, passwordHash);
      await endSessions(tx, memberId, currentTokenHash);
    });
  }

  /** Product §5/§8: unknown address, or more than 3 reset mails a day, are refused with their texts. */
  async requestPasswordReset(email: string, req: RequestInfo, t: FormTranslate): Promise<void> {
    const problem = checkEmail(email);
    if (problem) throw invalid([problem], t);
    const member = await findMemberByEmail(this.deps.db, req.site.id, email);
    if (!member || member.status === 'deleted') throw new ApiError(404, 'email_not_found', 'validation.emailNotFound');
    const [recent] = await this.deps.db
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.memberId, member.id),
          eq(accountTokens.kind, 'password_reset'),
          gte(accountTokens.createdAt, new Date(Date.now() - 86_400_000)),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_DAY)
      throw new ApiError(429, 'too_many_reset_mails', 'auth.tooManyResetMails');
    await this.mail.quota(
      `mail-to:password_reset:${member.email.toLowerCase()}`,
      MAIL_LIMITS.resetsPerAddressPerDay,
      DAY_MS,
      'auth.tooManyResetMails',
    );
    const reset = newToken();
    await this.deps.db.insert(accountTokens).values({
      tokenHash: reset.hash,
      memberId: member.id,
      kind: 'password_reset',
      expiresAt: new Date(Date.now() + RESET_VALID_MINUTES * 60_000),
    });
    const view = await loadMemberView(this.deps.db, member.id);
    await this.mail.send(
      'password_reset',
      {
        name: view?.profile.name ?? '',
        link: `/reset-password/do?token=${reset.token}`,
        validMinutes: RESET_VALID_MINUTES,
      },
      member.email,
      { ...req, locale: isLocale(member.language) ? member.language : req.locale },
      view?.profile.country ?? req.country,
    );
  }

  /** A single-use link, valid one hour; the new password ends every session and opens a new one here. */
  async resetPassword(
    input: { token: string; password: string; password_repeat: string },
    req: RequestInfo,
    t: FormTranslate,
  ) {
    const problem = checkPassword(input.password);
    if (problem) throw invalid([problem], t);
    if (input.password !== input.password_repeat)
      throw invalid([{ field: 'password_repeat', key: 'validation.passwordsDiffer' }], t);
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(input.token)),
            eq(accountTokens.kind, 'password_reset'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ memberId: accountTokens.memberId });
      if (!row) return null;
      // A reset logs the member in: not while suspended or banned.
      await admitRestricted(tx, row.memberId, req.locale);
      await setPasswordHash(tx, row.memberId, passwordHash, { unlock: true });
      await tx.delete(loginFailures).where(eq(loginFailures.memberId, row.memberId));
      await endSessions(tx, row.memberId);
      // Any other reset link mailed before is void now too.
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.memberId, row.memberId),
            eq(accountTokens.kind, 'password_reset'),
            isNull(accountTokens.usedAt),
          ),
        );
      const session = await createSession(tx, row.memberId, req);
      // Known from now on: the new-device notice is for logins elsewhere.
      await recordDevice(tx, row.memberId, req.userAgent, req.ipCountry);
      return { memberId: row.memberId, session };
    });
    if (!result) throw new ApiError(400, 'link_invalid', 'auth.resetLinkInvalid');
    return { view: (await loadMemberView(this.deps.db, result.memberId))!, session: result.session };
  }
}
