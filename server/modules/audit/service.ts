import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { staffAuditLog } from './schema.ts';
import type { AuditPage } from '../../../common/api/staff.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';

/**
 * The staff audit trail: one row per staff action, written in the transaction of the
 * action itself, so the log never claims what did not happen and never misses what did. There is
 * deliberately no function here that changes or removes a row (decision 019).
 */

/** Who acts: a logged-in staff member and their address, or the command line (staffId null). */
export interface StaffActor {
  staffId: number | null;
  ip: string | null;
  /**
   * The sites the staff member works on (decision 044): an action on anything of another site is
   * refused as not found. Null or absent: every site (admins, the command line).
   */
  siteIds?: SiteScope;
}

/** The command line (`npm run admin`): no staff member, no address. */
export const COMMAND_LINE: StaffActor = { staffId: null, ip: null };

export interface StaffActionRecord {
  /** A dotted code, area first: 'staff.create', 'member.ban', 'photo.reject'. */
  action: string;
  targetType: string;
  targetId: string | number;
  siteId?: number | null;
  /** What the action changed, as it was and as it is now (only the fields it touched). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends one row, on the caller's executor: pass the action's own transaction. */
export async function recordStaffAction(tx: Executor, actor: StaffActor, entry: StaffActionRecord): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: actor.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    siteId: entry.siteId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}

export interface AuditEntry {
  id: number;
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  siteId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  createdAt: Date;
}

export interface AuditFilter {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Only rows of these sites (a staff account limited to some sites, decision 044); rows without a site are left out. */
  siteIds?: readonly number[];
  /** Keyset: entries older than this id (the previous page's `next`). */
  before?: number;
  limit?: number;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * Newest first, keyset paged on the id: each filter has an index that ends in the id (schema.ts),
 * so a page is an index range scan however long the log grows.
 */
export async function listAudit(
  db: Executor,
  filter: AuditFilter = {},
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const limit = Math.min(Math.max(filter.limit ?? AUDIT_PAGE_SIZE, 1), 200);
  const conditions: (SQL | undefined)[] = [
    filter.staffId !== undefined ? eq(staffAuditLog.staffId, filter.staffId) : undefined,
    filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
    filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId !== undefined && filter.targetId !== '' ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
    filter.siteIds === undefined
      ? undefined
      : filter.siteIds.length === 0
        ? sql`false`
        : inArray(staffAuditLog.siteId, [...filter.siteIds]),
    filter.before !== undefined ? lt(staffAuditLog.id, filter.before) : undefined,
  ];
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
}

/** The actions on one object, newest first: a member's page lists what staff did to them. */
export function auditOf(
  db: Executor,
  targetType: string,
  targetId: string | number,
  page: { before?: number; limit?: number } = {},
) {
  return listAudit(db, { targetType, targetId: String(targetId), ...page });
}

/** A page of the log as the console shows it, with who acted by name (`names`, from the staff module). */
export function presentAuditPage(
  page: { entries: AuditEntry[]; next: number | null },
  names: Map<number, { name: string }>,
): AuditPage {
  return {
    entries: page.entries.map((e) => ({
      id: e.id,
      staff_id: e.staffId,
      staff_name: e.staffId === null ? null : (names.get(e.staffId)?.name ?? null),
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      site_id: e.siteId,
      before: e.before,
      after: e.after,
      ip: e.ip,
      created_at: e.createdAt.toISOString(),
    })),
    next: page.next,
  };
}

/** Who acted, by id: the staff module's names, given by the composition root (server/services.ts). */
export type StaffNames = (ids: number[]) => Promise<Map<number, { name: string }>>;

/** The log's reading side for routes and loaders (they get services, never the database). */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly staffNames: StaffNames,
  ) {}

  /** A page of the log as the console shows it (GET /staff/api/audit and the /staff/audit page). */
  async page(filter: AuditFilter = {}): Promise<AuditPage> {
    const page = await listAudit(this.db, filter);
    const ids = [...new Set(page.entries.map((e) => e.staffId).filter((id): id is number => id !== null))];
    return presentAuditPage(page, await this.staffNames(ids));
  }

  /** What staff did to one object (a member's page lists the actions on them), as the console shows it. */
  async of(
    targetType: string,
    targetId: string | number,
    page: { before?: number; limit?: number } = {},
  ): Promise<AuditPage> {
    return this.page({ targetType, targetId: String(targetId), ...page });
  }
}
