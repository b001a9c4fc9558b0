import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import { isUniqueViolation, type Executor } from '../../db/client.ts';
import { emitAfterCommit } from '../../db/committed.ts';
import { accountTokens, invites } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import { postLedgerEntry } from '../credits/index.ts';
import type { SignupInput, Tracking } from '../../../common/api/accounts.ts';
import type { LookingFor } from '../../../common/profile-fields.ts';
import { checkSignup, normaliseEmail } from '../../../common/rules/account-validation.ts';
import { cleanFirstTouch, type FirstTouch } from '../../../common/rules/attribution.ts';
import { activateMember, findMemberByEmail, insertMember, loadMemberView, type MemberView } from '../members/index.ts';
import { activateProfile, createProfile } from '../profiles/index.ts';
import { hashPassword, hashToken, newToken } from '../../platform/credentials.ts';
import { recordDevice } from './devices.ts';
import { createSession } from './sessions.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import {
  ACCOUNT_ACTIVATED,
  MEMBER_SIGNED_UP,
  ACTIVATION_VALID_HOURS,
  ACTIVATION_RESENDS_PER_HOUR,
  DAY_MS,
  MAIL_LIMITS,
  MEMBERS_EMAIL_INDEX,
  emailExists,
  invalid,
  type RequestInfo,
  type AccountDeps,
  type FormTranslate,
} from './account-rules.ts';
import type { AccountMail } from './account-mail.ts';

/** Signup, activation and the activation mail again: the start of an account's path. */
export class Signup {
  constructor(
    private readonly deps: AccountDeps,
    private readonly mail: AccountMail,
  ) {}

  /**
   * Product §2 signup, §5 validation, §6 signups setting: creates a not_confirmed member with a
   * disabled profile, books the free signup credits in the ledger, mails the activation link and
   * logs the new member in.
   */
  async signup(
    input: SignupInput,
    req: RequestInfo,
    t: FormTranslate,
  ): Promise<{ view: MemberView; session: { token: string; expiresAt: Date } }> {
    const { site } = req;
    // First touch wins (decision 051): the signed cookie of the first landing with a network, with
    // the lander, slug or member page it came to; else what the browser kept (app/lib/tracking.ts).
    const tracking: FirstTouch = req.firstTouch?.network
      ? req.firstTouch
      : cleanFirstTouch((input.tracking ?? {}) as Tracking);
    if (site.config.signups === 'with_trafficsource' && !tracking.network)
      throw new ApiError(403, 'signups_closed', 'signup.closed');
    const errors = checkSignup(input, site.config.min_age);
    if (errors.length) throw invalid(errors, t);
    const email = normaliseEmail(input.email);
    if (await findMemberByEmail(this.deps.db, site.id, email)) throw emailExists();
    const passwordHash = await hashPassword(input.password);
    const activation = newToken();
    // Parallel signups with one address all pass the check above: the unique index picks one, and
    // the others get the same answer as a later signup would.
    const result = await this.deps.db
      .transaction(async (tx) => {
        if (site.config.invite_only) await this.useInvite(tx, site.id, input.invite_code);
        const memberId = await insertMember(tx, {
          siteId: site.id,
          email,
          passwordHash,
          status: 'not_confirmed',
          language: req.locale,
          tracking: tracking as Record<string, string>,
          signupMessage: input.signup_message?.trim() || null,
          signupMessageTo: input.signup_message ? (input.signup_message_to ?? null) : null,
        });
        await createProfile(tx, {
          memberId,
          name: input.name.trim(),
          status: 'disabled',
          gender: input.gender,
          lookingFor: (input.looking_for as LookingFor | undefined) ?? null,
          dateOfBirth: input.date_of_birth,
          country: req.country,
        });
        await refreshSearchRow(tx, memberId);
        if (site.config.invite_only && input.invite_code) {
          await tx.update(invites).set({ usedBy: memberId }).where(eq(invites.code, input.invite_code));
        }
        if (site.config.signup_credits > 0) {
          await postLedgerEntry(tx, {
            memberId,
            delta: site.config.signup_credits,
            kind: 'signup_bonus',
            businessKey: `signup:${memberId}`,
          });
        }
        await tx.insert(accountTokens).values({
          tokenHash: activation.hash,
          memberId,
          kind: 'activation',
          expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
        });
        const session = await createSession(tx, memberId, req);
        // Known from now on: the new-device notice is for logins elsewhere.
        await recordDevice(tx, memberId, req.userAgent, req.ipCountry);
        await emitAfterCommit(tx, MEMBER_SIGNED_UP, { memberId });
        return { memberId, session };
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err, MEMBERS_EMAIL_INDEX) ? emailExists() : err;
      });
    await this.mail.send(
      'activation',
      { name: input.name.trim(), link: `/api/activate.php?token=${activation.token}` },
      email,
      req,
      // The profile's country, made from this request's just now.
      req.country,
    );
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
    if (!used[0] || (used[0].expiresAt && used[0].expiresAt < now))
      throw new ApiError(403, 'invite_required', 'signup.inviteInvalid');
  }

  /** Opens the mailed activation link: the account becomes active, the profile visible. */
  async activate(
    token: string,
    req: Pick<RequestInfo, 'userAgent' | 'ipCountry'>,
  ): Promise<{ memberId: number; session: { token: string; expiresAt: Date } } | null> {
    const now = new Date();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, hashToken(token)),
            eq(accountTokens.kind, 'activation'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ memberId: accountTokens.memberId });
      if (!row) return null;
      if (!(await activateMember(tx, row.memberId))) return null;
      await activateProfile(tx, row.memberId, now);
      await refreshSearchRow(tx, row.memberId);
      const session = await createSession(tx, row.memberId, req);
      // Known from now on: the new-device notice is for logins elsewhere.
      await recordDevice(tx, row.memberId, req.userAgent, req.ipCountry);
      await this.deps.onActivating?.(tx, row.memberId);
      await emitAfterCommit(tx, ACCOUNT_ACTIVATED, { memberId: row.memberId });
      return { memberId: row.memberId, session };
    });
    return result;
  }

  /**
   * Product §2: resend the activation mail, at most a few times an hour. `record` runs in the
   * transaction that stores the new link (the staff console's audit row).
   */
  async resendActivation(memberId: number, req: RequestInfo, record?: (tx: Executor) => Promise<void>): Promise<void> {
    const view = await loadMemberView(this.deps.db, memberId);
    if (!view || view.status !== 'not_confirmed') throw new ApiError(409, 'already_active', 'error.general');
    const [recent] = await this.deps.db
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.memberId, memberId),
          eq(accountTokens.kind, 'activation'),
          gte(accountTokens.createdAt, new Date(Date.now() - 3_600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= ACTIVATION_RESENDS_PER_HOUR + 1)
      throw new ApiError(429, 'too_many_resends', 'activation.tooManyResends');
    await this.mail.quota(
      `mail-to:activation:${view.email.toLowerCase()}`,
      MAIL_LIMITS.activationsPerAddressPerDay,
      DAY_MS,
      'mail.tooManyToAddress',
    );
    const activation = newToken();
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(accountTokens).values({
        tokenHash: activation.hash,
        memberId,
        kind: 'activation',
        expiresAt: new Date(Date.now() + ACTIVATION_VALID_HOURS * 3_600_000),
      });
      await record?.(tx);
    });
    await this.mail.send(
      'activation',
      { name: view.profile.name, link: `/api/activate.php?token=${activation.token}` },
      view.email,
      req,
      view.profile.country,
    );
  }
}
