import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteDomains, sites } from './schema.ts';
import {
  siteThemeSchema,
  type CompanyInfo,
  type SiteConfig,
  type SiteSettings,
  type SiteTheme,
} from '../../../common/site.ts';
import { regionDataFor } from '../../../common/data/regions.ts';
import { RepeatedJson } from '../../http/compression.ts';

/** A site as the rest of the server sees it. */
export interface Site {
  id: number;
  key: string;
  isDefault: boolean;
  /**
   * The site's own base URL, the only base of links in mails, payment return pages and webhooks:
   * `https://` + its configured domain (PUBLIC_URL for the default site). Never the request's Host.
   */
  origin: string;
  config: SiteConfig;
  company: CompanyInfo;
  theme: SiteTheme;
  /** An admin disabled the site: its member pages and API answer "not available" (503). */
  disabled: boolean;
}

/** Host name without port, lower case; what site_domains holds. */
export function normaliseHost(host: string | undefined | null): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  // [::1]:3000 keeps its brackets; example.com:3000 loses the port.
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0]!;
}

export interface SiteDirectoryOptions {
  /** PUBLIC_URL: the default site's base URL, and a host that reaches the default site. */
  publicUrl?: string;
  /**
   * Production: a host no site owns is refused (421) instead of being served the default site, so
   * a forged Host can neither brand a page nor steer anything built from the site.
   */
  refuseUnknownHosts?: boolean;
  ttlMs?: number;
}

/** A host that no site of this deployment owns (production only). */
export class UnknownSiteError extends Error {
  constructor(readonly host: string) {
    super(`no site for host ${JSON.stringify(host)}`);
  }
}

/**
 * The deployment has no site at all yet (a fresh production database: nothing is seeded there).
 * Every request that needs a site is answered "no site configured" until the site owner creates one.
 */
export class NoSiteError extends Error {
  constructor() {
    super(
      'No site is configured: create one with `node build/server/admin.js site create --domain <domain> --name <name>` (in a checkout: `npm run admin -- site create …`; outside production `npm run db:seed` makes the demo site)',
    );
  }
}

/** The command that creates a site in a release (docs/deploy.md §4). */
export const SITE_CREATE_COMMAND = 'node build/server/admin.js site create --domain <domain> --name <name>';

/**
 * Resolves a request's site from a host name, with a short in-process cache: settings change rarely
 * and every request needs them. An unknown host gets the default site outside production.
 */
export class SiteDirectory {
  private byDomain = new Map<string, { site: Site | null; at: number }>();
  private defaultCache: { site: Site; at: number } | null = null;
  private readonly ttlMs: number;
  private readonly publicHost: string | null;

  constructor(
    private readonly db: Database,
    private readonly options: SiteDirectoryOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.publicHost = options.publicUrl ? normaliseHost(new URL(options.publicUrl).host) : null;
  }

  /** The site of a host; throws UnknownSiteError for a host no site owns when that is refused. */
  async resolve(host: string | null | undefined): Promise<Site> {
    const domain = normaliseHost(host);
    const now = Date.now();
    const hit = this.byDomain.get(domain);
    if (hit && now - hit.at < this.ttlMs) return hit.site ?? this.unknown(domain);
    const rows = domain
      ? await this.db
          .select({ site: sites })
          .from(siteDomains)
          .innerJoin(sites, eq(sites.id, siteDomains.siteId))
          .where(eq(siteDomains.domain, domain))
          .limit(1)
      : [];
    const known = rows[0] ? this.toSite(rows[0].site) : null;
    // With no site at all every host hears that (NoSiteError, not cached: the site owner's
    // `site create` takes effect at the next request), also a host production would refuse.
    const fallback = known ? null : await this.getDefault(now);
    const site = known ?? (this.options.refuseUnknownHosts && domain !== this.publicHost ? null : fallback);
    // Bounded: unknown hosts (bots try many) must not grow the map without end.
    if (this.byDomain.size > 1000) this.byDomain.clear();
    this.byDomain.set(domain, { site, at: now });
    return site ?? this.unknown(domain);
  }

  /**
   * The site of a host when the directory holds it fresh, without waiting: undefined when it would
   * have to ask the database (or the host is unknown), so the caller takes the slow path.
   */
  cached(host: string | null | undefined): Site | undefined {
    const hit = this.byDomain.get(normaliseHost(host));
    return hit && hit.site && Date.now() - hit.at < this.ttlMs ? hit.site : undefined;
  }

  private unknown(domain: string): never {
    throw new UnknownSiteError(domain);
  }

  /** The site of a member, for work that starts outside a request (activation, jobs). */
  async byId(id: number): Promise<Site> {
    const [row] = await this.db.select().from(sites).where(eq(sites.id, id)).limit(1);
    if (!row) throw new Error(`site ${id} does not exist`);
    return this.toSite(row);
  }

  /**
   * The deployment's default site: its origin is the base of links that belong to no member's site
   * (the staff console's setup links), never a request's Host.
   */
  defaultSite(): Promise<Site> {
    return this.getDefault(Date.now());
  }

