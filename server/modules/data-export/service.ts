import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail, siteMailContext, siteMailFrom } from '../../platform/mail-templates.ts';
import { PRIVATE_PREFIX, type ObjectStorage } from '../../platform/storage.ts';
import type { DataExportPayload } from '../../../common/api/account-data.ts';
import { accountDataOf } from '../accounts/index.ts';
import { hashToken, newToken } from '../../platform/credentials.ts';
import { blockDataOf } from '../blocks/index.ts';
import { chatDataOf } from '../chat/index.ts';
import { ledgerDataOf } from '../credits/index.ts';
import { likeDataOf } from '../likes/index.ts';
import { loadMemberView, lockMember, mailLocaleOf, memberDataOf } from '../members/index.ts';
import { notificationDataOf } from '../notifications/index.ts';
import { paymentDataOf } from '../payments/index.ts';
import { photoDataOf } from '../photos/index.ts';
import { profileDataOf } from '../profiles/index.ts';
import { reportDataOf } from '../reports/index.ts';
import { decisionDataOf } from '../decisions/index.ts';
import { appealDataOf } from '../appeals/index.ts';
import { searchDataOf } from '../search-index/index.ts';
import { pushDataOf } from '../push/index.ts';
import { operatorDataOf } from '../operator/index.ts';
import { attributionDataOf } from '../attribution/index.ts';
import { campaignDataOf } from '../campaigns/index.ts';
import type { SiteDirectory } from '../sites/index.ts';
import { dataExports } from './schema.ts';

/** One export per member per 24 hours; the mailed link is valid as long. */
export const EXPORT_INTERVAL_HOURS = 24;
export const EXPORT_VALID_HOURS = 24;
const HOUR_MS = 3_600_000;
/** The job kind that prepares one export (server/jobs.ts). */
export const PREPARE_JOB = 'data-export.prepare';

export interface DataExportDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  sites: SiteDirectory;
  log: { error(obj: unknown, msg?: string): void };
  /** A one-off job (JobRunner.enqueue): the ZIP is made outside the request. */
  enqueue: (name: string, kind: string, payload: Record<string, unknown>) => Promise<void>;
}

/** The state of a member's latest export, as the API and Settings show it. */
export type ExportState = DataExportPayload;
const present = (row: { status: 'pending' | 'ready'; requestedAt: Date; expiresAt: Date | null }): ExportState => ({
  status: row.status,
  requested_at: row.requestedAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
});

/**
 * "Download mijn gegevens": the member asks, a job gathers everything the site holds
 * about them through each owner's `…DataOf` (JSON per table, and the photo files) into a ZIP under
 * a random name in private storage, and mails a link valid 24 hours; the download needs the
 * member's session as well. A job removes what has expired.
 */
export class DataExportService {
  constructor(private readonly deps: DataExportDeps) {}

