import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../common/constants.ts';
import { dateInWords } from '../../../common/rules/dates.ts';
import {
  deletionOf,
  findMemberByEmail,
  loadMemberView,
  markDeleted,
  passwordHashOf,
  restoreDeleted,
} from '../members/index.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import { retentionCode } from '../payments/index.ts';
import { accountTokens, knownDevices, loginFailures, memberDeviceIds, sessions } from './schema.ts';
import { burnVerification, hashToken, newToken, verifyPassword } from '../../platform/credentials.ts';
import { endSessions } from './sessions.ts';
import { DAY_MS, type AccountDeps, type RequestInfo } from './account-rules.ts';
import { AccountMail } from './account-mail.ts';

/** Reactivation mails asked for again, per address and day. */
export const REACTIVATION_MAILS_PER_DAY = 3;
const REASON_MAX = 1000;
const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;

/** When a deletion made at `deletedAt` becomes final. */
export const finalAt = (deletedAt: Date): Date => new Date(deletedAt.getTime() + GRACE_MS);
/** The other side of the same rule: a deletion asked for before this moment is due to be made final at `now`. */
export const askedBeforeIsFinal = (now: Date): Date => new Date(now.getTime() - GRACE_MS);

/**
 * Account deletion (product §1, §4, §8, §9). The member deletes: status `deleted`, which
 * like a suspension (decision 021) takes the member out of search, likes, lists and others' new
 * messages at once, because all of them ask for an active account; every session ends and its
 * sockets close. A mailed link reactivates the account within the grace period (14 days) and gives
 * all of it back. After that the purge (server/modules/deletion) makes it final: every module erases
 * its part in one transaction; orders and the ledger stay without personal fields (docs/privacy.md);
 * the member's customer at the payment provider is deleted there by a job that transaction enqueues.
 */
export class AccountDeletion {
  private readonly mail: AccountMail;

  constructor(private readonly deps: AccountDeps) {
    this.mail = new AccountMail(deps);
  }

  /** The retention offer: the company's `delete_discount` as a one-time code for this member (made once). */
  async retentionOffer(
    memberId: number,
    req: RequestInfo,
  ): Promise<{ code: string; value_percentage: number; expires: string }> {
    const percentage = req.site.company.delete_discount;
    if (!(percentage > 0)) throw new ApiError(404, 'no_offer', 'deletion.noOffer');
    const code = await this.deps.db.transaction((tx) => retentionCode(tx, req.site.id, memberId, percentage));
    return { code: code.code, value_percentage: code.valuePercentage, expires: code.expires.toISOString() };
  }

  /** The member deletes the account with their password; `reason` is optional. */
  async deleteAccount(
    memberId: number,
    input: { password: string; reason?: string | null },
    req: RequestInfo,
  ): Promise<{ finalAt: Date }> {
    const reason = input.reason?.trim() || null;
    if (reason && reason.length > REASON_MAX)
      throw new ApiError(
        400,
        'invalid_input',
        'deletion.reasonTooLong',
        { max: REASON_MAX },
        { fields: { reason: '' } },
      );
    if (!(await verifyPassword(await passwordHashOf(this.deps.db, memberId), input.password))) {
      throw new ApiError(403, 'wrong_password', 'deletion.wrongPassword', undefined, { fields: { password: '' } });
    }
    const view = await loadMemberView(this.deps.db, memberId);
    const now = new Date();
    const link = newToken();
    await this.deps.db.transaction(async (tx) => {
      if (!(await markDeleted(tx, memberId, reason, now)))
        throw new ApiError(409, 'not_deletable', 'deletion.notPossible');
      await refreshSearchRow(tx, memberId);
      await tx
        .insert(accountTokens)
        .values({ tokenHash: link.hash, memberId, kind: 'reactivation', expiresAt: finalAt(now) });
      await endSessions(tx, memberId);
    });
    await this.mail.send(
      'account_deleted',
      {
        name: view?.profile.name ?? '',
        link: reactivationLink(link.token),
        until: dateInWords(finalAt(now), req.locale),
      },
      view!.email,
      req,
      view!.profile.country,
    );
    return { finalAt: finalAt(now) };
  }

  /** The mailed link: the account comes back as it was. The member id, or null for a link that is used, expired or final. */
  async reactivate(token: string): Promise<number | null> {
    const now = new Date();
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            eq(accountTokens.kind, 'reactivation'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ memberId: accountTokens.memberId });
      if (!row) return null;
      if (!(await restoreDeleted(tx, row.memberId))) return null;
      await refreshSearchRow(tx, row.memberId);
      // The other links of this deletion are spent with it.
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.memberId, row.memberId),
            eq(accountTokens.kind, 'reactivation'),
            isNull(accountTokens.usedAt),
          ),
        );
      return row.memberId;
    });
  }

  /**
   * Login during the grace period offers the link again (product §8): with the address and password
   * of the login form, so that nobody learns from it whether an address has a deleted account.
   */
  async resendReactivation(email: string, password: string, req: RequestInfo): Promise<void> {
    const member = await findMemberByEmail(this.deps.db, req.site.id, email);
    const deletion = member ? await deletionOf(this.deps.db, member.id) : null;
    if (!member || !deletion || deletion.status !== 'deleted' || deletion.purgedAt || !deletion.deletedAt) {
      await burnVerification(password);
      throw new ApiError(401, 'login_failed', 'auth.loginFailed');
    }
    if (!(await verifyPassword(member.passwordHash, password)))
      throw new ApiError(401, 'login_failed', 'auth.loginFailed');
    if (
      (await this.deps.counter.hit(`mail-to:reactivation:${member.email.toLowerCase()}`, DAY_MS)) >
      REACTIVATION_MAILS_PER_DAY
    ) {
      throw new ApiError(429, 'too_many_mails', 'auth.tooManyReactivationMails');
    }
    const until = finalAt(deletion.deletedAt);
    const link = newToken();
    await this.deps.db
      .insert(accountTokens)
      .values({ tokenHash: link.hash, memberId: member.id, kind: 'reactivation', expiresAt: until });
    const view = await loadMemberView(this.deps.db, member.id);
    await this.mail.send(
      'account_deleted',
      { name: view?.profile.name ?? '', link: reactivationLink(link.token), until: dateInWords(until, req.locale) },
      member.email,
      req,
      view?.profile.country ?? req.country,
    );
  }
}

const reactivationLink = (token: string) => `/api/reactivate.php?token=${token}`;

/**
 * A deletion made final: the account's own rows go (sessions, one-use links, failed logins, the
 * devices seen at login, the device cookie's links). Called by the purge (server/modules/deletion) in its transaction.
 */
export async function eraseAccountRowsOf(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.memberId, memberId));
  await tx.delete(accountTokens).where(eq(accountTokens.memberId, memberId));
  await tx.delete(loginFailures).where(eq(loginFailures.memberId, memberId));
  await tx.delete(knownDevices).where(eq(knownDevices.memberId, memberId));
  await tx.delete(memberDeviceIds).where(eq(memberDeviceIds.memberId, memberId));
}