  private async getDefault(now: number): Promise<Site> {
    if (this.defaultCache && now - this.defaultCache.at < this.ttlMs) return this.defaultCache.site;
    const [row] = await this.db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
    const fallback = row ?? (await this.db.select().from(sites).orderBy(sites.id).limit(1))[0];
    if (!fallback) throw new NoSiteError();
    const site = this.toSite(fallback);
    this.defaultCache = { site, at: now };
    return site;
  }

  /** Every site of the deployment, by id (the staff console works for all of them). */
  async all(): Promise<Site[]> {
    const rows = await this.db.select().from(sites).orderBy(sites.id);
    return rows.map((row) => this.toSite(row));
  }

  /** After a site owner changes settings. */
  invalidate(): void {
    this.byDomain.clear();
    this.defaultCache = null;
  }

  private toSite(row: typeof sites.$inferSelect): Site {
    return {
      id: row.id,
      key: row.key,
      isDefault: row.isDefault,
      origin: siteOrigin(row, this.options.publicUrl),
      config: row.config,
      company: row.company,
      // Stored before the theme had images: the schema's defaults fill what is missing.
      theme: siteThemeSchema.parse(row.theme),
      disabled: row.disabledAt !== null,
    };
  }
}

/** The base of every link to a site: PUBLIC_URL for the default site when set, else https + its domain. */
export function siteOrigin(
  site: { isDefault: boolean; config: { domain: string } },
  publicUrl: string | undefined,
): string {
  if (site.isDefault && publicUrl) return publicUrl;
  return `https://${site.config.domain}`;
}

/**
 * The country whose rules apply to this visitor: their own choice (cookie) when the site serves it,
 * else the IP's country when the site serves it, else the site's first country.
 */
export function selectedCountry(site: Site, chosen: string | null | undefined, geoip: string | null): string {
  const served = site.config.countries as readonly string[];
  if (chosen && served.includes(chosen)) return chosen;
  if (geoip && served.includes(geoip)) return geoip;
  return served[0]!;
}

/** What the settings of a site depend on besides the site. */
export interface SettingsVisitor {
  geoipCountry: string | null;
  selectedCountry: string;
  locale: string;
  pushPublicKey: string | null;
  /** The site sells now: a provider is configured and, in production, its company details are complete. */
  purchasesAvailable: boolean;
}

/**
 * GET /api/settings.php, the request every page load makes: the settings JSON per site and visitor
 * variant (language, chosen country, IP country), serialised and compressed once (engineering §9). Keyed
 * by the Site object, which the SiteDirectory replaces when it reloads a site: an owner's change
 * reaches this cache as soon as it reaches the directory.
 */
export class SettingsPayloads {
  private readonly bySite = new WeakMap<Site, { pushPublicKey: string | null; variants: Map<string, RepeatedJson> }>();

  get(site: Site, visitor: SettingsVisitor): RepeatedJson {
    let entry = this.bySite.get(site);
    if (!entry || entry.pushPublicKey !== visitor.pushPublicKey) {
      this.bySite.set(site, (entry = { pushPublicKey: visitor.pushPublicKey, variants: new Map() }));
    }
    const key = `${visitor.locale}:${visitor.selectedCountry}:${visitor.geoipCountry}`;
    let payload = entry.variants.get(key);
    if (!payload) {
      payload = new RepeatedJson(JSON.stringify(presentSettings(site, visitor)));
      // Bounded: languages × countries is small, but the IP's country takes any of ~250 values.
      if (entry.variants.size > 500) entry.variants.clear();
      entry.variants.set(key, payload);
    }
    return payload;
  }
}

/** GET /api/settings.php: product §3 "Settings from the server", field names verbatim. */
export function presentSettings(site: Site, visitor: SettingsVisitor): SiteSettings {
  const c = site.config;
  return {
    name: c.name,
    domain: c.domain,
    domain_language: c.domain_language,
    index_title: c.index_title,
    description: c.description,
    cdn_prefix: c.cdn_prefix,
    countries: c.countries,
    signups: c.signups,
    invite_only: c.invite_only,
    logged_out_search: c.logged_out_search,
    logged_out_search_trafficsource: c.logged_out_search_trafficsource,
    visible_profile_fields: c.visible_profile_fields,
    visible_profile_notes: c.visible_profile_notes,
    search_fields: c.search_fields,
    message_credits: c.message_credits,
    photo_credits: c.photo_credits,
    gift_credits: c.gift_credits,
    // Stored before sites had their own gift catalogue: the catalogue's factors.
    gift_factors: c.gift_factors ?? {},
    signup_credits: c.signup_credits,
    message_length: c.message_length,
    minimum_message_costs: c.minimum_message_costs,
    geoip_country: visitor.geoipCountry,
    geoip_selected_country: visitor.selectedCountry,
    push_public_key: visitor.pushPublicKey,
    purchases_available: visitor.purchasesAvailable,
    support_email: c.support_email,
    support_phone: c.support_phone,
    enable_site_entry_popup: c.enable_site_entry_popup,
    site_entry_popup_countries: c.site_entry_popup_countries,
    fictional_icon: c.fictional_icon,
    fictional_warning: c.fictional_warning,
    fictional_singular: c.fictional_singular,
    fictional_plural: c.fictional_plural,
    refund_days: c.refund_days,
    member_resell: c.member_resell,
    interests: c.interests,
    region_data: regionDataFor(c.countries, visitor.locale),
    min_age: c.min_age,
  };
}
