import { eq } from 'drizzle-orm';
import { isUniqueViolation, type Executor } from '../../db/client.ts';
import { siteDomains, sites } from './schema.ts';
import type { CompanyInfo, SiteConfig, SiteTheme } from '../../../common/site.ts';
import { companyInfoSchema, siteConfigSchema, siteThemeSchema } from '../../../common/site.ts';
import type { CountryCode, Locale } from '../../../common/constants.ts';
import { defaultCompany, defaultSiteConfig, defaultTheme } from './defaults.ts';
import { normaliseHost } from './service.ts';

export interface SiteInput {
  key: string;
  isDefault: boolean;
  domains: string[];
  config: SiteConfig;
  company: CompanyInfo;
  theme: SiteTheme;
}

/** Creates or updates a site and its domains; the settings are validated before they are stored. */
/** The id of the site with this key, or null. */
export async function siteIdByKey(db: Executor, key: string): Promise<number | null> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, key));
  return row?.id ?? null;
}

export async function upsertSite(db: Executor, input: SiteInput): Promise<{ id: number; created: boolean }> {
  const config = siteConfigSchema.parse(input.config);
  const company = companyInfoSchema.parse(input.company);
  const theme = siteThemeSchema.parse(input.theme);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.key, input.key));
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(sites)
        .set({ config, company, theme, isDefault: input.isDefault, updatedAt: new Date() })
        .where(eq(sites.id, id));
    } else {
      const [row] = await tx
        .insert(sites)
        .values({ key: input.key, isDefault: input.isDefault, config, company, theme })
        .returning({ id: sites.id });
      id = row!.id;
    }
    for (const domain of input.domains) {
      await tx
        .insert(siteDomains)
        .values({ domain, siteId: id })
        .onConflictDoUpdate({ target: siteDomains.domain, set: { siteId: id } });
    }
    return { id, created: !existing };
  });
}

export interface NewSite {
  domain: string;
  name: string;
  countries?: CountryCode[];
  language?: Locale;
  /** Also answer for these host names (www., an old domain). */
  aliases?: string[];
  /** The site that answers PUBLIC_URL's host; the first site created is the default. */
  isDefault?: boolean;
}

/** Why a new site's input is refused, in one line for the operator. */
export class SiteInputError extends Error {}

/** A domain of a new site or an edit was taken by another site at the same moment. */
export class SiteDomainTaken extends SiteInputError {
  constructor(readonly domains: string[]) {
    super(`${domains.join(', ')}: a domain already belongs to another site`);
  }
}

// Host names as DNS spells them; a single label (localhost) or an IPv4 address is allowed for trying a production build.
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** An IPv6 address as a Host header carries it, in brackets (the demo site answers to [::1]). */
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/;

/** Whether a (normalised) host name is one a site may answer to: a DNS name, an IPv4 or a bracketed IPv6 address. */
export function isHostName(host: string): boolean {
  return HOST.test(host) || IPV6_LITERAL.test(host);
}

/**
 * A site with the spec's default settings, ready to serve its domain. The input is checked field by
 * field before (SiteAdminService.create, for the console and `admin site create` alike); the key is
 * the domain, and a domain that already has a site fails on its unique key (SiteDomainTaken), so no
 * site's settings are ever reset.
 */
export async function createSite(db: Executor, input: NewSite): Promise<{ id: number; domains: string[] }> {
  const domain = normaliseHost(input.domain);
  const domains = [domain, ...(input.aliases ?? []).map(normaliseHost)];
  const countries = input.countries?.length ? input.countries : (['NL'] as CountryCode[]);
  const language = input.language ?? 'nl';
  const [anySite] = await db.select({ id: sites.id }).from(sites).limit(1);
  // Plain inserts, never an upsert: a domain another site took meanwhile (two admins at once) fails
  // on the unique key here (SiteDomainTaken) instead of being moved to this site.
  try {
    const [row] = await db
      .insert(sites)
      .values({
        key: domain,
        isDefault: input.isDefault ?? !anySite,
        config: siteConfigSchema.parse(defaultSiteConfig({ name: input.name.trim(), domain, language, countries })),
        company: companyInfoSchema.parse(defaultCompany(input.name.trim())),
        theme: siteThemeSchema.parse(defaultTheme),
      })
      .returning({ id: sites.id });
    await db.insert(siteDomains).values(domains.map((d) => ({ domain: d, siteId: row!.id })));
    return { id: row!.id, domains };
  } catch (err) {
    if (isUniqueViolation(err)) throw new SiteDomainTaken(domains);
    throw err;
  }
}

/** Whether a host name already belongs to a site (the console's check before it creates one). */
export async function siteDomainTaken(db: Executor, domain: string): Promise<boolean> {
  const [row] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.domain, domain));
  return row !== undefined;
}
