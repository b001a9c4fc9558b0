import { and, asc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { burnVerification, hashPassword, hashToken, newToken, verifyPassword } from '../../platform/credentials.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { isValidEmail, normaliseEmail } from '../../../common/rules/account-validation.ts';
import {
  STAFF_IDLE_MINUTES,
  STAFF_LOCKOUT_MINUTES,
  STAFF_MAX_FAILURES,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_SECOND_FACTOR_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  STAFF_SETUP_VALID_HOURS,
  type StaffRole,
} from '../../../common/rules/staff-roles.ts';
import type { StaffPayload } from '../../../common/api/staff.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';
import type { Translate } from '../../../common/i18n/index.ts';
import { staff, staffRecoveryCodes, staffSessions } from './schema.ts';
import {
  encodeBase32,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpKey,
  totpUri,
  TotpKeyBox,
} from './secrets.ts';

/** A staff account as the console and the guard see it: never a hash, a key or a token. */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  /** The setup link was not used yet: no password and no second factor. */
  setupPending: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  /** The sites the account works on; null: every site (decision 044). */
  siteIds: SiteScope;
}

/** A one-time link to choose a password and link an authenticator. */
export interface SetupLink {
  link: string;
  expiresAt: Date;
}

/** What the setup page shows: whose account, and the TOTP key to scan (only until it is confirmed). */
export interface SetupInfo {
  email: string;
  name: string;
  /** The key in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL (rendered here, on the server). */
  qr: string;
}

export interface StaffRequest {
  ip: string | null;
  userAgent: string | undefined;
}

export interface StaffDeps {
  db: Database;
  /** SESSION_SECRET: the TOTP keys are encrypted under a key derived from it. */
  secret: string;
  /** The base of setup links: PUBLIC_URL or the default site's origin, never a request's Host. */
  origin: () => Promise<string>;
  /** The issuer an authenticator app shows beside the account. */
  issuer?: string;
  /** The ids of the deployment's sites, which an account's sites must be among (the sites module). */
  siteIds?: () => Promise<readonly number[]>;
}

type StaffRow = typeof staff.$inferSelect;

const MINUTE = 60_000;
/** How stale last_seen_at may get before a request writes it again: at most one write a minute. */
const TOUCH_AFTER_MS = MINUTE;

function present(row: StaffRow): StaffView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    setupPending: row.totpConfirmedAt === null || row.passwordHash === null,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
    siteIds: row.siteIds ?? null,
  };
}

/** The same sites however they were given: ascending, once each (the audit row compares them). */
const sortedSites = (ids: readonly number[] | null): number[] | null =>
  ids === null ? null : [...new Set(ids)].sort((a, b) => a - b);

const sameSites = (a: readonly number[] | null, b: readonly number[] | null) =>
  JSON.stringify(sortedSites(a)) === JSON.stringify(sortedSites(b));

/** A refused choice of sites: 400 with the reason under the field `site_ids` (the form shows it there). */
function sitesRefused(
  key: 'staff.accounts.sitesAdmin' | 'staff.accounts.sitesEmpty' | 'staff.accounts.sitesUnknown',
  t: Translate | undefined,
): ApiError {
  return new ApiError(400, 'invalid_input', key, undefined, { fields: { site_ids: t ? t(key) : key } });
}

/**
 * Staff accounts, their login with a second factor, and their sessions (decision 019).
 * Every change to an account is written to the audit log in its own transaction.
 */
export class StaffService {
  private readonly box: TotpKeyBox;
  private readonly issuer: string;

  constructor(private readonly deps: StaffDeps) {
    this.box = new TotpKeyBox(deps.secret);
    this.issuer = deps.issuer ?? 'Klik staff';
  }

  // ── Accounts ────────────────────────────────────────────────────────────────────────────────

  /** Every account, by name, as the console shows it. */
  async list(): Promise<StaffPayload[]> {
    return (await this.views()).map(presentStaff);
  }

  private async views(): Promise<StaffView[]> {
    const rows = await this.deps.db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
    return rows.map(present);
  }

  async get(id: number): Promise<StaffView> {
    return present(await this.row(this.deps.db, id));
  }