  /** The member's request; refused (429) within 24 hours of the previous one. */
  async request(memberId: number): Promise<ExportState> {
    const row = await this.deps.db.transaction(async (tx) => {
      // Two clicks at once: the second waits here and then sees the first's row.
      await lockMember(tx, memberId);
      const [last] = await tx
        .select({ requestedAt: dataExports.requestedAt })
        .from(dataExports)
        .where(eq(dataExports.memberId, memberId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      if (last && Date.now() - last.requestedAt.getTime() < EXPORT_INTERVAL_HOURS * HOUR_MS)
        throw new ApiError(429, 'export_too_soon', 'export.tooSoon');
      const [made] = await tx
        .insert(dataExports)
        .values({ memberId })
        .returning({ id: dataExports.id, requestedAt: dataExports.requestedAt });
      return made!;
    });
    await this.deps.enqueue(`data-export:${row.id}`, PREPARE_JOB, { id: row.id });
    return present({ status: 'pending', requestedAt: row.requestedAt, expiresAt: null });
  }

  /** The member's latest export still pending or downloadable, for Settings. */
  async current(memberId: number): Promise<ExportState | null> {
    const [row] = await this.deps.db
      .select({ status: dataExports.status, requestedAt: dataExports.requestedAt, expiresAt: dataExports.expiresAt })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.memberId, memberId),
          sql`(${dataExports.status} = 'pending' or ${dataExports.expiresAt} > now())`,
        ),
      )
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    return row && row.status !== 'expired'
      ? present({ status: row.status, requestedAt: row.requestedAt, expiresAt: row.expiresAt })
      : null;
  }

  /** The job: makes the ZIP, stores it, mails the link. Nothing to do for an export already made or gone. */
  async prepare(id: number): Promise<string> {
    const [row] = await this.deps.db.select().from(dataExports).where(eq(dataExports.id, id));
    if (!row || row.status !== 'pending') return 'nothing to do';
    const member = await loadMemberView(this.deps.db, row.memberId);
    if (!member) return 'member gone';
    const zip = await this.build(this.deps.db, row.memberId);
    const storageKey = `${PRIVATE_PREFIX}exports/${randomBytes(24).toString('hex')}.zip`;
    await this.deps.storage.put(storageKey, zip, 'application/zip');
    const { token, hash } = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + EXPORT_VALID_HOURS * HOUR_MS);
    await this.deps.db
      .update(dataExports)
      .set({ status: 'ready', readyAt: now, expiresAt, tokenHash: hash, storageKey })
      .where(eq(dataExports.id, id));
    // The link is the site's (decision 010), never the request's; the job has no request anyway.
    const site = await this.deps.sites.byId(member.siteId);
    const locale = mailLocaleOf(member);
    const rendered = await renderMail(
      'data_export',
      { name: member.profile.name, link: `/api/data-export.php?token=${token}` },
      siteMailContext(site, locale, site.origin),
    );
    try {
      await this.deps.mailer.send({
        to: member.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        from: siteMailFrom(site),
      });
    } catch (err) {
      // The file stays for its 24 hours; the member can ask again the next day.
      this.deps.log.error({ err, id }, 'the data export mail failed');
    }
    return `export ${id}: ${zip.length} bytes`;
  }

  /** Everything the site holds about the member: `data/<table>.json` per table, `photos/<file>`, and `export.json` naming them. */
  async build(db: Executor, memberId: number): Promise<Buffer> {
    const [photos, ...parts] = await Promise.all([
      photoDataOf(db, memberId),
      memberDataOf(db, memberId),
      accountDataOf(db, memberId),
      profileDataOf(db, memberId),
      ledgerDataOf(db, memberId),
      likeDataOf(db, memberId),
      chatDataOf(db, memberId),
      paymentDataOf(db, memberId),
      blockDataOf(db, memberId),
      reportDataOf(db, memberId),
      decisionDataOf(db, memberId),
      appealDataOf(db, memberId),
      searchDataOf(db, memberId),
      notificationDataOf(db, memberId),
      pushDataOf(db, memberId),
      operatorDataOf(db, memberId),
      attributionDataOf(db, memberId),
      campaignDataOf(db, memberId),
      // This module's own rows: the requests (their times), never a link's hash or the file's name.
      db
        .select({
          id: dataExports.id,
          memberId: dataExports.memberId,
          status: dataExports.status,
          requestedAt: dataExports.requestedAt,
          readyAt: dataExports.readyAt,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .where(eq(dataExports.memberId, memberId))
        .then((rows) => ({ data_exports: rows })),
    ]);
    const tables: Record<string, unknown[]> = Object.assign({}, photos.tables, ...parts);
    const zip = new ZipFile();
    const mtime = new Date();
    for (const [table, rows] of Object.entries(tables).sort(([a], [b]) => a.localeCompare(b))) {
      zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `data/${table}.json`, { mtime });
    }
    const files: string[] = [];
    for (const file of photos.files) {
      const body = await this.deps.storage.get(file);
      if (!body) continue;
      zip.addBuffer(body, `photos/${file.split('/').pop()}`, { mtime, compress: false });
      files.push(file);
    }
    zip.addBuffer(
      Buffer.from(
        JSON.stringify(
          { member_id: memberId, made_at: mtime.toISOString(), tables: Object.keys(tables).sort(), photos: files },
          null,
          2,
        ),
      ),
      'export.json',
      { mtime },
    );
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The mailed link, opened with the member's session: the ZIP, or null when it is gone, expired or another member's. */
  async download(memberId: number, token: string): Promise<Buffer | null> {
    if (!token || token.length > 128) return null;
    const [row] = await this.deps.db
      .select({ memberId: dataExports.memberId, storageKey: dataExports.storageKey, expiresAt: dataExports.expiresAt })
      .from(dataExports)
      .where(and(eq(dataExports.tokenHash, hashToken(token)), eq(dataExports.status, 'ready')));
    if (!row || row.memberId !== memberId || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now())
      return null;
    return this.deps.storage.get(row.storageKey);
  }

  /** The job `data-export.remove-expired`: files past their 24 hours go; the rows stay as the limit's record. */
  async removeExpired(): Promise<number> {
    const due = await this.deps.db
      .select({ id: dataExports.id, storageKey: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, new Date())))
      .limit(500);
    for (const row of due) {
      if (row.storageKey) await this.deps.storage.delete(row.storageKey);
      await this.deps.db
        .update(dataExports)
        .set({ status: 'expired', storageKey: null, tokenHash: null })
        .where(eq(dataExports.id, row.id));
    }
    return due.length;
  }
}
