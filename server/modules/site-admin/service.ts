import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { emitAfterCommit } from '../../db/committed.ts';
import {
  createSite,
  isHostName,
  SITE_CHANGED,
  SiteInvalid,
  siteDomainTaken,
  siteState,
  toAsciiHost,
  updateSite,
  type SiteDirectory,
  type SitePatch,
} from '../sites/index.ts';
import type { SiteCreate } from '../../../common/api/site-admin.ts';
import { COUNTRIES, type CountryCode } from '../../../common/constants.ts';
import type { StaffSite } from '../../../common/api/site-admin.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';

const PROBLEM_KEYS: Record<SiteInvalid['errors'][number]['problem'], MessageKey> = {
  invalid: 'staff.sites.invalid',
  domain_taken: 'staff.sites.domainTaken',
  domain_invalid: 'staff.sites.domainInvalid',
  domains_empty: 'staff.sites.domainsEmpty',
  contrast: 'staff.sites.contrast',
};

/**
 * The sites of the deployment for the console's admins (`sites.manage`): read them, and edit
 * settings, company details and domains in one transaction with its audit row (only the keys that
 * changed, before and after). Every process serves the change from its next request (SITE_CHANGED).
 */
export class SiteAdminService {
  constructor(private readonly deps: { db: Database; sites: Pick<SiteDirectory, 'all'> }) {}

  async list(): Promise<StaffSite[]> {
    const all = await this.deps.sites.all();
    return Promise.all(all.map((s) => this.one(s.id)));
  }

  async one(id: number): Promise<StaffSite> {
    const state = await siteState(this.deps.db, id);
    if (!state) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
    return {
      id,
      key: state.key,
      is_default: state.isDefault,
      disabled_at: state.disabledAt?.toISOString() ?? null,
      domains: state.domains,
      config: state.config,
      company: state.company,
      theme: state.theme,
      updated_at: state.updatedAt.toISOString(),
    };
  }

  /**
   * A new site with the defaults `admin site create` gives (the same `createSite`), after every field
   * is checked here so each wrong one is named; audited; every process learns of it at once.
   */
  async create(actor: StaffActor, input: SiteCreate, t: Translate): Promise<StaffSite> {
    const fields: Record<string, string> = {};
    const domain = toAsciiHost(input.domain);
    if (domain === null || !isHostName(domain))
      fields.domain = t('staff.sites.domainInvalid', { detail: input.domain });
    else if (await siteDomainTaken(this.deps.db, domain))
      fields.domain = t('staff.sites.domainTaken', { detail: domain });
    if (!input.name.trim()) fields.name = t('staff.sites.nameRequired');
    const countries = input.countries.map((c) => c.toUpperCase());
    if (countries.length === 0 || countries.some((c) => !(COUNTRIES as readonly string[]).includes(c)))
      fields.countries = t('staff.sites.countriesInvalid', { list: COUNTRIES.join(', ') });
    if (Object.keys(fields).length)
      throw new ApiError(
        400,
        'invalid_input',
        'staff.sites.fieldsInvalid',
        { count: Object.keys(fields).length },
        { fields },
      );
    const { id } = await createSite(this.deps.db, {
      domain: domain!,
      name: input.name.trim(),
      language: input.language,
      countries: countries as CountryCode[],
    });
    await this.deps.db.transaction(async (tx) => {
      await recordStaffAction(tx, actor, {
        action: 'site.create',
        targetType: 'site',
        targetId: id,
        siteId: id,
        after: { domain, name: input.name.trim(), language: input.language, countries },
      });
      await emitAfterCommit(tx, SITE_CHANGED, { siteId: id });
    });
    return this.one(id);
  }

  async update(actor: StaffActor, id: number, patch: SitePatch, t: Translate): Promise<StaffSite> {
    try {
      await this.deps.db.transaction(async (tx) => {
        const changed = await updateSite(tx, id, patch);
        if (!changed) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
        const { before, after } = changed;
        const keys = (a: Record<string, unknown>, b: Record<string, unknown>) =>
          Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
        const configKeys = keys(before.config, after.config);
        const companyKeys = keys(before.company, after.company);
        const themeKeys = keys(before.theme, after.theme);
        const domainsChanged = JSON.stringify(before.domains) !== JSON.stringify(after.domains);
        const pick = (o: Record<string, unknown>, ks: string[]) => Object.fromEntries(ks.map((k) => [k, o[k]]));
        await recordStaffAction(tx, actor, {
          action: 'site.update',
          targetType: 'site',
          targetId: id,
          siteId: id,
          before: {
            ...(configKeys.length ? { config: pick(before.config, configKeys) } : {}),
            ...(companyKeys.length ? { company: pick(before.company, companyKeys) } : {}),
            ...(themeKeys.length ? { theme: pick(before.theme, themeKeys) } : {}),
            ...(domainsChanged ? { domains: before.domains } : {}),
          },
          after: {
            ...(configKeys.length ? { config: pick(after.config, configKeys) } : {}),
            ...(companyKeys.length ? { company: pick(after.company, companyKeys) } : {}),
            ...(themeKeys.length ? { theme: pick(after.theme, themeKeys) } : {}),
            ...(domainsChanged ? { domains: after.domains } : {}),
          },
        });
      });
    } catch (err) {
      if (!(err instanceof SiteInvalid)) throw err;
      const fields = Object.fromEntries(
        err.errors.map((e) => [e.field, t(PROBLEM_KEYS[e.problem], { detail: e.detail, ...e.params })]),
      );
      throw new ApiError(400, 'invalid_input', 'staff.sites.fieldsInvalid', { count: err.errors.length }, { fields });
    }
    return this.one(id);
  }
}
