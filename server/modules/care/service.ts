import { randomUUID } from 'node:crypto';
import type {
  MemberDetails,
  MemberHit,
  MemberSearch,
  MemberSearchKey,
  StaffNotificationsDisabled,
  StaffOrder,
} from '../../../common/api/care.ts';
import { LOCALES, type Locale } from '../../../common/constants.ts';
import { isValidIban, normalizeIban } from '../../../common/rules/iban.ts';
import { directDebitProblems, type DirectDebitTextField } from '../../../common/rules/direct-debit.ts';
import { MAX_ID } from '../../../common/api/ids.ts';
import { inSiteScope, type SiteScope } from '../../../common/rules/staff-scope.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import {
  endSessions,
  finalAt,
  sessionsEnded,
  sessionsOf,
  type AccountService,
  type MemberRestrictions,
  type RestrictionChange,
  type RestrictionOutcome,
} from '../accounts/index.ts';
import type { DeletionPurge } from '../deletion/index.ts';
import { recordStaffAction, type AuditService, type StaffActor } from '../audit/index.ts';
import { entriesOf, postLedgerEntry } from '../credits/index.ts';
import {
  notificationsDisabledDetailsOf,
  preferencesOf,
  reenableNotifications,
  type NotificationsDisabledDetail,
} from '../notifications/index.ts';
import {
  lockMember,
  memberIdsByEmail,
  setFictional,
  staffAccountRows,
  type StaffAccountRow,
} from '../members/index.ts';
import {
  blockForDirectDebit,
  directDebitAccountsOf,
  directDebitValueOf,
  memberIdsByIban,
  orderById,
  ordersOf,
  type PaymentRow,
  type PaymentService,
} from '../payments/index.ts';
import { photosOfMember } from '../photos/index.ts';
import { memberIdsByName, profileNames, staffProfileOf } from '../profiles/index.ts';
import { reportsOfMember } from '../reports/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';
import { STAFF_MEDIA_PATH } from '../../../common/rules/photo-files.ts';
import { moderationHistory } from './history.ts';
import type { MemberHistory } from '../../../common/api/history.ts';

/** At most this many members answer one search. */
export const MEMBER_SEARCH_LIMIT = 50;
const REASON_MAX = 1000;
const DAY_MS = 86_400_000;

export interface CareDeps {
  db: Database;
  sites: SiteDirectory;
  accounts: AccountService;
  payments: PaymentService;
  restrictions: MemberRestrictions;
  purge: DeletionPurge;
  audit: AuditService;
  bus: EventBus;
  /** How many devices receive the member's web push (the push module's `deviceCount`). */
  pushDevices: (memberId: number) => Promise<number>;
}

/** Which key a search text is: `#12` or `12` an id, with `@` an address, an IBAN-shaped text an IBAN, else the start of a name. */
export function searchKeyOf(q: string): MemberSearchKey | null {
  const text = q.trim();
  if (!text) return null;
  if (/^#?\d{1,10}$/.test(text)) return 'id';
  if (text.includes('@')) return 'email';
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(normalizeIban(text))) return 'iban';
  return 'name';
}

/** A reason staff must give (credits, suspension, ban): trimmed, not empty, not endless. */
function requiredReason(reason: string | undefined): string {
  const r = reason?.trim() ?? '';
  if (!r || r.length > REASON_MAX)
    throw new ApiError(
      400,
      'invalid_input',
      'staff.members.error.reasonRequired',
      { max: REASON_MAX },
      { field: 'reason' },
    );
  return r;
}

function presentDisabled(d: NotificationsDisabledDetail): StaffNotificationsDisabled {
  return {
    reason: d.reason,
    email: d.email,
    category: d.category,
    detail: d.detail,
    created_at: d.createdAt.toISOString(),
    current_address_affected: d.currentAddressAffected,
  };
}

export function presentStaffOrder(o: PaymentRow): StaffOrder {
  return {
    id: o.id,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    credits: o.credits,
    amount: { amount: o.amount, currency: o.currency },
    method: o.method,
    bank: o.bank,
    provider: o.provider,
    provider_payment_id: o.providerPaymentId,
    status: o.status,
    discount_code: o.discountCode,
    refundable: o.status === 'paid' && !!o.providerPaymentId,
  };
}