  /** Names and addresses by id, for lists that show who acted (the audit log). */
  async names(ids: readonly number[]): Promise<Map<number, { name: string; email: string }>> {
    const all = await this.views();
    const wanted = new Set(ids);
    return new Map(all.filter((s) => wanted.has(s.id)).map((s) => [s.id, { name: s.name, email: s.email }]));
  }

  /** A new account, set up through the link it returns (valid STAFF_SETUP_VALID_HOURS). */
  async create(
    actor: StaffActor,
    input: { email: string; name?: string; role: StaffRole; site_ids?: readonly number[] | null },
    t?: Translate,
  ): Promise<{ staff: StaffView; setup: SetupLink }> {
    const email = normaliseEmail(input.email);
    if (!isValidEmail(email)) throw new ApiError(400, 'invalid_input', 'validation.emailInvalid');
    const name = input.name?.trim() || email.split('@')[0]!;
    // An admin manages the sites and the staff: never limited to some sites (decision 044).
    if (input.role === 'admin' && input.site_ids) throw sitesRefused('staff.accounts.sitesAdmin', t);
    const siteIds = await this.knownSites(input.site_ids ?? null, t);
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + STAFF_SETUP_VALID_HOURS * 60 * MINUTE);
    try {
      const row = await this.deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staff)
          .values({ email, name, role: input.role, siteIds, setupTokenHash: hash, setupExpiresAt: expiresAt })
          .returning();
        await recordStaffAction(tx, actor, {
          action: 'staff.create',
          targetType: 'staff',
          targetId: created!.id,
          after: { email, name, role: input.role, site_ids: siteIds },
        });
        return created!;
      });
      return { staff: present(row), setup: { link: await this.setupUrl(token), expiresAt } };
    } catch (err) {
      if (isUniqueViolation(err, 'staff_email')) throw new ApiError(409, 'staff_exists', 'staff.error.emailTaken');
      throw err;
    }
  }

  /**
   * A new role. An account made admin works on every site from then on (decision 044: admins manage
   * the sites and the staff), and its audit row says so when it had sites of its own.
   */
  async changeRole(actor: StaffActor, id: number, role: StaffRole): Promise<StaffView> {
    return this.change(actor, id, 'staff.role', async (tx, row) => {
      if (row.role === role) return null;
      const widened = role === 'admin' && row.siteIds !== null;
      await tx
        .update(staff)
        .set({ role, ...(widened ? { siteIds: null } : {}) })
        .where(eq(staff.id, id));
      return widened
        ? { before: { role: row.role, site_ids: row.siteIds }, after: { role, site_ids: null } }
        : { before: { role: row.role }, after: { role } };
    });
  }

  /**
   * The sites an account works on: null for every site, else some of the deployment's sites
   * (decision 044). Refused for an admin, and for ids that are no site, with the reason under the
   * field. Its sessions go on: the guard reads the sites fresh on every request.
   */
  async changeSites(
    actor: StaffActor,
    id: number,
    siteIds: readonly number[] | null,
    t?: Translate,
  ): Promise<StaffView> {
    // Read before the transaction: with one connection (PGlite) nothing may wait on the pool while it runs.
    const wanted = await this.knownSites(siteIds, t);
    return this.change(actor, id, 'staff.sites', async (tx, row) => {
      if (wanted !== null && row.role === 'admin') throw sitesRefused('staff.accounts.sitesAdmin', t);
      if (sameSites(row.siteIds, wanted)) return null;
      await tx.update(staff).set({ siteIds: wanted }).where(eq(staff.id, id));
      return { before: { site_ids: sortedSites(row.siteIds) }, after: { site_ids: wanted } };
    });
  }

  /**
   * An account's sites as stored: null (every site), or existing site ids, ascending, once each. An
   * empty choice would leave the account nothing to work on, so it is refused like an unknown id.
   */
  private async knownSites(given: readonly number[] | null, t: Translate | undefined): Promise<number[] | null> {
    if (given === null) return null;
    const ids = sortedSites(given)!;
    if (ids.length === 0) throw sitesRefused('staff.accounts.sitesEmpty', t);
    const known = new Set((await this.deps.siteIds?.()) ?? []);
    if (ids.some((siteId) => !known.has(siteId))) throw sitesRefused('staff.accounts.sitesUnknown', t);
    return ids;
  }

  /** Disabling ends every session of the account at once; enabling lets it log in again. */
  async setStatus(actor: StaffActor, id: number, status: 'active' | 'disabled'): Promise<StaffView> {
    return this.change(actor, id, status === 'disabled' ? 'staff.disable' : 'staff.enable', async (tx, row) => {
      if (row.status === status) return null;
      await tx.update(staff).set({ status }).where(eq(staff.id, id));
      if (status === 'disabled') await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      return { before: { status: row.status }, after: { status } };
    });
  }

  /**
   * A lost authenticator (or password): the account's password, TOTP key and recovery codes go, its
   * sessions end, and a new setup link lets its owner choose a password and link an app again.
   */
  async resetLogin(actor: StaffActor, id: number): Promise<{ staff: StaffView; setup: SetupLink }> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + STAFF_SETUP_VALID_HOURS * 60 * MINUTE);
    const view = await this.change(
      actor,
      id,
      'staff.reset_login',
      async (tx) => {
        await tx
          .update(staff)
          .set({
            passwordHash: null,
            totpSecret: null,
            totpConfirmedAt: null,
            totpLastStep: null,
            setupTokenHash: hash,
            setupExpiresAt: expiresAt,
            failedLogins: 0,
            lockedUntil: null,
          })
          .where(eq(staff.id, id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
        await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
        return { before: null, after: { setup_expires_at: expiresAt.toISOString() } };
      },
      { always: true },
    );
    return { staff: view, setup: { link: await this.setupUrl(token), expiresAt } };
  }

  /**
   * One change to an account, with its audit row, in one transaction. A staff member never changes
   * their own role, status or login in the console: an admin cannot lock the last admin out by
   * mistake (the command line, actor without staff id, may).
   */
  private async change(
    actor: StaffActor,
    id: number,
    action: string,
    apply: (
      tx: Executor,
      row: StaffRow,
    ) => Promise<{ before: Record<string, unknown> | null; after: Record<string, unknown> } | null>,
    options: { always?: boolean } = {},
  ): Promise<StaffView> {
    if (actor.staffId === id) throw new ApiError(409, 'staff_self', 'staff.error.self');
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (!row) throw new ApiError(404, 'not_found', 'staff.error.notFound');
      const changed = await apply(tx, row);
      // Setting what is already set changes nothing and records nothing.
      if (changed || options.always)
        await recordStaffAction(tx, actor, {
          action,
          targetType: 'staff',
          targetId: id,
          before: changed?.before ?? null,
          after: changed?.after ?? null,
        });
      return present(await this.row(tx, id));
    });
  }

  private async row(db: Executor, id: number): Promise<StaffRow> {
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    if (!row) throw new ApiError(404, 'not_found', 'staff.error.notFound');
    return row;
  }

  private async setupUrl(token: string): Promise<string> {
    return `${await this.deps.origin()}/staff/setup/${token}`;
  }

  // ── Setup ───────────────────────────────────────────────────────────────────────────────────

  private async rowBySetupToken(db: Executor, token: string): Promise<StaffRow | null> {
    if (!token || token.length > 100) return null;
    const [row] = await db
      .select()
      .from(staff)
      .where(
        and(
          eq(staff.setupTokenHash, hashToken(token)),
          gt(staff.setupExpiresAt, new Date()),
          eq(staff.status, 'active'),
        ),
      );
    return row ?? null;
  }

  /**
   * The setup page: whose link this is, and the TOTP key to scan. The key is made on the first visit
   * and kept (a reload shows the same one) until the setup is completed; after that the link is gone
   * and the key is never shown again. Null for an unknown, used or expired link.
   */
  async setupInfo(token: string): Promise<SetupInfo | null> {
    const row = await this.rowBySetupToken(this.deps.db, token);
    if (!row) return null;
    let key = row.totpSecret ? this.box.open(row.totpSecret) : null;
    if (!key) {
      key = newTotpKey();
      // Two tabs opening the link at once: the first key stored wins, and both show it.
      await this.deps.db
        .update(staff)
        .set({ totpSecret: this.box.seal(key) })
        .where(
          and(eq(staff.id, row.id), row.totpSecret ? eq(staff.totpSecret, row.totpSecret) : isNull(staff.totpSecret)),
        );
      const [stored] = await this.deps.db
        .select({ totpSecret: staff.totpSecret })
        .from(staff)
        .where(eq(staff.id, row.id));
      key = stored?.totpSecret ? this.box.open(stored.totpSecret) : null;
      if (!key) return null;
    }
    const uri = totpUri(this.issuer, row.email, key);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      email: row.email,
      name: row.name,
      secret: encodeBase32(key),
      uri,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Completes a setup: the chosen password, and a code from the app proving it holds the key. The
   * link is used up; the recovery codes are returned this once and stored only as hashes.
   */
  async completeSetup(
    token: string,
    input: { password: string; code: string },
    req: StaffRequest,
  ): Promise<{ recoveryCodes: string[] }> {
    if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX) {
      throw new ApiError(400, 'invalid_input', 'staff.error.passwordLength', {
        min: STAFF_PASSWORD_MIN,
        max: STAFF_PASSWORD_MAX,
      });
    }
    const passwordHash = await hashPassword(input.password);
    const codes = newRecoveryCodes();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.rowBySetupToken(tx, token);
      if (!row) throw new ApiError(410, 'setup_invalid', 'staff.error.setupInvalid');
      const key = row.totpSecret ? this.box.open(row.totpSecret) : null;
      const step = key ? matchTotp(key, input.code) : null;
      if (step === null) throw new ApiError(400, 'code_invalid', 'staff.error.codeInvalid');
      const [used] = await tx
        .update(staff)
        .set({
          passwordHash,
          totpConfirmedAt: new Date(),
          totpLastStep: step,
          setupTokenHash: null,
          setupExpiresAt: null,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(and(eq(staff.id, row.id), eq(staff.setupTokenHash, row.setupTokenHash!)))
        .returning({ id: staff.id });
      if (!used) throw new ApiError(410, 'setup_invalid', 'staff.error.setupInvalid');
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
      await tx
        .insert(staffRecoveryCodes)
        .values(codes.map((code) => ({ staffId: row.id, codeHash: hashRecoveryCode(code) })));
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
      await recordStaffAction(
        tx,
        { staffId: row.id, ip: req.ip },
        {
          action: 'staff.setup',
          targetType: 'staff',
          targetId: row.id,
          after: { two_factor: 'totp', recovery_codes: codes.length },
        },
      );
    });
    return { recoveryCodes: codes };
  }

  // ── Login ───────────────────────────────────────────────────────────────────────────────────

  /**
   * Step one: the password. Right, it opens a session that grants nothing yet (the second factor
   * must follow within STAFF_SECOND_FACTOR_MINUTES); wrong, it counts towards the lockout. An unknown
   * address, a disabled account or one not set up answer exactly like a wrong password.
   */
  async logIn(emailInput: string, password: string, req: StaffRequest): Promise<{ token: string }> {
    const email = normaliseEmail(emailInput);
    const [row] = await this.deps.db
      .select()
      .from(staff)
      .where(sql`lower(${staff.email}) = ${email}`);
    if (!row || row.status !== 'active' || !row.passwordHash || !row.totpConfirmedAt) {
      await burnVerification(password);
      throw new ApiError(401, 'login_failed', 'staff.error.loginFailed');
    }
    const attempt = await this.countAttempt(row.id);
    if (!(await verifyPassword(row.passwordHash, password))) {
      await this.failedAttempt(row.id, attempt);
      throw new ApiError(401, 'login_failed', 'staff.error.loginFailed');
    }
    // The right password is no failure, but it resets nothing either: the code still has to follow,
    // and knowing the password must not buy fresh guesses at the code.
    await this.deps.db
      .update(staff)
      .set({ failedLogins: sql`greatest(${staff.failedLogins} - 1, 0)` })
      .where(and(eq(staff.id, row.id), isNull(staff.lockedUntil)));
    const { token, hash } = newToken();
    await this.deps.db
      .insert(staffSessions)
      .values({ tokenHash: hash, staffId: row.id, ip: req.ip, userAgent: req.userAgent?.slice(0, 300) ?? null });
    return { token };
  }

  /**
   * Step two: a code from the authenticator app, or one of the recovery codes (each good once). The
   * half-open session is replaced by a new one under a fresh token, which the login returns.
   */
  async verifySecondFactor(
    pendingToken: string | undefined,
    input: { code?: string; recoveryCode?: string },
    req: StaffRequest,
  ): Promise<{ token: string; staff: StaffView }> {
    const pending = await this.pendingSession(pendingToken);
    if (!pending) throw new ApiError(401, 'second_factor_expired', 'staff.error.secondFactorExpired');
    const [row] = await this.deps.db.select().from(staff).where(eq(staff.id, pending.staffId));
    if (!row || row.status !== 'active' || !row.totpConfirmedAt)
      throw new ApiError(401, 'second_factor_expired', 'staff.error.secondFactorExpired');
    const attempt = await this.countAttempt(row.id);

    const { token, hash } = newToken();
    const result = await this.deps.db.transaction(async (tx) => {
      let method: 'totp' | 'recovery_code';
      if (input.recoveryCode) {
        const [used] = await tx
          .update(staffRecoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(staffRecoveryCodes.staffId, row.id),
              eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)),
              isNull(staffRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: staffRecoveryCodes.id });
        if (!used) return null;
        method = 'recovery_code';
      } else {
        const key = row.totpSecret ? this.box.open(row.totpSecret) : null;
        if (!key) throw new ApiError(409, 'two_factor_unreadable', 'staff.error.keyUnreadable');
        const step = matchTotp(key, input.code ?? '');
        if (step === null) return null;
        // A code is good once: the step must be newer than the last one accepted (also under a race).
        const [accepted] = await tx
          .update(staff)
          .set({ totpLastStep: step })
          .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
          .returning({ id: staff.id });
        if (!accepted) return null;
        method = 'totp';
      }
      await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, pending.tokenHash));
      await tx.insert(staffSessions).values({
        tokenHash: hash,
        staffId: row.id,
        verifiedAt: new Date(),
        ip: req.ip,
        userAgent: req.userAgent?.slice(0, 300) ?? null,
      });
      const [updated] = await tx
        .update(staff)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
        .where(eq(staff.id, row.id))
        .returning();
      const left = await tx.$count(
        staffRecoveryCodes,
        and(eq(staffRecoveryCodes.staffId, row.id), isNull(staffRecoveryCodes.usedAt)),
      );
      await recordStaffAction(
        tx,
        { staffId: row.id, ip: req.ip },
        {
          action: 'staff.login',
          targetType: 'staff',
          targetId: row.id,
          after: { method, ...(method === 'recovery_code' ? { recovery_codes_left: left } : {}) },
        },
      );
      return updated!;
    });
    if (!result) {
      await this.failedAttempt(row.id, attempt);
      throw new ApiError(401, 'code_invalid', 'staff.error.codeInvalid');
    }
    return { token, staff: present(result) };
  }

  /**
   * Every password or code is counted BEFORE it is checked, in one conditional UPDATE: of parallel
   * guesses at most STAFF_MAX_FAILURES get a slot, the rest are refused unchecked (decision 035).
   * A lock that has run out starts a fresh count; one still running refuses. Returns this attempt's
   * number; a right answer gives its slot back (the password) or clears the count (the login).
   */
  private async countAttempt(staffId: number): Promise<number> {
    const now = new Date();
    const [row] = await this.deps.db
      .update(staff)
      .set({
        failedLogins: sql`case when ${staff.lockedUntil} is not null then 1 else ${staff.failedLogins} + 1 end`,
        lockedUntil: null,
      })
      .where(
        and(
          eq(staff.id, staffId),
          or(and(isNull(staff.lockedUntil), lt(staff.failedLogins, STAFF_MAX_FAILURES)), lte(staff.lockedUntil, now)),
        ),
      )
      .returning({ attempt: staff.failedLogins });
    if (row) return row.attempt;
    const [current] = await this.deps.db
      .select({ lockedUntil: staff.lockedUntil })
      .from(staff)
      .where(eq(staff.id, staffId));
    // No slot left but no lock yet: the last attempts are being checked right now. The time left is
    // read from the clock now, not from before the update waited for the row ("16 min").
    const minutes = current?.lockedUntil
      ? Math.min(STAFF_LOCKOUT_MINUTES, Math.max(1, Math.ceil((current.lockedUntil.getTime() - Date.now()) / MINUTE)))
      : STAFF_LOCKOUT_MINUTES;
    throw new ApiError(429, 'locked_out', 'staff.error.lockedOut', { minutes });
  }

  /**
   * A wrong password or code (counted already by countAttempt). The attempt that used the last slot
   * locks the account and ends its half-open logins; the count stays at the limit while the lock
   * runs, so parallel guesses still in flight cannot start it again from 0.
   */
  private async failedAttempt(staffId: number, attempt: number): Promise<void> {
    if (attempt < STAFF_MAX_FAILURES) return;
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ lockedUntil: new Date(Date.now() + STAFF_LOCKOUT_MINUTES * MINUTE) })
        .where(and(eq(staff.id, staffId), isNull(staff.lockedUntil)));
      await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.verifiedAt)));
    });
    throw new ApiError(429, 'locked_out', 'staff.error.lockedOut', { minutes: STAFF_LOCKOUT_MINUTES });
  }

  private async pendingSession(token: string | undefined): Promise<{ tokenHash: string; staffId: number } | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const [row] = await this.deps.db
      .select({ staffId: staffSessions.staffId })
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          isNull(staffSessions.verifiedAt),
          gt(staffSessions.createdAt, new Date(Date.now() - STAFF_SECOND_FACTOR_MINUTES * MINUTE)),
        ),
      );
    return row ? { tokenHash, staffId: row.staffId } : null;
  }

  // ── Sessions ────────────────────────────────────────────────────────────────────────────────

  /**
   * The staff member behind a cookie, or null: the session must have passed the second factor, be
   * used within STAFF_IDLE_MINUTES (each use slides it) and be younger than STAFF_SESSION_MAX_HOURS,
   * and the account must be active. The role is read fresh on every call.
   */
  async resolve(token: string | undefined): Promise<{ staff: StaffView; tokenHash: string } | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const [found] = await this.deps.db
      .select({ session: staffSessions, account: staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(and(eq(staffSessions.tokenHash, tokenHash), isNotNull(staffSessions.verifiedAt)));
    if (!found) return null;
    const { session, account } = found;
    const idle = now - session.lastSeenAt.getTime() > STAFF_IDLE_MINUTES * MINUTE;
    const old = now - session.createdAt.getTime() > STAFF_SESSION_MAX_HOURS * 60 * MINUTE;
    if (idle || old || account.status !== 'active') {
      await this.deps.db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.deps.db
        .update(staffSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(staffSessions.tokenHash, tokenHash));
    }
    return { staff: present(account), tokenHash };
  }

  async logOut(token: string | undefined): Promise<void> {
    if (!token || token.length > 100) return;
    await this.deps.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  }

  /** Sessions idle or past their age are never accepted again: the job deletes them. Returns how many. */
  async purgeSessions(): Promise<number> {
    const now = Date.now();
    const rows = await this.deps.db
      .delete(staffSessions)
      .where(
        or(
          lt(staffSessions.lastSeenAt, new Date(now - STAFF_IDLE_MINUTES * MINUTE)),
          lt(staffSessions.createdAt, new Date(now - STAFF_SESSION_MAX_HOURS * 60 * MINUTE)),
        ),
      )
      .returning({ tokenHash: staffSessions.tokenHash });
    return rows.length;
  }

  /** For the command line: an account by its address. */
  async byEmail(email: string): Promise<StaffView | null> {
    const [row] = await this.deps.db
      .select()
      .from(staff)
      .where(sql`lower(${staff.email}) = ${normaliseEmail(email)}`);
    return row ? present(row) : null;
  }
}

/** The console's view of an account (common/api/staff.ts). */
export function presentStaff(view: StaffView): StaffPayload {
  return {
    id: view.id,
    email: view.email,
    name: view.name,
    role: view.role,
    status: view.status,
    setup_pending: view.setupPending,
    last_login_at: view.lastLoginAt?.toISOString() ?? null,
    created_at: view.createdAt.toISOString(),
    site_ids: view.siteIds === null ? null : [...view.siteIds],
  };
}
