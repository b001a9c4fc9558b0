import { screenFlagged } from '../../../common/rules/photo-screening.ts';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { photos, type PhotoStatus } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  AUTO_APPROVED_DAYS,
  PHOTO_QUEUE_PAGE,
  REJECTED_PHOTO_DAYS,
  type PhotoRejectReason,
} from '../../../common/rules/photo-inspection.ts';
import type { InspectionItem, InspectionPage, PhotoDecision, PhotoList } from '../../../common/api/photo-inspection.ts';
import { auditOf, recordStaffAction, type StaffActor } from '../audit/index.ts';
import { appealLink, recordDecision } from '../decisions/index.ts';
import { mailMember, onSitesSql, siteOfMember } from '../members/index.ts';
import { inSiteScope, type SiteScope } from '../../../common/rules/staff-scope.ts';
import { cardsFor, mainPhotoIdOf, setMainPhoto } from '../profiles/index.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import type { SiteDirectory } from '../sites/index.ts';

/**
 * Photo inspection: the staff console's queue, the decisions, the owner's mail and the
 * removal of rejected photos. A photo is judged once: the decision is a conditional update on
 * `reviewed_at is null`, so of two moderators at the same photo one wins and the other gets 409.
 */

export interface PhotoInspectionDeps {
  db: Database;
  storage: ObjectStorage;
  /** Without one (some tests), no mail is sent. */
  mailer?: Mailer;
  sites?: SiteDirectory;
  log?: FastifyBaseLogger;
  /** Signs the statement of reasons' appeal link (the session secret). */
  secret?: string;
  /**
   * Of these rejected photos, those the removal job must keep: an appeal against their removal is
   * open (the appeals module, wired in server/services.ts), and granting it brings the photo back.
   */
  heldForAppeal?: (photoIds: number[]) => Promise<Set<number>>;
  /**
   * A photo rejected or taken down as apparently of a minor: in the same transaction the account is
   * suspended pending review and the case goes to the top of the report queue (the reports module,
   * wired in server/services.ts).
   */
  onMinorSuspected?: (tx: Executor, e: { memberId: number; photoId: number; actor: StaffActor }) => Promise<void>;
}

/** A take-down made from a report: the report is resolved in the take-down's own transaction. */
export interface TakeDownFromReport {
  reportId: number;
  within: (tx: Executor, memberId: number) => Promise<void>;
}

/**
 * The lists' conditions as literal SQL, the very predicates of the partial indexes in schema.ts: a
 * bound parameter ('inspection' as $1) would let a generic plan miss the partial index.
 */
