import { and, eq, inArray, ne } from 'drizzle-orm';
import { isUniqueViolation, type Executor } from '../../db/client.ts';
import { commitTopic, emitAfterCommit } from '../../db/committed.ts';
import {
  companyInfoSchema,
  siteConfigSchema,
  siteThemeSchema,
  type CompanyInfo,
  type SiteConfig,
  type SiteTheme,
} from '../../../common/site.ts';
import { themeContrastProblems } from '../../../common/rules/theme-contrast.ts';
import { siteDomains, sites } from './schema.ts';
import { isHostName } from './create.ts';
import { normaliseHost } from './service.ts';

/**
 * A site's settings changed (the console): after the commit every process drops its cached sites
 * (server/services.ts broadcasts it over the event bus), so the next request is served the new ones.
 */
export const SITE_CHANGED = commitTopic<{ siteId: number }>('sites.changed');

/** What an edit may change: settings, company details and theme key by key, and the whole list of domains. */
export interface SitePatch {
  config?: Record<string, unknown>;
  company?: Record<string, unknown>;
  /** Colours, and the names of the site's stored images (server/modules/site-assets). */
  theme?: Record<string, unknown>;
  /** Every host name the site answers to; the first is its main domain (`config.domain`). */
  domains?: string[];
}

/** One refused field: where (`config.support_email`, `domains.1`) and why, in the validator's words. */
export interface SiteFieldError {
  field: string;
  problem: 'invalid' | 'domain_taken' | 'domain_invalid' | 'domains_empty' | 'contrast';
  detail: string;
  /** For `contrast`: the measured ratio, the colour it was measured against and the minimum. */
  params?: Record<string, string | number>;
}

export class SiteInvalid extends Error {
  constructor(readonly errors: SiteFieldError[]) {
    super('site settings invalid');
  }
}

export interface SiteState {
  config: SiteConfig;
  company: CompanyInfo;
  theme: SiteTheme;
  domains: string[];
}

/**
 * Applies an edit in the caller's transaction: the merged settings and company details validated by
 * the same schemas every write uses (common/site.ts), the domains lower-cased, IDN-safe (punycode),
 * and unique across sites. Every problem is reported at once, per field (SiteInvalid). Returns the
 * state before and after (the audit row's). Null when there is no such site.
 */
export async function updateSite(
  tx: Executor,
  siteId: number,
  patch: SitePatch,
): Promise<{ before: SiteState; after: SiteState } | null> {
  const [row] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
  if (!row) return null;
  const currentDomains = (
    await tx.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.siteId, siteId))
  )
    .map((d) => d.domain)
    .sort(mainDomainFirst(row.config.domain));
  const errors: SiteFieldError[] = [];

  let domains = currentDomains;
  if (patch.domains !== undefined) {
    domains = [];
    // Where each domain was in the list given, so its error names the field the admin filled in.
    const givenAt = new Map<string, number>();
    patch.domains.forEach((given, i) => {
      const d = toAsciiHost(given);
      if (d === null || !isHostName(d))
        errors.push({ field: `domains.${i}`, problem: 'domain_invalid', detail: given });
      else if (!domains.includes(d)) {
        domains.push(d);
        givenAt.set(d, i);
      }
    });
    if (patch.domains.length === 0) errors.push({ field: 'domains', problem: 'domains_empty', detail: '' });
    if (domains.length) {
      const taken = await tx
        .select({ domain: siteDomains.domain, siteId: siteDomains.siteId })
        .from(siteDomains)
        .where(and(inArray(siteDomains.domain, domains), ne(siteDomains.siteId, siteId)));
      for (const t of taken)
        errors.push({ field: `domains.${givenAt.get(t.domain)}`, problem: 'domain_taken', detail: t.domain });
    }
  }

  // The main domain follows the list's first entry.
  const mergedConfig = { ...row.config, ...patch.config, ...(patch.domains?.length ? { domain: domains[0] } : {}) };
  const config = siteConfigSchema.safeParse(mergedConfig);
  if (!config.success)
    for (const issue of config.error.issues)
      errors.push({ field: ['config', ...issue.path].join('.'), problem: 'invalid', detail: issue.message });
  const company = companyInfoSchema.safeParse({ ...row.company, ...patch.company });
  if (!company.success)
    for (const issue of company.error.issues)
      errors.push({ field: ['company', ...issue.path].join('.'), problem: 'invalid', detail: issue.message });
  const theme = siteThemeSchema.safeParse({ ...siteThemeSchema.parse(row.theme), ...patch.theme });
  if (!theme.success)
    for (const issue of theme.error.issues)
      errors.push({ field: ['theme', ...issue.path].join('.'), problem: 'invalid', detail: issue.message });
  // A colour too faint to be seen is refused with its measured ratio (common/rules/theme-contrast.ts):
  // the colours this edit sets, so a site stored before the rule can still change anything else.
  else
    for (const p of themeContrastProblems(theme.data).filter((p) => patch.theme && p.colour in patch.theme))
      errors.push({
        field: `theme.${p.colour}`,
        problem: 'contrast',
        detail: theme.data[p.colour],
        params: { ratio: p.ratio, against: p.against, minimum: p.minimum },
      });
  if (errors.length || !config.success || !company.success || !theme.success) throw new SiteInvalid(errors);

  await tx
    .update(sites)
    .set({ config: config.data, company: company.data, theme: theme.data, updatedAt: new Date() })
    .where(eq(sites.id, siteId));
  if (patch.domains !== undefined) {
    await tx.delete(siteDomains).where(eq(siteDomains.siteId, siteId));
    try {
      await tx.insert(siteDomains).values(domains.map((domain) => ({ domain, siteId })));
    } catch (err) {
      // Another site took one of them since the check above (two admins at once).
      if (isUniqueViolation(err))
        throw new SiteInvalid([{ field: 'domains', problem: 'domain_taken', detail: domains.join(', ') }]);
      throw err;
    }
  }
  await emitAfterCommit(tx, SITE_CHANGED, { siteId });
  return {
    before: {
      config: row.config,
      company: row.company,
      theme: siteThemeSchema.parse(row.theme),
      domains: currentDomains,
    },
    after: { config: config.data, company: company.data, theme: theme.data, domains },
  };
}

