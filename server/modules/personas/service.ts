import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { personas } from './schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Translate } from '../../../common/i18n/index.ts';
import type {
  Persona,
  PersonaCreate,
  PersonaList,
  PersonaListQuery,
  PersonaSite,
  PersonaUpdate,
} from '../../../common/api/personas.ts';
import type { OwnProfile, PhotoPayload } from '../../../common/api/profiles.ts';
import { PERSONA_BRIEF_MAX, type PersonaState } from '../../../common/rules/personas.ts';
import { inSiteScope, scopedSiteIds, sitesInScope, type SiteScope } from '../../../common/rules/staff-scope.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { insertMember, loadMemberView } from '../members/index.ts';
import {
  activateProfile,
  cardsFor,
  createProfile,
  disableProfile,
  getOwnProfile,
  setInvisible,
  updateOwnProfile,
} from '../profiles/index.ts';
import type { PhotoService } from '../photos/index.ts';
import { refreshSearchRow } from '../search-index/index.ts';
import type { Site, SiteDirectory } from '../sites/index.ts';

/**
 * The fictional profiles the site runs (decision 048). A persona is a member row (`fictional`, no
 * password: no login can ever succeed) with its profile, made and kept by staff with
 * `personas.manage` on their own sites (decision 044: anything of another site is "not found").
 * The profile goes through the profiles module's own update and its rules, the photos through the
 * photos module's pipeline; every change is one transaction with its audit row.
 */

export interface PersonaDeps {
  db: Database;
  sites: SiteDirectory;
  photos: PhotoService;
  /** Staff names by id (the staff module), for "made by". */
  staffNames: (ids: readonly number[]) => Promise<Map<number, { name: string }>>;
}

/** Where a state change is recorded in the audit log. */
const STATE_ACTIONS: Record<PersonaState, string> = {
  active: 'persona.reactivate',
  paused: 'persona.pause',
  retired: 'persona.retire',
};

/** The longest list the console shows at once (a site runs tens or hundreds of personas, not more). */
const LIST_LIMIT = 500;

type PersonaRow = typeof personas.$inferSelect;

function presentSite(site: Site): PersonaSite {
  return {
    id: site.id,
    name: site.config.name,
    countries: [...(site.config.countries as readonly string[])],
    interests: [...(site.config.interests as readonly string[])],
    min_age: site.config.min_age,
  };
}

/** What a profile change touched, field by field, as it was and as it is (the audit row). */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

function profileForAudit(p: OwnProfile): Record<string, unknown> {
  const { invisible: _invisible, status: _status, age: _age, id: _id, ...fields } = p;
  return fields;
}

function checkBrief(brief: string | undefined, t: Translate): string | undefined {
  if (brief === undefined) return undefined;
  const trimmed = brief.trim();
  if (trimmed.length > PERSONA_BRIEF_MAX) {
    throw new ApiError(
      400,
      'invalid_input',
      'staff.personas.briefTooLong',
      { max: PERSONA_BRIEF_MAX },
      {
        fields: { brief: t('staff.personas.briefTooLong', { max: PERSONA_BRIEF_MAX }) },
      },
    );
  }
  return trimmed;
}

