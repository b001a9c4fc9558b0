import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client.ts';
import { accountTokens } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import { checkEmail, normaliseEmail } from '../../../common/rules/account-validation.ts';
import { findMemberByEmail, loadMemberView, setEmail } from '../members/index.ts';
import { hashToken, newToken } from '../../platform/credentials.ts';
import {
  ACTIVATION_VALID_HOURS,
  EMAIL_CHANGE_VALID_HOURS,
  HOUR_MS,
  DAY_MS,
  MAIL_LIMITS,
  MEMBERS_EMAIL_INDEX,
  invalid,
  type RequestInfo,
  type AccountDeps,
  type FormTranslate,
} from './account-rules.ts';
import type { AccountMail } from './account-mail.ts';

/** An e-mail change: the link to the new address, then the switch. */
export class EmailChange {
  constructor(
    private readonly deps: AccountDeps,
    private readonly mail: AccountMail,
  ) {}

  /**
   * Product §4/§5: the new address must be valid and free on this site. An active account confirms the
   * new address through a mailed link first; during signup (not yet confirmed) the address is
   * replaced at once and the activation mail goes to it.
   */
  async requestEmailChange(
    memberId: number,
    newEmail: string,
    req: RequestInfo,
    t: FormTranslate,
  ): Promise<{ pending: boolean }> {
    const problem = checkEmail(newEmail, 'validation.newEmailInvalid');
    if (problem) throw invalid([problem], t);
    const email = normaliseEmail(newEmail);
    const view = await loadMemberView(this.deps.db, memberId);
    if (!view) throw new ApiError(404, 'not_found', 'error.general');
    const existing = await findMemberByEmail(this.deps.db, req.site.id, email);
    if (existing && existing.id !== memberId) throw invalid([{ field: 'email', key: 'validation.emailTaken' }], t);
    if (existing && existing.id === memberId) return { pending: false };
    await this.mail.quota(
      `mail-change:member:${memberId}`,
      MAIL_LIMITS.emailChangesPerMemberPerHour,
      HOUR_MS,
      'mail.tooManyChanges',
    );
    await this.mail.quota(
      `mail-to:email_change:${email}`,
      MAIL_LIMITS.emailChangesPerAddressPerDay,
      DAY_MS,
      'mail.tooManyToAddress',
    );
    if (view.status === 'not_confirmed') {
      const activation = newToken();
      await this.deps.db
        .transaction(async (tx) => {
          await setEmail(tx, memberId, email);
          await tx
            .update(accountTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(accountTokens.memberId, memberId),
                inArray(accountTokens.kind, ['activation']),
                isNull(accountTokens.usedAt),
              ),
            );
          await tx.insert(accountTokens).values({
            tokenHash: activation.hash,
            memberId,
            kind: 'activation',
            expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
          });
        })
        .catch((err: unknown) => {
          // Taken by a parallel signup or change since the check above.
          throw isUniqueViolation(err, MEMBERS_EMAIL_INDEX)
            ? invalid([{ field: 'email', key: 'validation.emailTaken' }], t)
            : err;
        });
      await this.mail.send(
        'activation',
        { name: view.profile.name, link: `/api/activate.php?token=${activation.token}` },
        email,
        req,
        view.profile.country,
      );
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
    await this.mail.send(
      'email_change',
      { name: view.profile.name, link: `/mail-change/do?token=${change.token}`, newEmail: email },
      email,
      req,
      view.profile.country,
    );
    return { pending: true };
  }

  /** The link at /mail-change/do: the confirmed new address replaces the old one. */
  async confirmEmailChange(token: string, siteId: number): Promise<{ memberId: number; email: string }> {
    const now = new Date();
    const result = await this.deps.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(accountTokens.tokenHash, hashToken(token)),
              eq(accountTokens.kind, 'email_change'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, now),
            ),
          )
          .returning({ memberId: accountTokens.memberId, newEmail: accountTokens.newEmail });
        if (!row?.newEmail) return null;
        const taken = await findMemberByEmail(tx, siteId, row.newEmail);
        if (taken && taken.id !== row.memberId) throw new ApiError(409, 'email_exists', 'validation.emailTaken');
        await setEmail(tx, row.memberId, row.newEmail);
        return { memberId: row.memberId, email: row.newEmail };
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err, MEMBERS_EMAIL_INDEX)
          ? new ApiError(409, 'email_exists', 'validation.emailTaken')
          : err;
      });
    if (!result) throw new ApiError(400, 'link_invalid', 'auth.resetLinkInvalid');
    return result;
  }
}
