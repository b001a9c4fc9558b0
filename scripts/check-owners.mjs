#!/usr/bin/env node
/**
 * One owner per table (decision 016), checked on every `npm run lint`:
 *
 * 1. A module (server/modules/<name>) imports another module only through its `index.ts`.
 * 2. A module names tables only from its own `schema.ts` (never the `server/db/schema.ts` barrel,
 *    never another module's schema); a `schema.ts` may import another schema for foreign keys.
 * 3. Raw SQL in a module writes (`insert into`, `update`, `delete from`) only its own tables and
 *    reads (`from`, `join`) only its own, except the read models listed in READ_MODELS.
 * 4. Platform pieces (server/platform) import no module; the seed (server/seed) sits above the
 *    domain and uses the modules' index.ts and never a table.
 *
 * Tests are exempt: they set up and assert what is stored. The composition root (server/*.ts,
 * server/http) wires modules and may import their files.
 *
 * `node scripts/check-owners.mjs` prints each violation and exits 1; checkOwners(root) returns them
 * (the unit test runs it on a tree with deliberate violations).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads across owners that stay one query, by design: each is on a hot path or is a read model
 * built from the tables it names. They read; a write to a foreign table is never allowed.
 */
export const READ_MODELS = [
  {
    file: 'server/modules/members/view.ts',
    tables: ['profiles', 'photos'],
    why: 'the member behind each request (session → account, profile, main photo; why e-mail notifications are off by notifications/index.ts notificationsOffSql): one query per request',
  },
  {
    file: 'server/modules/members/notifications-off.ts',
    tables: ['notifications_disabled'],
    why: "why a member's e-mail notifications are off: reports about their current address only, read in the request's one query",
  },
  {
    file: 'server/modules/profiles/service.ts',
    tables: ['members', 'photos'],
    why: 'profile cards of every list and search page: one query per page',
  },
  {
    file: 'server/modules/profiles/public-profile.ts',
    tables: ['members', 'photos'],
    why: 'a profile page: the account status and the approved photos with the profile',
  },
  {
    file: 'server/modules/profiles/contact.ts',
    tables: ['members', 'blocks'],
    why: 'whom a member may contact, on every send: one round trip',
  },
  {
    // A database function, declared here as the modules' read models are (the check reads TypeScript only).
    file: 'server/db/migrations/0024_send_in_one_round_trip.sql',
    tables: ['members', 'profiles', 'blocks', 'likes', 'photos'],
    why: "chat_send, the chat module's whole send in one round trip (bench/ws.ts): the sender's row lock and what a send decides on, whom a member may contact (profiles/contact.ts's rule), an invisible member's likes, the sender's approved photo; credits move only through credit_ledger_post",
  },
  {
    // A database function: profiles' contact rule (0026) with the retired personas refused (decision 048).
    file: 'server/db/migrations/0038_personas.sql',
    tables: ['members', 'profiles', 'blocks', 'likes', 'conversations', 'personas'],
    why: 'contact_refusal, whom a member may contact, on every send and like: a persona the site has retired is no longer active',
  },
  {
    file: 'server/modules/campaigns/segment.ts',
    tables: ['members', 'profiles', 'payments'],
    why: "a campaign's segment (decision 052): the site's members by country, language, paid, last activity and whether they ever bought, one query per batch of recipients",
  },
  {
    file: 'server/modules/numbers/rollup.ts',
    tables: ['members', 'account_tokens', 'payments', 'messages', 'page_bounces'],
    why: 'the numbers (decision 053): a day of signups, activations, orders, messages and page bounces counted once per metric by the roll-up job, which writes only its own numbers_daily, numbers_periods and numbers_payers; the dashboard reads the roll-ups, never these',
  },
  {
    file: 'server/modules/search/service.ts',
    tables: ['member_search'],
    why: 'member search: one ordered scan of the index per page (the index module keeps it, the search reads it)',
  },
  {
    file: 'server/modules/search/candidates.ts',
    tables: ['member_search'],
    why: 'discovery candidates (swipe, matches, suggestions) from the index in one query',
  },
  {
    file: 'server/modules/search-index/service.ts',
    tables: ['members', 'profiles', 'photos'],
    why: 'the search index row is built from these',
  },
];

/** Writes to a foreign table that are the rule's one place. */
export const WRITE_GRANTS = [
  {
    file: 'server/modules/credits/ledger.ts',
    table: 'members',
    why: 'members.credits moves only with its ledger row, in one statement',
  },
  {
    // A database function (the check reads TypeScript only): the credits module's booking, which
    // postLedgerEntry and chat_send call.
    file: 'server/db/migrations/0024_send_in_one_round_trip.sql',
    table: 'members',
    why: 'credit_ledger_post: members.credits moves only with its ledger row',
  },
  {
    file: 'server/modules/accounts/sessions.ts',
    table: 'members',
    why: 'presence (markActive): members.last_active_at, the search row and the session in one statement, one commit on the request path; the SQL is the members module’s touchMemberSql',
  },
];

const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const SQL_READ = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:\{([^}]*)\}|\*(?:\s+as\s+\w+)?|\w+)?\s*(?:,\s*\{[^}]*\})?\s*from\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