/**
 * Member care in the staff console: find a member (address, name, id, IBAN), the member
 * page, and the actions on a member. Each action runs in one transaction with its audit row
 * (`recordStaffAction`, target the member, so the member page lists it), through the functions of
 * the modules owning what it changes; what must follow the commit (sockets closing, the open tabs'
 * balance) is announced after it. The role of each call is checked by the routes (requireStaff);
 * the sites here: a staff account limited to some sites finds only their members, and a member of
 * another site is not found for it, to read or to act on (decision 044).
 */
export class CareService {
  constructor(private readonly deps: CareDeps) {}

  private async siteNames(): Promise<Map<number, string>> {
    return new Map((await this.deps.sites.all()).map((s) => [s.id, s.config.name]));
  }

  /** A moderator's member history (read only, data minimised: history.ts). */
  history(memberId: number, scope: SiteScope = null): Promise<MemberHistory> {
    return moderationHistory(this.deps.db, this.deps.sites, memberId, scope);
  }

  /** GET /staff/api/members?q=. `minimised` (moderators): no addresses in the hits, and no search by IBAN. */
  async search(q: string, minimised = false, scope: SiteScope = null): Promise<MemberSearch> {
    const result = await this.searchAll(q, scope);
    if (!minimised) return result;
    if (result.by === 'iban') return { by: 'iban', members: [] };
    return { ...result, members: result.members.map((m) => ({ ...m, email: '' })) };
  }

  private async searchAll(q: string, scope: SiteScope): Promise<MemberSearch> {
    const by = searchKeyOf(q);
    if (!by) return { by: null, members: [] };
    const text = q.trim();
    const { db } = this.deps;
    let ids: number[];
    switch (by) {
      case 'id': {
        const id = Number(text.replace('#', ''));
        ids = id >= 1 && id <= MAX_ID ? [id] : [];
        break;
      }
      case 'email':
        ids = await memberIdsByEmail(db, text, MEMBER_SEARCH_LIMIT, scope ?? undefined);
        break;
      case 'iban':
        ids = await memberIdsByIban(db, text, MEMBER_SEARCH_LIMIT);
        break;
      case 'name':
        ids = await memberIdsByName(db, text, MEMBER_SEARCH_LIMIT, scope ?? undefined);
        break;
    }
    // An id or an IBAN may name members of other sites: those stay out of a limited account's hits.
    const found = (await staffAccountRows(db, ids)).filter((r) => inSiteScope(scope, r.siteId));
    ids = found.map((r) => r.id);
    const [names, sites] = await Promise.all([profileNames(db, ids), this.siteNames()]);
    const members: MemberHit[] = found.map((r) => ({
      id: r.id,
      site_id: r.siteId,
      site_name: sites.get(r.siteId) ?? String(r.siteId),
      email: r.email,
      name: names.get(r.id) ?? '',
      status: r.status,
      created_at: r.signupDate.toISOString(),
    }));
    return { by, members };
  }

  /** The member's account as staff see it; 404 when there is none, or it is of a site outside `scope`. */
  private async account(db: Executor, memberId: number, scope: SiteScope | undefined): Promise<StaffAccountRow> {
    const [row] = await staffAccountRows(db, [memberId]);
    if (!row || !inSiteScope(scope, row.siteId)) throw new ApiError(404, 'not_found', 'staff.members.error.notFound');
    return row;
  }

