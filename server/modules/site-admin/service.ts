import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { emitAfterCommit } from '../../db/committed.ts';
import {
  createSite,
  DefaultSiteNotDisabled,
  defaultBundles,
  isHostName,
  setSiteDisabled,
  SITE_CHANGED,
  SiteInvalid,
  SiteDomainTaken,
  siteDomainTaken,
  siteState,
  siteStates,
  toAsciiHost,
  updateSite,
  type SitePatch,
} from '../sites/index.ts';
import { bundlesOfSite, replaceBundles, seedBundles, UnknownBundle } from '../payments/index.ts';
import {
  sitePricesSchema,
  type SiteCreate,
  type SitePrices,
  type StaffSite,
  type StaffSitePrices,
} from '../../../common/api/site-admin.ts';
import { COUNTRIES, LOCALES, type CountryCode, type Locale } from '../../../common/constants.ts';
import { messageCostsOf, type BundleWithPrices } from '../../../common/rules/prices.ts';
import { GIFTS } from '../../../common/data/gifts.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';

const PROBLEM_KEYS: Record<SiteInvalid['errors'][number]['problem'], MessageKey> = {
  invalid: 'staff.sites.invalid',
  domain_taken: 'staff.sites.domainTaken',
  domain_invalid: 'staff.sites.domainInvalid',
  domains_empty: 'staff.sites.domainsEmpty',
  contrast: 'staff.sites.contrast',
};

/** A 400 that names each refused field (`fields`), as every form of the console shows them. */
function fieldsInvalid(fields: Record<string, string>): ApiError {
  const count = Object.keys(fields).length;
  return new ApiError(400, 'invalid_input', 'staff.sites.fieldsInvalid', { count }, { fields });
}

/** Only the keys whose value changed, before and after (the audit row's). */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys({ ...before, ...after }).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const pick = (o: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  return keys.length ? { before: pick(before), after: pick(after) } : null;
}

/**
 * The sites of the deployment for the console's admins (`sites.manage`) and the command line
 * (`admin site create`): one service, so both make the same site. Every change is one transaction
 * with its audit row (only what changed, before and after); every process serves it from its next
 * request (SITE_CHANGED, decision 043). The "from" price per message is never typed in: it is
 * derived from the bundles by the one price rule whenever bundles, countries or message credits
 * change (common/rules/prices.ts messageCostsOf), so the settings API and the pages agree.
 */
export class SiteAdminService {
  constructor(private readonly deps: { db: Database }) {}

  async list(): Promise<StaffSite[]> {
    return (await siteStates(this.deps.db)).map(present);
  }

  async one(id: number): Promise<StaffSite> {
    const state = await siteState(this.deps.db, id);
    if (!state) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
    return present(state);
  }

  /**
   * A new site: the default settings, company details to complete, and the four default bundles,
   * after every field is checked so each wrong one is named (`fields`), in one transaction.
   */
  async create(actor: StaffActor, input: SiteCreate, t: Translate): Promise<StaffSite> {
    const fields: Record<string, string> = {};
    const domain = await this.checkNewDomain(input.domain, 'domain', fields, t);
    const aliases: string[] = [];
    for (const [i, given] of (input.aliases ?? []).entries()) {
      const alias = await this.checkNewDomain(given, `aliases.${i}`, fields, t);
      if (alias && alias !== domain && !aliases.includes(alias)) aliases.push(alias);
    }
    const name = input.name.trim();
    if (!name) fields.name = t('staff.sites.nameRequired');
    const countries = input.countries.map((c) => c.trim().toUpperCase()).filter(Boolean);
    if (countries.length === 0 || countries.some((c) => !(COUNTRIES as readonly string[]).includes(c)))
      fields.countries = t('staff.sites.countriesInvalid', { list: COUNTRIES.join(', ') });
    if (!(LOCALES as readonly string[]).includes(input.language))
      fields.language = t('staff.sites.languageInvalid', { list: LOCALES.join(', ') });
    if (Object.keys(fields).length || !domain) throw fieldsInvalid(fields);

    const id = await this.deps.db
      .transaction(async (tx) => {
        const site = await createSite(tx, {
          domain,
          aliases,
          name,
          language: input.language as Locale,
          countries: countries as CountryCode[],
        });
        await seedBundles(tx, site.id, defaultBundles(countries as CountryCode[]));
        await recordStaffAction(tx, actor, {
          action: 'site.create',
          targetType: 'site',
          targetId: site.id,
          siteId: site.id,
          after: { domains: site.domains, name, language: input.language, countries },
        });
        await emitAfterCommit(tx, SITE_CHANGED, { siteId: site.id });
        return site.id;
      })
      .catch((err: unknown) => {
        // Taken by another admin's new site at the same moment: named like any taken domain.
        if (err instanceof SiteDomainTaken)
          throw fieldsInvalid({ domain: t('staff.sites.domainTaken', { detail: domain }) });
        throw err;
      });
    return this.one(id);
  }