/** The TypeScript files under `dir` (no declarations, no node_modules or dot folders). */
export function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('server/test/');

/** Comments removed (they may say "from members" in prose); strings and template literals kept. */
export function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Where a file sits: a module's name, 'platform', 'seed', or null (composition root, http, db). */
function areaOf(rel) {
  const m = rel.match(/^server\/modules\/([^/]+)\//);
  if (m) return m[1];
  if (rel.startsWith('server/platform/')) return 'platform';
  if (rel.startsWith('server/seed/')) return 'seed';
  return null;
}

/** Tables by owner, from each module's schema.ts and server/platform/schema.ts. */
function loadOwners(root) {
  const byIdentifier = new Map();
  const bySqlName = new Map();
  const schemas = walk(path.join(root, 'server/modules')).filter((f) => f.endsWith(`${path.sep}schema.ts`));
  const platformSchema = path.join(root, 'server/platform/schema.ts');
  if (existsSync(platformSchema)) schemas.push(platformSchema);
  for (const file of schemas) {
    const owner = areaOf(path.relative(root, file).split(path.sep).join('/'));
    for (const [, identifier, sqlName] of readFileSync(file, 'utf8').matchAll(
      /export const (\w+) = pgTable\(\s*'([^']+)'/g,
    )) {
      byIdentifier.set(identifier, { owner, sqlName });
      bySqlName.set(sqlName, { owner, identifier });
    }
  }
  return { byIdentifier, bySqlName };
}

export function checkOwners(root) {
  const owners = loadOwners(root);
  const violations = [];
  const files = [
    ...walk(path.join(root, 'server/modules')),
    ...walk(path.join(root, 'server/platform')),
    ...walk(path.join(root, 'server/seed')),
  ];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (isTest(rel)) continue;
    const area = areaOf(rel);
    const isSchema = rel.endsWith('/schema.ts');
    const source = stripComments(readFileSync(file, 'utf8'));
    const readModel = READ_MODELS.find((r) => r.file === rel);
    const report = (message) => violations.push(`${rel}: ${message}`);

    for (const match of source.matchAll(IMPORT)) {
      const names = (match[1] ?? '')
        .split(',')
        .map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean);
      const spec = match[2] ?? match[3];
      if (!spec.startsWith('.')) continue;
      const target = path
        .relative(root, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      const targetArea = areaOf(target);
      if (target === 'server/db/schema.ts') {
        report(
          `imports tables from the server/db/schema.ts barrel; use ${area === 'seed' || area === null ? "the owning module's index.ts" : 'its own schema.ts'}`,
        );
        continue;
      }
      if (area === 'platform' && target.startsWith('server/modules/')) {
        report(`a platform piece imports a module (${target}); give it what it needs from server/services.ts`);
        continue;
      }
      if (!target.startsWith('server/modules/') || targetArea === area) continue;
      if (target.endsWith('/schema.ts')) {
        if (isSchema) continue; // foreign keys between schemas
        const foreign = names.filter((n) => owners.byIdentifier.get(n)?.owner === targetArea);
        const allowed = readModel
          ? foreign.filter((n) => readModel.tables.includes(owners.byIdentifier.get(n).sqlName))
          : [];
        const refused = foreign.filter((n) => !allowed.includes(n));
        if (refused.length || foreign.length === 0)
          report(`imports ${targetArea}'s tables (${refused.join(', ') || target}); call ${targetArea}/index.ts`);
        continue;
      }
      if (target !== `server/modules/${targetArea}/index.ts`)
        report(`imports ${target}, an internal of ${targetArea}; import server/modules/${targetArea}/index.ts`);
    }

    if (area === null || area === 'seed' || isSchema) continue;
    // Drizzle writes through a table imported by a read model.
    for (const [, identifier] of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const t = owners.byIdentifier.get(identifier);
      if (t && t.owner !== area) report(`writes ${t.sqlName}, which ${t.owner} owns`);
    }
    for (const [, table] of source.matchAll(SQL_WRITE)) {
      const t = owners.bySqlName.get(table.toLowerCase());
      if (!t || t.owner === area) continue;
      if (WRITE_GRANTS.some((g) => g.file === rel && g.table === table.toLowerCase())) continue;
      report(`writes ${table} in SQL, which ${t.owner} owns; call ${t.owner}/index.ts`);
    }
    for (const [, table] of source.matchAll(SQL_READ)) {
      const t = owners.bySqlName.get(table.toLowerCase());
      if (!t || t.owner === area) continue;
      if (readModel?.tables.includes(table.toLowerCase())) continue;
      if (WRITE_GRANTS.some((g) => g.file === rel && g.table === table.toLowerCase())) continue;
      report(
        `reads ${table} in SQL, which ${t.owner} owns; call ${t.owner}/index.ts (or list a read model in scripts/check-owners.mjs)`,
      );
    }
  }
  return [...new Set(violations)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkOwners(root);
  for (const v of violations) console.error(v);
  if (violations.length) {
    console.error(`\n${violations.length} ownership violation(s): see docs/decisions/016-one-owner-per-table.md`);
    process.exit(1);
  }
  console.log('check-owners: every table is written and read by its owner');
}