  /** GET /staff/api/members/:id: everything the member page shows. */
  async details(memberId: number, scope: SiteScope = null): Promise<MemberDetails> {
    const { db } = this.deps;
    const account = await this.account(db, memberId, scope);
    const [
      profile,
      photos,
      sessions,
      ledger,
      orders,
      directDebit,
      reports,
      audit,
      sites,
      disabled,
      preferences,
      pushDevices,
    ] = await Promise.all([
      staffProfileOf(db, memberId),
      photosOfMember(db, memberId),
      sessionsOf(db, memberId),
      entriesOf(db, memberId, 200),
      ordersOf(db, memberId),
      directDebitAccountsOf(db, memberId),
      reportsOfMember(db, memberId),
      this.deps.audit.of('member', memberId, { limit: 100 }),
      this.siteNames(),
      notificationsDisabledDetailsOf(db, memberId),
      preferencesOf(db, memberId),
      this.deps.pushDevices(memberId),
    ]);
    return {
      member: {
        id: account.id,
        site_id: account.siteId,
        site_name: sites.get(account.siteId) ?? String(account.siteId),
        email: account.email,
        status: account.status,
        suspended_until: account.suspendedUntil?.toISOString() ?? null,
        restriction_reason: account.restrictionReason,
        deleted_at: account.deletedAt?.toISOString() ?? null,
        final_at:
          account.purgedAt?.toISOString() ?? (account.deletedAt ? finalAt(account.deletedAt).toISOString() : null),
        purged_at: account.purgedAt?.toISOString() ?? null,
        language: account.language,
        credits: account.credits,
        paid_user: account.paidUser,
        fictional: account.fictional,
        invisible: account.invisible,
        created_at: account.signupDate.toISOString(),
        last_active_at: account.lastActiveAt.toISOString(),
        tracking: account.tracking,
      },
      profile: profile && {
        name: profile.name,
        status: profile.status,
        gender: profile.gender,
        date_of_birth: profile.dateOfBirth,
        country: profile.country,
        region_code: profile.regionCode,
        place: profile.place,
        description: profile.description,
        sexuality: profile.sexuality,
        relationship_status: profile.relationshipStatus,
        signup_reason: profile.signupReason,
        interests: profile.interests,
      },
      photos: photos.map((p) => ({
        id: p.id,
        status: p.status,
        url: `${STAFF_MEDIA_PATH}${p.thumbFilename}`,
        created_at: p.createdAt.toISOString(),
      })),
      sessions: sessions.map((s) => ({
        device: s.userAgent,
        created_at: s.createdAt.toISOString(),
        last_active_at: s.lastSeenAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
      })),
      ledger: ledger.map((e) => ({
        id: e.id,
        kind: e.kind,
        delta: e.delta,
        balance: e.balanceAfter,
        reason: typeof e.details.reason === 'string' ? e.details.reason : null,
        created_at: e.createdAt.toISOString(),
      })),
      orders: orders.map(presentStaffOrder),
      direct_debit: directDebit.map((d) => ({
        id: d.id,
        label: d.label,
        has_iban: d.hasIban,
        has_phone: d.hasPhone,
        iban_blocked: d.ibanBlocked,
        phone_blocked: d.phoneBlocked,
        created_at: d.createdAt.toISOString(),
      })),
      reports,
      notifications: { disabled: disabled.map(presentDisabled), preferences, push_devices: pushDevices },
      audit,
    };
  }