  /** A domain for a new site, IDN-safe and free; null (with the field's error) when it is not. */
  private async checkNewDomain(
    given: string,
    field: string,
    fields: Record<string, string>,
    t: Translate,
  ): Promise<string | null> {
    const domain = toAsciiHost(given);
    if (domain === null || !isHostName(domain)) fields[field] = t('staff.sites.domainInvalid', { detail: given });
    else if (await siteDomainTaken(this.deps.db, domain))
      fields[field] = t('staff.sites.domainTaken', { detail: domain });
    else return domain;
    return null;
  }

  async update(actor: StaffActor, id: number, patch: SitePatch, t: Translate): Promise<StaffSite> {
    await this.inTransaction(t, async (tx) => {
      const current = await siteState(tx, id);
      if (!current) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
      const merged = { ...current.config, ...patch.config };
      // The "from" price follows the bundles and the message price; the owner's own value is not taken.
      const derived = await this.derivedMessageCosts(tx, id, merged.countries, merged.message_credits);
      const changed = await updateSite(tx, id, {
        ...patch,
        config: { ...patch.config, ...(derived ? { minimum_message_costs: derived } : {}) },
      });
      if (!changed) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
      const { before, after } = changed;
      const parts = {
        config: changedKeys(before.config, after.config),
        company: changedKeys(before.company, after.company),
        theme: changedKeys(before.theme, after.theme),
        domains:
          JSON.stringify(before.domains) !== JSON.stringify(after.domains)
            ? { before: before.domains, after: after.domains }
            : null,
      };
      const side = (which: 'before' | 'after') =>
        Object.fromEntries(Object.entries(parts).flatMap(([k, v]) => (v ? [[k, v[which]]] : [])));
      await recordStaffAction(tx, actor, {
        action: 'site.update',
        targetType: 'site',
        targetId: id,
        siteId: id,
        before: side('before'),
        after: side('after'),
      });
    });
    return this.one(id);
  }

  /** The "from" price per message of each country by the one price rule; null while nothing is sold. */
  private async derivedMessageCosts(
    tx: Executor,
    siteId: number,
    countries: unknown,
    messageCredits: unknown,
    bundles?: readonly BundleWithPrices[],
  ) {
    // Invalid values are left to the schema's field errors.
    if (!Array.isArray(countries) || typeof messageCredits !== 'number') return null;
    const sold = bundles ?? (await bundlesOfSite(tx, siteId));
    return sold.length ? messageCostsOf(sold, countries as string[], messageCredits) : null;
  }

  /** The prices form: bundles, credits per action, signup credits, the deletion offer, and the derived "from" price. */
  async prices(id: number): Promise<StaffSitePrices> {
    const state = await siteState(this.deps.db, id);
    if (!state) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
    return this.pricesOf(state);
  }

  private async pricesOf(state: NonNullable<Awaited<ReturnType<typeof siteState>>>): Promise<StaffSitePrices> {
    const id = state.id;
    return {
      bundles: await bundlesOfSite(this.deps.db, id),
      message_credits: state.config.message_credits,
      photo_credits: state.config.photo_credits,
      gift_credits: state.config.gift_credits,
      signup_credits: state.config.signup_credits,
      delete_discount: state.company.delete_discount,
      // Every gift with the factor it has on this site (0: not offered).
      gift_factors: Object.fromEntries(
        GIFTS.map((g) => [g.id, (state.config.gift_factors as Partial<Record<string, number>>)?.[g.id] ?? g.factor]),
      ),
      minimum_message_costs: state.config.minimum_message_costs,
    };
  }

