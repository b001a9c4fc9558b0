import type { DiscountCodeCreate, StaffDiscountCode, StaffInvite } from '../../../common/api/care.ts';
import type { PaymentMethod } from '../../../common/api/payments.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { createInvites, listInvites, type InviteRow } from '../accounts/index.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { staffAccountRows } from '../members/index.ts';
import {
  checkDiscountCode,
  createDiscountCode,
  expireDiscountCode,
  listDiscountCodes,
  presentDiscountCode,
  type DiscountCodeRow,
} from '../payments/index.ts';
import { profileNames } from '../profiles/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';

function presentCode(row: DiscountCodeRow & { uses?: number; reserved?: number }, now = new Date()): StaffDiscountCode {
  return {
    id: row.id,
    site_id: row.siteId,
    ...presentDiscountCode(row, now),
    uses: row.uses ?? 0,
    reserved: row.reserved ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** A date the console sent (ISO 8601, or a date input's `2030-06-15`), or null when empty; 400 on `field` when unreadable. */
function dateOf(
  value: string | null | undefined,
  field: string,
  key: 'staff.codes.error.expires' | 'staff.invites.error.expires',
): Date | null {
  if (!value?.trim()) return null;
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T23:59:59` : value.trim());
  if (Number.isNaN(at.getTime())) throw new ApiError(400, 'invalid_input', key, undefined, { field });
  return at;
}

/**
 * Codes in the staff console (admins: 'codes.manage'): discount codes (the payments
 * module keeps them and checks their fields) and the invitation codes of invite-only sites (the
 * accounts module's). Each change is one transaction with its audit row.
 */
export class CodeService {
  constructor(private readonly deps: { db: Database; sites: SiteDirectory }) {}

  private async site(siteId: number): Promise<Site> {
    const site = (await this.deps.sites.all()).find((s) => s.id === siteId);
    if (!site) throw new ApiError(400, 'invalid_input', 'staff.codes.error.site', undefined, { field: 'site_id' });
    return site;
  }

  /** The site a list is of: the one asked, else the default site. */
  async siteOrDefault(siteId: number | undefined): Promise<Site> {
    return siteId === undefined ? this.deps.sites.defaultSite() : this.site(siteId);
  }

  async listDiscountCodes(siteId: number): Promise<StaffDiscountCode[]> {
    const now = new Date();
    return (await listDiscountCodes(this.deps.db, siteId)).map((r) => presentCode(r, now));
  }

  /** POST /staff/api/codes: every field checked, each with its own message and field. */
  async createDiscountCode(actor: StaffActor, body: DiscountCodeCreate): Promise<StaffDiscountCode> {
    const site = await this.site(body.site_id);
    if (body.user_id != null) {
      const [member] = await staffAccountRows(this.deps.db, [body.user_id]);
      if (!member || member.siteId !== site.id)
        throw new ApiError(400, 'invalid_input', 'staff.codes.error.member', undefined, { field: 'user_id' });
    }
    const input = checkDiscountCode(
      {
        code: body.code,
        valuePercentage: body.value_percentage,
        minimumOrderValue: body.minimum_order_value ?? 0,
        country: body.country ?? null,
        userId: body.user_id ?? null,
        expires: dateOf(body.expires, 'expires', 'staff.codes.error.expires'),
        currency: body.currency ?? 'EUR',
        status: body.status ?? 'active',
        validity: body.validity ?? 'once_per_user',
        paymentMethods: (body.paymentmethods ?? []) as PaymentMethod[],
      },
      { countries: site.config.countries },
    );
    const row = await this.deps.db.transaction(async (tx) => {
      const made = await createDiscountCode(tx, site.id, input);
      const shown = presentCode(made);
      await recordStaffAction(tx, actor, {
        action: 'code.create',
        targetType: 'discount_code',
        targetId: made.id,
        siteId: site.id,
        after: {
          code: shown.code,
          value_percentage: shown.value_percentage,
          minimum_order_value: shown.minimum_order_value,
          country: shown.country,
          user_id: shown.user_id,
          expires: shown.expires,
          currency: shown.currency,
          status: shown.status,
          validity: shown.validity,
          paymentmethods: shown.paymentmethods,
        },
      });
      return made;
    });
    return presentCode(row);
  }

  /** POST /staff/api/codes/:id/expire: the code ends now. */
  async expireDiscountCode(actor: StaffActor, id: number): Promise<StaffDiscountCode> {
    const now = new Date();
    const { after } = await this.deps.db.transaction(async (tx) => {
      const changed = await expireDiscountCode(tx, id, now);
      await recordStaffAction(tx, actor, {
        action: 'code.expire',
        targetType: 'discount_code',
        targetId: id,
        siteId: changed.before.siteId,
        before: { code: changed.before.code, expires: changed.before.expires?.toISOString() ?? null },
        after: { code: changed.after.code, expires: changed.after.expires?.toISOString() ?? null },
      });
      return changed;
    });
    const [listed] = (await listDiscountCodes(this.deps.db, after.siteId)).filter((c) => c.id === id);
    return presentCode(listed ?? after, now);
  }

  private async presentInvites(rows: InviteRow[]): Promise<StaffInvite[]> {
    const names = await profileNames(this.deps.db, [
      ...new Set(rows.map((r) => r.usedBy).filter((id): id is number => id !== null)),
    ]);
    return rows.map((r) => ({
      code: r.code,
      site_id: r.siteId,
      batch: r.batch,
      used_by: r.usedBy === null ? null : { id: r.usedBy, name: names.get(r.usedBy) ?? '' },
      used_at: r.usedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      expires_at: r.expiresAt?.toISOString() ?? null,
    }));
  }

  /** A site's invitation codes, newest first, with who used each; or one batch. */
  async listInvites(q: { siteId?: number; batch?: string }): Promise<StaffInvite[]> {
    return this.presentInvites(
      await listInvites(this.deps.db, { siteId: q.siteId, batch: q.batch, limit: q.batch ? 1000 : 200 }),
    );
  }

  /** POST /staff/api/invites: one code, or a batch of `count` sharing a batch id (its CSV). */
  async createInvites(
    actor: StaffActor,
    body: { site_id: number; count: number; expires_at?: string | null },
  ): Promise<{ batch: string | null; invites: StaffInvite[] }> {
    const site = await this.site(body.site_id);
    const expiresAt = dateOf(body.expires_at, 'expires_at', 'staff.invites.error.expires');
    if (expiresAt && expiresAt <= new Date())
      throw new ApiError(400, 'invalid_input', 'staff.invites.error.expires', undefined, { field: 'expires_at' });
    const made = await this.deps.db.transaction(async (tx) => {
      const created = await createInvites(tx, site.id, body.count, expiresAt);
      await recordStaffAction(tx, actor, {
        action: 'invite.create',
        targetType: created.batch ? 'invite_batch' : 'invite',
        targetId: created.batch ?? created.codes[0]!.code,
        siteId: site.id,
        after: { count: created.codes.length, expires_at: expiresAt?.toISOString() ?? null },
      });
      return created;
    });
    return { batch: made.batch, invites: await this.presentInvites(made.codes) };
  }

  /** The CSV of a batch (code, site, made, valid until, used by, used at): for mailing or printing. */
  async inviteCsv(batch: string): Promise<string> {
    const invites = await this.listInvites({ batch });
    if (invites.length === 0) throw new ApiError(404, 'not_found', 'staff.invites.error.batchNotFound');
    const cell = (v: string | number | null) => {
      const s = v === null ? '' : String(v);
      // Quoted when needed; a leading = + - @ would be a formula in a spreadsheet.
      const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
      return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    const lines = [['code', 'site_id', 'created_at', 'expires_at', 'used_by', 'used_by_name', 'used_at'].join(',')];
    for (const i of invites)
      lines.push(
        [i.code, i.site_id, i.created_at, i.expires_at, i.used_by?.id ?? null, i.used_by?.name ?? null, i.used_at]
          .map(cell)
          .join(','),
      );
    return `${lines.join('\r\n')}\r\n`;
  }
}