  /**
   * "I never get your mails": e-mail notifications back on, as the member's own fix does
   * (`reenableNotifications`: every reason cleared, a category a one-click unsubscribe turned off on
   * again), with the cleared reasons in the audit row. Nothing on record is not an error: 0 cleared.
   */
  async reenableNotifications(actor: StaffActor, memberId: number): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const account = await this.account(tx, memberId, actor.siteIds);
      const before = await notificationsDisabledDetailsOf(tx, memberId);
      await reenableNotifications(tx, memberId);
      await recordStaffAction(tx, actor, {
        action: 'member.notifications_reenable',
        targetType: 'member',
        targetId: memberId,
        siteId: account.siteId,
        before: { disabled: before.map(presentDisabled) },
        after: { disabled: [] },
      });
      return before.length;
    });
  }

  /** The activation mail again, for an account that has not confirmed its address. */
  async resendActivation(actor: StaffActor, memberId: number): Promise<void> {
    const account = await this.account(this.deps.db, memberId, actor.siteIds);
    if (account.status !== 'not_confirmed')
      throw new ApiError(409, 'not_unconfirmed', 'staff.members.error.notUnconfirmed');
    const site = await this.deps.sites.byId(account.siteId);
    const locale = (LOCALES as readonly string[]).includes(account.language) ? (account.language as Locale) : 'nl';
    await this.deps.accounts.resendActivation(
      memberId,
      { site, locale, country: site.config.countries[0] ?? 'NL', origin: site.origin },
      (tx) =>
        recordStaffAction(tx, actor, {
          action: 'member.resend_activation',
          targetType: 'member',
          targetId: memberId,
          siteId: account.siteId,
          after: { email: account.email },
        }),
    );
  }

  /** Every session of the member ends; their open tabs' sockets close after the commit. */
  async endSessions(actor: StaffActor, memberId: number): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const account = await this.account(tx, memberId, actor.siteIds);
      const gone = await endSessions(tx, memberId);
      await recordStaffAction(tx, actor, {
        action: 'member.end_sessions',
        targetType: 'member',
        targetId: memberId,
        siteId: account.siteId,
        after: { sessions_ended: gone.tokenHashes.length },
      });
      return gone.tokenHashes.length;
    });
  }

  /** A full refund of a paid order through the payments module's refund (provider, then ledger reversal). */
  async refund(actor: StaffActor, orderId: number): Promise<StaffOrder> {
    const owner = await orderById(this.deps.db, orderId);
    // An order of another site than the staff member's is not found either (decision 044).
    if (!owner || !inSiteScope(actor.siteIds, owner.siteId))
      throw new ApiError(404, 'not_found', 'payments.server.orderNotFound');
    await this.deps.payments.refund(orderId, (tx, before, after) =>
      recordStaffAction(tx, actor, {
        action: 'member.refund',
        targetType: 'member',
        targetId: owner.memberId,
        siteId: owner.siteId,
        before: { order_id: orderId, status: before.status },
        after: { order_id: orderId, status: after.status, amount: after.amount, currency: after.currency },
      }),
    );
    return presentStaffOrder((await orderById(this.deps.db, orderId))!);
  }

  /**
   * Credits added or taken through the ledger (kind `admin`) with a reason; never below zero. The
   * member's open tabs get the new balance.
   */
  async adjustCredits(
    actor: StaffActor,
    memberId: number,
    delta: number,
    reason: string | undefined,
  ): Promise<{ credits: number; entryId: number }> {
    if (delta === 0)
      throw new ApiError(400, 'invalid_input', 'staff.members.error.creditsZero', undefined, { field: 'delta' });
    const why = requiredReason(reason);
    const result = await this.deps.db.transaction(async (tx) => {
      const account = await this.account(tx, memberId, actor.siteIds);
      const locked = (await lockMember(tx, memberId))!;
      if (locked.credits + delta < 0)
        throw new ApiError(
          400,
          'invalid_input',
          'staff.members.error.creditsBelowZero',
          { credits: locked.credits },
          { field: 'delta' },
        );
      const booked = await postLedgerEntry(tx, {
        memberId,
        delta,
        kind: 'admin',
        businessKey: `admin:${randomUUID()}`,
        details: { reason: why, staff_id: actor.staffId },
      });
      await recordStaffAction(tx, actor, {
        action: 'member.credits',
        targetType: 'member',
        targetId: memberId,
        siteId: account.siteId,
        before: { credits: locked.credits },
        after: { credits: booked.balance, delta, reason: why },
      });
      return { credits: booked.balance, entryId: booked.entryId, paidUser: locked.paidUser };
    });
    await this.deps.bus.publish([memberId], { type: 'credits', credits: result.credits, paid_user: result.paidUser });
    return { credits: result.credits, entryId: result.entryId };
  }

  /** Blocks an IBAN or phone number for direct debit: typed, or taken from one of the member's mandates (never shown). */
  async blockDirectDebit(
    actor: StaffActor,
    memberId: number,
    input: { kind: 'iban' | 'phone'; value?: string; saved_method_id?: number; reason?: string },
  ): Promise<{ already: boolean }> {
    const { db } = this.deps;
    // Before the member's stored details are read: a member of another site is not found (decision 044).
    await this.account(db, memberId, actor.siteIds);
    let value: string;
    if (input.saved_method_id !== undefined) {
      const stored = await directDebitValueOf(db, memberId, input.saved_method_id, input.kind);
      if (!stored) throw new ApiError(404, 'not_found', 'staff.members.error.noDirectDebitValue');
      value = stored;
    } else {
      value = input.value?.trim() ?? '';
      const valid =
        input.kind === 'iban'
          ? isValidIban(value)
          : !directDebitProblems({ phone: value } as Record<DirectDebitTextField, string>, ['phone']).phone;
      if (!valid)
        throw new ApiError(
          400,
          'invalid_input',
          input.kind === 'iban' ? 'payments.server.ibanInvalid' : 'payments.server.phoneInvalid',
          undefined,
          { field: 'value' },
        );
    }
    const reason = input.reason?.trim() || null;
    return db.transaction(async (tx) => {
      const account = await this.account(tx, memberId, actor.siteIds);
      const blocked = await blockForDirectDebit(tx, input.kind, value, reason);
      await recordStaffAction(tx, actor, {
        action: 'member.directdebit_block',
        targetType: 'member',
        targetId: memberId,
        siteId: account.siteId,
        after: { kind: input.kind, value: blocked.value, reason, already_blocked: !blocked.created },
      });
      return { already: !blocked.created };
    });
  }

  /** Suspension for N days, a ban, or lifting either (decision 021): the restriction command, sockets closed after the commit. */
  async suspend(
    actor: StaffActor,
    memberId: number,
    days: number,
    reason: string | undefined,
  ): Promise<RestrictionOutcome> {
    const why = requiredReason(reason);
    return this.restrict(
      actor,
      memberId,
      { action: 'suspend', until: new Date(Date.now() + days * DAY_MS), reason: why },
      { days },
    );
  }

  async ban(actor: StaffActor, memberId: number, reason: string | undefined): Promise<RestrictionOutcome> {
    return this.restrict(actor, memberId, { action: 'ban', reason: requiredReason(reason) });
  }

  async lift(actor: StaffActor, memberId: number): Promise<RestrictionOutcome> {
    return this.restrict(actor, memberId, { action: 'lift' });
  }

  private async restrict(
    actor: StaffActor,
    memberId: number,
    change: RestrictionChange,
    context?: Record<string, unknown>,
  ): Promise<RestrictionOutcome> {
    // The member page's own 404 for an unknown member (or one of another site), before the command runs.
    await this.account(this.deps.db, memberId, actor.siteIds);
    return this.deps.restrictions.apply({
      actor,
      memberId,
      change,
      context: (outcome) => ({ ...context, ...sessionsEnded(outcome) }),
      notRestricted: 'staff.members.error.notRestricted',
    });
  }

  /**
   * A member asks for their deletion to be final now: the same purge as the job's, with
   * the audit row in its transaction (dates only: the row outlives the erased data, so no address).
   */
  async purge(actor: StaffActor, memberId: number): Promise<{ purged_at: string }> {
    // A member of another site than the staff member's is not found (decision 044).
    if (actor.siteIds) await this.account(this.deps.db, memberId, actor.siteIds);
    let purgedAt: Date | null = null;
    const done = await this.deps.purge.purgeMember(memberId, {
      record: async (tx, d) => {
        purgedAt = d.purgedAt;
        await recordStaffAction(tx, actor, {
          action: 'member.purge',
          targetType: 'member',
          targetId: memberId,
          siteId: d.siteId,
          before: { status: 'deleted', deleted_at: d.deletedAt.toISOString() },
          after: { status: 'deleted', purged_at: d.purgedAt.toISOString() },
        });
      },
    });
    if (!done || !purgedAt) throw new ApiError(409, 'not_pending', 'staff.member.deletion.notPending');
    return { purged_at: (purgedAt as Date).toISOString() };
  }

  /** Marks the profile as one the site runs (fictional), or not. */
  async setFictional(actor: StaffActor, memberId: number, fictional: boolean): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const changed = await setFictional(tx, memberId, fictional);
      // A member of another site: not found, and the change is rolled back with the transaction (decision 044).
      if (!changed || !inSiteScope(actor.siteIds, changed.siteId))
        throw new ApiError(404, 'not_found', 'staff.members.error.notFound');
      await recordStaffAction(tx, actor, {
        action: 'member.fictional',
        targetType: 'member',
        targetId: memberId,
        siteId: changed.siteId,
        before: { fictional: changed.before },
        after: { fictional: changed.after },
      });
      return changed.after;
    });
  }

  /** Every site (the codes page's choice of site). */
  sites(): Promise<Site[]> {
    return this.deps.sites.all();
  }
}