  /**
   * Replaces the bundles and the credit prices in one transaction. Refused per field: the schema's
   * limits, a country the site does not serve, two currencies in one country, a bundle priced in
   * fewer countries than the others (a member would see prices of two countries mixed).
   */
  async updatePrices(actor: StaffActor, id: number, input: unknown, t: Translate): Promise<StaffSitePrices> {
    const parsed = sitePricesSchema.safeParse(input);
    const fields: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        fields[issue.path.join('.') || 'prices'] = t('staff.sites.invalid', { detail: issue.message });
      throw fieldsInvalid(fields);
    }
    const prices: SitePrices = parsed.data;
    const state = await siteState(this.deps.db, id);
    if (!state) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
    const before = await this.pricesOf(state);
    const currencyOf = new Map<string, string>();
    const countriesOfFirst = prices.bundles[0]!.prices.map((p) => p.country).sort();
    prices.bundles.forEach((b, i) => {
      const seen = new Set<string>();
      b.prices.forEach((p, j) => {
        const at = `bundles.${i}.prices.${j}`;
        if (!state.config.countries.includes(p.country))
          fields[`${at}.country`] = t('staff.sites.priceCountry', { country: p.country });
        else if (seen.has(p.country)) fields[`${at}.country`] = t('staff.sites.priceTwice', { country: p.country });
        else if ((currencyOf.get(p.country) ?? p.currency) !== p.currency)
          fields[`${at}.currency`] = t('staff.sites.priceCurrency', {
            country: p.country,
            currency: currencyOf.get(p.country)!,
          });
        seen.add(p.country);
        if (!currencyOf.has(p.country)) currencyOf.set(p.country, p.currency);
      });
      if (JSON.stringify([...seen].sort()) !== JSON.stringify(countriesOfFirst))
        fields[`bundles.${i}.prices`] = t('staff.sites.priceCountries', { countries: countriesOfFirst.join(', ') });
    });
    if (Object.keys(fields).length) throw fieldsInvalid(fields);

    await this.inTransaction(t, async (tx) => {
      try {
        await replaceBundles(tx, id, prices.bundles);
      } catch (err) {
        if (err instanceof UnknownBundle)
          throw fieldsInvalid({ [`bundles.${err.index}`]: t('staff.sites.bundleUnknown') });
        throw err;
      }
      const derived = await this.derivedMessageCosts(
        tx,
        id,
        state.config.countries,
        prices.message_credits,
        prices.bundles,
      );
      await updateSite(tx, id, {
        config: {
          message_credits: prices.message_credits,
          photo_credits: prices.photo_credits,
          gift_credits: prices.gift_credits,
          signup_credits: prices.signup_credits,
          gift_factors: prices.gift_factors,
          ...(derived ? { minimum_message_costs: derived } : {}),
        },
        company: { delete_discount: prices.delete_discount },
      });
      const after = { ...prices, minimum_message_costs: derived ?? before.minimum_message_costs };
      const diff = changedKeys(
        before as unknown as Record<string, unknown>,
        after as unknown as Record<string, unknown>,
      );
      await recordStaffAction(tx, actor, {
        action: 'site.prices',
        targetType: 'site',
        targetId: id,
        siteId: id,
        before: diff?.before ?? {},
        after: diff?.after ?? {},
      });
    });
    return this.prices(id);
  }

  /** Disables or enables a site; the default site cannot be disabled (it answers unknown hosts). */
  async setDisabled(actor: StaffActor, id: number, disabled: boolean): Promise<StaffSite> {
    await this.deps.db.transaction(async (tx) => {
      let was: { wasDisabled: boolean } | null;
      try {
        was = await setSiteDisabled(tx, id, disabled);
      } catch (err) {
        if (err instanceof DefaultSiteNotDisabled)
          throw new ApiError(409, 'default_site', 'staff.sites.defaultNotDisabled');
        throw err;
      }
      if (!was) throw new ApiError(404, 'not_found', 'staff.sites.notFound');
      if (was.wasDisabled !== disabled)
        await recordStaffAction(tx, actor, {
          action: disabled ? 'site.disable' : 'site.enable',
          targetType: 'site',
          targetId: id,
          siteId: id,
          before: { disabled: was.wasDisabled },
          after: { disabled },
        });
    });
    return this.one(id);
  }

  /** A transaction whose SiteInvalid becomes the 400 that names each field, in the staff member's language. */
  private async inTransaction(t: Translate, work: (tx: Executor) => Promise<void>): Promise<void> {
    try {
      await this.deps.db.transaction(work);
    } catch (err) {
      if (!(err instanceof SiteInvalid)) throw err;
      throw fieldsInvalid(
        Object.fromEntries(
          err.errors.map((e) => [e.field, t(PROBLEM_KEYS[e.problem], { detail: e.detail, ...e.params })]),
        ),
      );
    }
  }
}

function present(state: NonNullable<Awaited<ReturnType<typeof siteState>>>): StaffSite {
  return {
    id: state.id,
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