export class PersonaService {
  constructor(private readonly deps: PersonaDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The account's sites (all for a null scope), with what the profile form offers on each. */
  private async sitesFor(scope: SiteScope): Promise<PersonaSite[]> {
    return sitesInScope(scope, await this.deps.sites.all()).map(presentSite);
  }

  async list(scope: SiteScope, query: PersonaListQuery): Promise<PersonaList> {
    const siteIds = scopedSiteIds(scope, query.site_id);
    const sites = await this.sitesFor(scope);
    if (siteIds && siteIds.length === 0) return { personas: [], sites };
    const rows = await this.db
      .select()
      .from(personas)
      .where(
        and(
          siteIds ? inArray(personas.siteId, [...siteIds]) : undefined,
          query.state ? eq(personas.state, query.state) : undefined,
        ),
      )
      .orderBy(desc(personas.updatedAt), desc(personas.memberId))
      .limit(LIST_LIMIT);
    const cards = new Map(
      (
        await cardsFor(
          this.db,
          rows.map((r) => r.memberId),
        )
      ).map((c) => [c.id, c]),
    );
    const q = query.q?.trim().toLowerCase() ?? '';
    const personasOut = rows.flatMap((r) => {
      const card = cards.get(r.memberId);
      if (!card) return [];
      if (q && !card.name.toLowerCase().includes(q)) return [];
      return [
        {
          id: r.memberId,
          site_id: r.siteId,
          name: card.name,
          age: card.age,
          gender: card.gender,
          place: card.place,
          state: r.state,
          // Staff see every photo of a persona (all are approved by staff); the card gives the main one.
          thumb_filename: card.main_image?.thumb_filename ?? null,
          updated_at: r.updatedAt.toISOString(),
        },
      ];
    });
    return { personas: personasOut, sites };
  }

  /** The persona row when it is within the scope; else 404, as for an id that does not exist. */
  private async rowInScope(db: Executor, scope: SiteScope | undefined, id: number, lock = false): Promise<PersonaRow> {
    const query = db.select().from(personas).where(eq(personas.memberId, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !inSiteScope(scope, row.siteId)) throw new ApiError(404, 'not_found', 'staff.personas.notFound');
    return row;
  }

  async get(scope: SiteScope, id: number): Promise<Persona> {
    const row = await this.rowInScope(this.db, scope, id);
    return this.present(row);
  }

  private async present(row: PersonaRow): Promise<Persona> {
    const [profile, photos, site, names] = await Promise.all([
      getOwnProfile(this.db, row.memberId),
      this.deps.photos.list(row.memberId),
      this.deps.sites.byId(row.siteId),
      row.createdBy ? this.deps.staffNames([row.createdBy]) : Promise.resolve(new Map<number, { name: string }>()),
    ]);
    const { invisible: _invisible, ...shown } = profile;
    const maker = row.createdBy ? names.get(row.createdBy) : undefined;
    return {
      id: row.memberId,
      site_id: row.siteId,
      state: row.state,
      brief: row.brief,
      profile: shown,
      photos,
      created_by: row.createdBy && maker ? { id: row.createdBy, name: maker.name } : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      state_changed_at: row.stateChangedAt.toISOString(),
      site: presentSite(site),
    };
  }

  /**
   * A new persona: an active member of the site marked fictional, without a password and with an
   * address nobody can receive mail at (`.invalid`, RFC 2606), so neither a login nor a password
   * reset can ever reach it. The profile is filled in by the profiles module's own update: its
   * rules answer per field, and a refusal leaves nothing behind.
   */
  async create(actor: StaffActor, input: PersonaCreate, t: Translate): Promise<Persona> {
    if (!inSiteScope(actor.siteIds, input.site_id)) throw new ApiError(404, 'not_found', 'staff.personas.siteNotFound');
    const site = (await this.deps.sites.all()).find((s) => s.id === input.site_id);
    if (!site) throw new ApiError(404, 'not_found', 'staff.personas.siteNotFound');
    const brief = checkBrief(input.brief, t) ?? '';
    const email = `persona-${randomUUID()}@personas.invalid`;
    const id = await this.db.transaction(async (tx) => {
      const memberId = await insertMember(tx, {
        siteId: site.id,
        email,
        passwordHash: null,
        status: 'active',
        fictional: true,
        language: site.config.domain_language,
      });
      // The row needs its required columns before the profile's update checks and sets them all
      // (the birth date's placeholder never survives: the update writes the one given, or refuses).
      await createProfile(tx, {
        memberId,
        status: 'active',
        name: input.profile.name.trim(),
        gender: input.profile.gender,
        dateOfBirth: '1990-01-01',
        country: input.profile.country,
      });
      const profile = await updateOwnProfile(tx, site, memberId, email, input.profile, t);
      await tx.insert(personas).values({ memberId, siteId: site.id, brief, state: 'active', createdBy: actor.staffId });
      await recordStaffAction(tx, actor, {
        action: 'persona.create',
        targetType: 'member',
        targetId: memberId,
        siteId: site.id,
        after: { ...profileForAudit(profile), brief, state: 'active' },
      });
      return memberId;
    });
    return this.get(actor.siteIds ?? null, id);
  }

  /** The profile fields sent (the member's own rules) and/or the brief; one audit row with what changed. */
  async update(actor: StaffActor, id: number, input: PersonaUpdate, t: Translate): Promise<Persona> {
    const brief = checkBrief(input.brief, t);
    // The site before the transaction: its directory reads on a connection of its own.
    const site = await this.deps.sites.byId((await this.rowInScope(this.db, actor.siteIds, id)).siteId);
    await this.db.transaction(async (tx) => {
      const row = await this.rowInScope(tx, actor.siteIds, id, true);
      const before = await getOwnProfile(tx, id);
      const after =
        input.profile && Object.keys(input.profile).length > 0
          ? await updateOwnProfile(tx, site, id, await emailOf(tx, id), input.profile, t)
          : before;
      const change = changedFields(
        { ...profileForAudit(before), brief: row.brief },
        { ...profileForAudit(after), brief: brief ?? row.brief },
      );
      if (Object.keys(change.after).length === 0) return;
      await tx
        .update(personas)
        .set({ ...(brief !== undefined ? { brief } : {}), updatedAt: new Date() })
        .where(eq(personas.memberId, id));
      await recordStaffAction(tx, actor, {
        action: 'persona.update',
        targetType: 'member',
        targetId: id,
        siteId: row.siteId,
        ...change,
      });
    });
    return this.get(actor.siteIds ?? null, id);
  }

  /**
   * Active, paused or retired (decision 048). Paused is the profile's invisible mode (out of search,
   * swipe, the match finder and the home page; seen by whom it talks with or liked); retired switches
   * the profile off, and contact_refusal answers a new message or like as to an inactive account.
   * The same state again changes nothing and records nothing.
   */
  async setState(actor: StaffActor, id: number, state: PersonaState): Promise<Persona> {
    await this.db.transaction(async (tx) => {
      const row = await this.rowInScope(tx, actor.siteIds, id, true);
      if (row.state === state) return;
      const now = new Date();
      if (state === 'retired') await disableProfile(tx, id, now);
      else if (row.state === 'retired') await activateProfile(tx, id, now);
      await setInvisible(tx, id, state === 'paused');
      await tx.update(personas).set({ state, stateChangedAt: now, updatedAt: now }).where(eq(personas.memberId, id));
      await refreshSearchRow(tx, id);
      await recordStaffAction(tx, actor, {
        action: STATE_ACTIONS[state],
        targetType: 'member',
        targetId: id,
        siteId: row.siteId,
        before: { state: row.state },
        after: { state },
      });
    });
    return this.get(actor.siteIds ?? null, id);
  }

  /** A photo through the photos pipeline, approved at once by the uploading staff member (audited with them). */
  async addPhoto(actor: StaffActor, id: number, input: Buffer): Promise<Persona> {
    const row = await this.rowInScope(this.db, actor.siteIds, id);
    await this.deps.photos.addApproved(id, input, async (tx, photo) => {
      await this.touch(tx, id);
      await recordStaffAction(tx, actor, {
        action: 'persona.photo_add',
        targetType: 'member',
        targetId: id,
        siteId: row.siteId,
        after: { photo_id: photo.id, status: photo.status, main: photo.main },
      });
    });
    return this.get(actor.siteIds ?? null, id);
  }

  async removePhoto(actor: StaffActor, id: number, photoId: number): Promise<Persona> {
    const row = await this.rowInScope(this.db, actor.siteIds, id);
    await this.deps.photos.remove(id, photoId, async (tx, photo: PhotoPayload) => {
      await this.touch(tx, id);
      await recordStaffAction(tx, actor, {
        action: 'persona.photo_remove',
        targetType: 'member',
        targetId: id,
        siteId: row.siteId,
        before: { photo_id: photo.id, filename: photo.filename },
      });
    });
    return this.get(actor.siteIds ?? null, id);
  }

  async setMainPhoto(actor: StaffActor, id: number, photoId: number): Promise<Persona> {
    const row = await this.rowInScope(this.db, actor.siteIds, id);
    await this.deps.photos.setMain(id, photoId, async (tx) => {
      await this.touch(tx, id);
      await recordStaffAction(tx, actor, {
        action: 'persona.photo_main',
        targetType: 'member',
        targetId: id,
        siteId: row.siteId,
        after: { photo_id: photoId },
      });
    });
    return this.get(actor.siteIds ?? null, id);
  }

  private async touch(tx: Executor, id: number): Promise<void> {
    await tx.update(personas).set({ updatedAt: new Date() }).where(eq(personas.memberId, id));
  }
}

/** The persona's placeholder address (the name rule compares a name with it). */
async function emailOf(db: Executor, memberId: number): Promise<string> {
  return (await loadMemberView(db, memberId))?.email ?? '';
}

/**
 * The brief of a persona for the operators' inbox, shown beside the conversation; null when the
 * member is not one of the site's personas. Staff only: never put it in a member's payload.
 */
export async function personaBriefOf(db: Executor, memberId: number): Promise<string | null> {
  const [row] = await db.select({ brief: personas.brief }).from(personas).where(eq(personas.memberId, memberId));
  return row?.brief ?? null;
}

/** The persona's state (null: not a persona); the inbox may say a persona is paused or retired. */
export async function personaStateOf(db: Executor, memberId: number): Promise<PersonaState | null> {
  const [row] = await db.select({ state: personas.state }).from(personas).where(eq(personas.memberId, memberId));
  return row?.state ?? null;
}

/** How many personas per state on these sites (null: every site), for an overview. */
export async function personaCounts(
  db: Executor,
  siteIds: readonly number[] | null,
): Promise<Record<PersonaState, number>> {
  const rows = await db
    .select({ state: personas.state, n: sql<number>`count(*)::int` })
    .from(personas)
    .where(siteIds ? (siteIds.length ? inArray(personas.siteId, [...siteIds]) : sql`false`) : undefined)
    .groupBy(personas.state);
  const counts: Record<PersonaState, number> = { active: 0, paused: 0, retired: 0 };
  for (const r of rows) counts[r.state] = Number(r.n);
  return counts;
}