/** A host name as DNS carries it: lower case, an internationalised name in punycode; null when none. */
export function toAsciiHost(given: string): string | null {
  const trimmed = given.trim();
  // An IPv6 address in brackets is its own form (the colons are not a port).
  if (/^\[[0-9a-f:.]+\]$/i.test(trimmed)) return trimmed.toLowerCase();
  if (!trimmed || /[\s/:@?#]/.test(trimmed)) return null;
  try {
    return normaliseHost(new URL(`http://${trimmed}`).hostname);
  } catch {
    return null;
  }
}

/** A site as the console shows it: its settings, company details and domains (the main one first). */
export async function siteState(db: Executor, siteId: number) {
  return (await siteStates(db, siteId))[0] ?? null;
}

/** Every site as the console shows it (or the one asked for), in two queries whatever their number. */
export async function siteStates(db: Executor, siteId?: number) {
  const rows = await db
    .select()
    .from(sites)
    .where(siteId === undefined ? undefined : eq(sites.id, siteId))
    .orderBy(sites.id);
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(siteDomains)
    .where(
      inArray(
        siteDomains.siteId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) =>
    presentState(
      row,
      all.filter((d) => d.siteId === row.id).map((d) => d.domain),
    ),
  );
}

function presentState(row: typeof sites.$inferSelect, domainList: string[]) {
  const domains = domainList.sort(mainDomainFirst(row.config.domain));
  return {
    id: row.id,
    key: row.key,
    isDefault: row.isDefault,
    disabledAt: row.disabledAt,
    config: row.config,
    company: row.company,
    theme: siteThemeSchema.parse(row.theme),
    domains,
    updatedAt: row.updatedAt,
  };
}

/** Why a site cannot be disabled: the default site answers every host no other site owns. */
export class DefaultSiteNotDisabled extends Error {}

/**
 * Disables or enables a site in the caller's transaction (its domains answer "not available" while
 * disabled). Returns whether it was disabled before, null when there is no such site.
 */
export async function setSiteDisabled(
  tx: Executor,
  siteId: number,
  disabled: boolean,
): Promise<{ wasDisabled: boolean } | null> {
  const [row] = await tx
    .select({ isDefault: sites.isDefault, disabledAt: sites.disabledAt })
    .from(sites)
    .where(eq(sites.id, siteId))
    .for('update');
  if (!row) return null;
  if (disabled && row.isDefault) throw new DefaultSiteNotDisabled('the default site cannot be disabled');
  const wasDisabled = row.disabledAt !== null;
  if (wasDisabled !== disabled) {
    await tx
      .update(sites)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(sites.id, siteId));
    await emitAfterCommit(tx, SITE_CHANGED, { siteId });
  }
  return { wasDisabled };
}

/** The order the console lists a site's domains in: its main domain, then the others alphabetically. */
function mainDomainFirst(main: string) {
  return (a: string, b: string) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b));
}