const IN_QUEUE = sql`${photos.status} = 'inspection'`;
const AUTO_UNSEEN = sql`${photos.autoApproved} and ${photos.reviewedAt} is null and ${photos.status} = 'active'`;
/** created_at to the microsecond, in UTC: the cursor must find the exact row again (a JS Date has milliseconds). */
const CURSOR_TIME = sql<string>`to_char(${photos.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const ITEM_COLUMNS = {
  id: photos.id,
  memberId: photos.memberId,
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
  width: photos.width,
  height: photos.height,
  status: photos.status,
  createdAt: photos.createdAt,
  screenScore: photos.screenScore,
  cursorTime: CURSOR_TIME,
};
/**
 * The score list's sort key, ascending: the highest score first, a photo not screened yet (null)
 * after every screened one. Negated so that (key, id) is one ascending row comparison, which the
 * partial index photos_inspection_by_score serves as a range scan.
 */
const SCORE_KEY = sql<number>`(-coalesce(${photos.screenScore}, -1))`;

function parseCursor(cursor: string): { at: string; id: number } {
  const [at, id] = cursor.split('~');
  return { at: at!, id: Number(id) };
}

export class PhotoInspection {
  constructor(private readonly deps: PhotoInspectionDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  /**
   * One page of a list. 'queue': photos under inspection, oldest first; 'score': the same, the
   * highest pre-screening score first (scorePage); 'auto': what the site
   * setting approved at once in the last 30 days and no moderator has judged, newest first. Keyset
   * paged on (created_at, id): `after` continues past a page's last photo, `before` goes back from
   * its first; each page is a range scan of the list's partial index (bench/photo-queue.ts). `scope`:
   * only the photos of members of the staff member's sites (decision 044; null: every site).
   */
  async page(
    list: PhotoList,
    cursor: { after?: string; before?: string; scope?: SiteScope } = {},
    limit = PHOTO_QUEUE_PAGE,
  ): Promise<InspectionPage> {
    const backwards = cursor.before !== undefined && cursor.after === undefined;
    const at = cursor.after ?? cursor.before;
    const onSites = cursor.scope ? onSitesSql(photos.memberId, cursor.scope) : undefined;
    if (list === 'score') return this.scorePage(backwards, at, limit, onSites);
    const oldestFirst = list === 'queue';
    // Reading forwards in the list's order, or backwards from `before`.
    const ascending = oldestFirst !== backwards;
    const conditions: (SQL | undefined)[] = [list === 'queue' ? IN_QUEUE : AUTO_UNSEEN, onSites];
    if (list === 'auto')
      conditions.push(sql`${photos.createdAt} > now() - make_interval(days => ${AUTO_APPROVED_DAYS})`);
    if (at) {
      const c = parseCursor(at);
      conditions.push(
        ascending
          ? sql`(${photos.createdAt}, ${photos.id}) > (${c.at}::timestamptz, ${c.id})`
          : sql`(${photos.createdAt}, ${photos.id}) < (${c.at}::timestamptz, ${c.id})`,
      );
    }
    const order = ascending ? [asc(photos.createdAt), asc(photos.id)] : [desc(photos.createdAt), desc(photos.id)];
    const rows = await this.db
      .select(ITEM_COLUMNS)
      .from(photos)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit + 1);
    return this.paged(list, rows, backwards, at, limit, (r) => `${r.cursorTime}~${r.id}`);
  }

  /**
   * The queue with the highest pre-screening score first (decision 042), photos not screened yet
   * last; the same score oldest first. Keyset on (score, id) by the partial index on the score.
   */
  private async scorePage(
    backwards: boolean,
    at: string | undefined,
    limit: number,
    onSites: SQL | undefined,
  ): Promise<InspectionPage> {
    const conditions: (SQL | undefined)[] = [IN_QUEUE, onSites];
    if (at) {
      const c = parseCursor(at);
      const s = Number(c.at.slice(1));
      conditions.push(
        backwards
          ? sql`(${SCORE_KEY}, ${photos.id}) < (-${s}::real, ${c.id})`
          : sql`(${SCORE_KEY}, ${photos.id}) > (-${s}::real, ${c.id})`,
      );
    }
    const rows = await this.db
      .select({ ...ITEM_COLUMNS, cursorScore: sql<string>`coalesce(${photos.screenScore}, -1)::text` })
      .from(photos)
      .where(and(...conditions))
      .orderBy(...(backwards ? [desc(SCORE_KEY), desc(photos.id)] : [asc(SCORE_KEY), asc(photos.id)]))
      .limit(limit + 1);
    return this.paged('score', rows, backwards, at, limit, (r) => `s${r.cursorScore}~${r.id}`);
  }

  /** A page from rows read one past the limit, in reading order: its cursors both ways. */
  private async paged<R extends Parameters<PhotoInspection['present']>[0][number]>(
    list: PhotoList,
    rows: R[],
    backwards: boolean,
    at: string | undefined,
    limit: number,
    cursorOf: (r: R) => string,
  ): Promise<InspectionPage> {
    const more = rows.length > limit;
    const shown = rows.slice(0, limit);
    if (backwards) shown.reverse();
    const cursor = (r: R | undefined) => (r ? cursorOf(r) : null);
    const next = backwards ? cursor(shown.at(-1)) : more ? cursor(shown.at(-1)) : null;
    const prev = backwards ? (more ? cursor(shown[0]) : null) : at ? cursor(shown[0]) : null;
    return { list, items: await this.present(shown), next, prev };
  }

  /** The photos with their members' name and age and the members' other photos, in two queries. */
  private async present(
    rows: {
      id: number;
      memberId: number;
      filename: string;
      thumbFilename: string;
      width: number;
      height: number;
      status: PhotoStatus;
      createdAt: Date;
      screenScore: number | null;
    }[],
  ): Promise<InspectionItem[]> {
    if (rows.length === 0) return [];
    const memberIds = [...new Set(rows.map((r) => r.memberId))];
    const [cards, siblings] = await Promise.all([
      cardsFor(this.db, memberIds),
      this.db
        .select({
          id: photos.id,
          memberId: photos.memberId,
          thumbFilename: photos.thumbFilename,
          status: photos.status,
        })
        .from(photos)
        .where(inArray(photos.memberId, memberIds))
        .orderBy(asc(photos.id)),
    ]);
    const byMember = new Map(cards.map((c) => [c.id, c]));
    return rows.map((r) => {
      const card = byMember.get(r.memberId);
      return {
        id: r.id,
        filename: r.filename,
        thumb_filename: r.thumbFilename,
        width: r.width,
        height: r.height,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        screen_score: r.screenScore === null ? null : Math.round(r.screenScore * 1000) / 1000,
        member: { id: r.memberId, name: card?.name ?? '', age: card?.age ?? null },
        other_photos: siblings
          .filter((s) => s.memberId === r.memberId && s.id !== r.id)
          .map((s) => ({ id: s.id, thumb_filename: s.thumbFilename, status: s.status })),
      };
    });
  }

  /**
   * Approves a photo under inspection (it becomes visible to others), or confirms one the site
   * setting approved (it leaves the "Automatisch goedgekeurd" list). Audited in the same transaction.
   */
  async approve(actor: StaffActor, photoId: number): Promise<PhotoDecision> {
    await this.refuseOutsideScope(actor, photoId);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(photos)
        .set({ status: 'active', reviewedAt: new Date() })
        .where(
          and(
            eq(photos.id, photoId),
            isNull(photos.reviewedAt),
            or(eq(photos.status, 'inspection'), and(eq(photos.status, 'active'), eq(photos.autoApproved, true))),
          ),
        )
        .returning({ memberId: photos.memberId, autoApproved: photos.autoApproved });
      if (!row) throw await this.notJudgeable(tx, photoId);
      // Under inspection it was; unless the setting had approved it already (then only the look is new).
      const before = row.autoApproved ? { status: 'active', auto_approved: true } : { status: 'inspection' };
      await refreshSearchRow(tx, row.memberId);
      await recordStaffAction(tx, actor, {
        action: 'photo.approve',
        targetType: 'photo',
        targetId: photoId,
        siteId: await siteOfMember(tx, row.memberId),
        before,
        after: { status: 'active' },
      });
      return { photo: { id: photoId, status: 'active' as const, reject_reason: null } };
    });
  }

  /**
   * Rejects a photo under inspection or one the setting approved: nobody else sees it any more, its
   * owner sees "afgekeurd" with the reason and gets a mail; the files go after 30 days (the removal
   * job). When it was the profile photo, the next approved photo takes its place.
   */
  async reject(actor: StaffActor, photoId: number, reason: PhotoRejectReason, note?: string): Promise<PhotoDecision> {
    return this.withdraw(actor, photoId, reason, note, {
      action: 'photo.reject',
      judgeable: and(
        isNull(photos.reviewedAt),
        or(eq(photos.status, 'inspection'), and(eq(photos.status, 'active'), eq(photos.autoApproved, true))),
      )!,
      before: (autoApproved) => (autoApproved ? { status: 'active', auto_approved: true } : { status: 'inspection' }),
      wasPublic: (autoApproved) => autoApproved,
      refusal: (tx) => this.notJudgeable(tx, photoId),
    });
  }

  /**
   * Takes down an approved photo (from a report, or wherever staff find it): from then on it is as a
   * rejected one — nobody but its owner and staff sees it, the owner sees the reason and gets the
   * same mail, its files go after 30 days. 409 when the photo is not public (under inspection: the
   * queue judges it; rejected already).
   */
  async takeDown(
    actor: StaffActor,
    photoId: number,
    reason: PhotoRejectReason,
    note?: string,
    report?: TakeDownFromReport,
  ): Promise<PhotoDecision> {
    return this.withdraw(actor, photoId, reason, note, {
      action: 'photo.take_down',
      report,
      judgeable: eq(photos.status, 'active'),
      before: () => ({ status: 'active' }),
      wasPublic: () => true,
      refusal: async (tx) => {
        const [current] = await tx.select({ status: photos.status }).from(photos).where(eq(photos.id, photoId));
        return current
          ? new ApiError(409, 'photo_not_public', 'staff.photos.notPublic')
          : new ApiError(404, 'not_found', 'photos.notFound');
      },
    });
  }

  /**
   * A rejection or a take-down: the photo is marked rejected with its reason when it is in the state
   * `judgeable` names (else `refusal`), leaves the profile and search, is audited, and its owner is
   * mailed the reason after the commit.
   */
  private async withdraw(
    actor: StaffActor,
    photoId: number,
    reason: PhotoRejectReason,
    note: string | undefined,
    how: {
      action: 'photo.reject' | 'photo.take_down';
      report?: TakeDownFromReport;
      judgeable: SQL;
      before: (autoApproved: boolean) => Record<string, unknown>;
      /** Whether the photo was public before (so a CDN may hold it). */
      wasPublic: (autoApproved: boolean) => boolean;
      refusal: (tx: Executor) => Promise<ApiError>;
    },
  ): Promise<PhotoDecision> {
    await this.refuseOutsideScope(actor, photoId);
    const kept = note?.trim() || null;
    const { memberId, decisionId, files, wasPublic, detected } = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(photos)
        .set({ status: 'rejected', reviewedAt: new Date(), rejectReason: reason, rejectNote: kept })
        .where(and(eq(photos.id, photoId), how.judgeable))
        .returning({
          memberId: photos.memberId,
          autoApproved: photos.autoApproved,
          files: sql<string[]>`array[${photos.filename}, ${photos.thumbFilename}]`,
          screenScore: photos.screenScore,
        });
      if (!row) throw await how.refusal(tx);
      // Kept in the audit row: a granted appeal makes it the profile photo again (`restore`).
      const wasMain = (await mainPhotoIdOf(tx, row.memberId)) === photoId;
      await this.withdrawn(tx, row.memberId, photoId);
      const siteId = (await siteOfMember(tx, row.memberId))!;
      await recordStaffAction(tx, actor, {
        action: how.action,
        targetType: 'photo',
        targetId: photoId,
        siteId,
        before: { ...how.before(row.autoApproved), ...(wasMain ? { main: true } : {}) },
        after: {
          status: 'rejected',
          reason,
          ...(kept ? { note: kept } : {}),
          ...(how.report ? { report: how.report.reportId } : {}),
        },
      });
      // The statement of reasons' register (decision 041): what the member may appeal.
      const decisionId = await recordDecision(tx, {
        siteId,
        memberId: row.memberId,
        kind: 'photo_removed',
        ground: { kind: 'photo_reason', value: reason },
        object: { type: 'photo', id: photoId },
        reportId: how.report?.reportId ?? null,
        staffId: actor.staffId,
        // The moderator saw the pre-screening's flag (decision 042): the statement of reasons says so.
        automatedDetection: screenFlagged(row.screenScore),
      });
      await how.report?.within(tx, row.memberId);
      if (reason === 'minor_suspected')
        await this.deps.onMinorSuspected?.(tx, { memberId: row.memberId, photoId, actor });
      return {
        memberId: row.memberId,
        decisionId,
        files: row.files,
        wasPublic: how.wasPublic(row.autoApproved),
        detected: screenFlagged(row.screenScore),
      };
    });
    // A photo that was public may sit in a CDN: the storage tells it to forget the files.
    if (wasPublic) await this.deps.storage.unpublish(files);
    await this.mailRejection(memberId, reason, decisionId, detected);
    return { photo: { id: photoId, status: 'rejected', reject_reason: reason } };
  }

  /**
   * After a photo stopped being shown (rejected or taken down): when it was the profile photo, the
   * next approved photo takes its place (else one under inspection, else none); search is told.
   */
  private async withdrawn(tx: Executor, memberId: number, photoId: number): Promise<void> {
    if ((await mainPhotoIdOf(tx, memberId)) === photoId) {
      const rest = await tx
        .select({ id: photos.id, status: photos.status })
        .from(photos)
        .where(and(eq(photos.memberId, memberId), ne(photos.status, 'rejected')))
        .orderBy(asc(photos.id));
      const next = rest.find((p) => p.status === 'active') ?? rest[0] ?? null;
      await setMainPhoto(tx, memberId, next?.id ?? null);
    }
    await refreshSearchRow(tx, memberId);
  }

  /**
   * An appeal against a photo's removal was granted (decision 041): the photo is approved again and
   * shown as before; it becomes the profile photo when the member has none. False when the photo is
   * gone (its owner deleted it) or was not removed.
   */
  async restore(tx: Executor, actor: StaffActor, photoId: number): Promise<boolean> {
    const [row] = await tx
      .update(photos)
      .set({ status: 'active', reviewedAt: new Date(), rejectReason: null, rejectNote: null })
      .where(and(eq(photos.id, photoId), eq(photos.status, 'rejected')))
      .returning({ memberId: photos.memberId });
    if (!row) return false;
    // The profile photo it was (the withdrawal's audit row says so), or the only one there is.
    const [withdrawal] = (await auditOf(tx, 'photo', photoId, { limit: 1 })).entries;
    if (withdrawal?.before?.main === true || (await mainPhotoIdOf(tx, row.memberId)) === null)
      await setMainPhoto(tx, row.memberId, photoId);
    await refreshSearchRow(tx, row.memberId);
    await recordStaffAction(tx, actor, {
      action: 'photo.restore',
      targetType: 'photo',
      targetId: photoId,
      siteId: await siteOfMember(tx, row.memberId),
      before: { status: 'rejected' },
      after: { status: 'active' },
    });
    return true;
  }

  /**
   * A photo of a member of a site the staff member does not work on is not there for them (decision
   * 044): 404, as for a deleted one. Read before the decision's transaction (a member keeps their site).
   */
  private async refuseOutsideScope(actor: StaffActor, photoId: number): Promise<void> {
    if (!actor.siteIds) return;
    const [row] = await this.db.select({ memberId: photos.memberId }).from(photos).where(eq(photos.id, photoId));
    const siteId = row ? await siteOfMember(this.db, row.memberId) : null;
    if (!inSiteScope(actor.siteIds, siteId)) throw new ApiError(404, 'not_found', 'photos.notFound');
  }

  /** 404 for a photo that is not there (its owner deleted it), 409 for one already judged. */
  private async notJudgeable(tx: Executor, photoId: number): Promise<ApiError> {
    const [row] = await tx.select({ status: photos.status }).from(photos).where(eq(photos.id, photoId));
    if (!row) return new ApiError(404, 'not_found', 'photos.notFound');
    return new ApiError(
      409,
      'photo_already_judged',
      row.status === 'rejected' ? 'staff.photos.alreadyRejected' : 'staff.photos.alreadyApproved',
    );
  }

  /** The owner's mail, in their language; a failed mail does not undo the decision (it is logged). */
  private async mailRejection(
    memberId: number,
    reason: PhotoRejectReason,
    decisionId: number,
    detected: boolean,
  ): Promise<void> {
    const { mailer, sites, secret, log } = this.deps;
    if (!mailer || !sites || !secret || !log) return;
    await mailMember({ db: this.db, mailer, sites, log }, memberId, 'photo_rejected', (t, _locale, name) => ({
      name,
      link: '/profile#photos',
      reason: t(`photos.reason.${reason}`),
      detected,
      appealLink: appealLink(secret, decisionId),
    }));
  }

  /**
   * The removal job: rejected photos whose rejection is 30 days old lose their files and their row
   * (the audit log keeps the decision and its reason). Files first: a crash in between leaves a row
   * the next run removes again, never a file without a row. A batch per run keeps each run short.
   */
  async removeRejected(now = new Date(), batch = 500): Promise<number> {
    const cutoff = new Date(now.getTime() - REJECTED_PHOTO_DAYS * 86_400_000);
    let due = await this.db
      .select({ id: photos.id, filename: photos.filename, thumbFilename: photos.thumbFilename })
      .from(photos)
      .where(and(sql`${photos.status} = 'rejected'`, lt(photos.reviewedAt, cutoff)))
      .orderBy(asc(photos.reviewedAt))
      .limit(batch);
    if (due.length === 0) return 0;
    const held = (await this.deps.heldForAppeal?.(due.map((p) => p.id))) ?? new Set<number>();
    due = due.filter((p) => !held.has(p.id));
    for (const p of due)
      await Promise.all([this.deps.storage.delete(p.filename), this.deps.storage.delete(p.thumbFilename)]);
    const removed = await this.db
      .delete(photos)
      .where(
        and(
          inArray(
            photos.id,
            due.map((p) => p.id),
          ),
          eq(photos.status, 'rejected'),
        ),
      )
      .returning({ id: photos.id });
    return removed.length;
  }
}
