import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { SPEC_SETTINGS_FIELDS } from '../../../common/site.ts';
import { upsertSite } from '../../seed/index.ts';
import { demoCompany, demoSiteConfig, demoTheme } from '../../seed/demo-site.ts';
import { COUNTRIES } from '../../../common/constants.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ TRUST_PROXY: 'true' });
  // A second white-label site on its own domain, German and Austrian.
  await upsertSite(ctx.database.db, {
    key: 'flirt-de',
    isDefault: false,
    domains: ['flirt.example'],
    config: {
      ...demoSiteConfig,
      name: 'Flirt',
      domain: 'flirt.example',
      domain_language: 'de',
      countries: ['DE', 'AT'],
      support_email: 'hilfe@flirt.example',
    },
    company: { ...demoCompany, name: 'Flirt GmbH' },
    theme: { ...demoTheme, primary: '#0055aa' },
  });
});
afterAll(() => ctx.close());

describe('GET /api/settings.php', () => {
  it('returns every field of product §3 "Settings from the server"', async () => {
    const res = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const field of SPEC_SETTINGS_FIELDS) expect(body, field).toHaveProperty(field);
    expect(body.name).toBe('Klik');
    expect(body.domain_language).toBe('nl');
    expect(body.min_age).toBe(18);
    expect(body.countries).toEqual(['NL', 'BE']);
    // Derived from the bundles by the one price rule: 10 credits at 750 for € 119,95 (what /pricing shows).
    expect(body.minimum_message_costs.NL).toEqual({ costs: 160, currency: 'EUR' });
    expect(Object.keys(body.region_data)).toEqual(['NL', 'BE']);
    expect(body.region_data.NL.label).toBe('Provincie');
    expect(body.region_data.NL.regions).toHaveLength(12);
  });

  it('finds the IP country offline and applies it when the site serves that country', async () => {
    const res = await ctx.app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost', 'x-forwarded-for': '145.53.0.1' },
    });
    expect(res.json().geoip_country).toBe('NL');
    expect(res.json().geoip_selected_country).toBe('NL');
    const local = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } });
    expect(local.json().geoip_country).toBeNull();
    // Unknown country: the site's first country applies.
    expect(local.json().geoip_selected_country).toBe('NL');
  });

  it('uses the country the visitor chose over the IP country', async () => {
    const res = await ctx.app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost', 'x-forwarded-for': '145.53.0.1', cookie: 'klik_country=BE' },
    });
    expect(res.json().geoip_selected_country).toBe('BE');
  });

  it('resolves the site from the Host header, and from the forced domain parameter', async () => {
    const byHost = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'flirt.example' } });
    expect(byHost.json().name).toBe('Flirt');
    expect(byHost.json().countries).toEqual(['DE', 'AT']);
    expect(byHost.json().region_data.DE.regions).toHaveLength(16);
    const forced = await ctx.app.inject({
      url: '/api/settings.php?domain=flirt.example&utm=x',
      headers: { host: 'localhost' },
    });
    expect(forced.json().name).toBe('Flirt');
    expect(forced.json().support_email).toBe('hilfe@flirt.example');
  });

  it('answers an unknown host with the default site', async () => {
    const res = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'nobody-knows.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Klik');
  });

  it("labels regions in the visitor's language", async () => {
    const res = await ctx.app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost', cookie: 'klik_locale=en' },
    });
    expect(res.json().region_data.NL.label).toBe('Province');
  });
});

describe('GET /api/companyinfo.php, /api/interests.php, /api/regions.php', () => {
  it('returns the company info of product §3, cacheable', async () => {
    const res = await ctx.app.inject({ url: '/api/companyinfo.php', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'name',
        'address',
        'kvk',
        'city',
        'country',
        'tradenames',
        'vat_numbers',
        'support_phone',
        'delete_discount',
        'added',
      ].sort(),
    );
    expect(res.json().kvk).toBe('12345678');
    const other = await ctx.app.inject({ url: '/api/companyinfo.php', headers: { host: 'flirt.example' } });
    expect(other.json().name).toBe('Flirt GmbH');
  });

  it('returns the interest icon set with Dutch labels, English with the cookie', async () => {
    const res = await ctx.app.inject({ url: '/api/interests.php', headers: { host: 'localhost' } });
    const interests = res.json().interests as { id: string; icon: string; label: string }[];
    expect(interests.length).toBeGreaterThanOrEqual(50);
    expect(interests.find((i) => i.id === 'travelling')?.label).toBe('Reizen');
    const en = await ctx.app.inject({
      url: '/api/interests.php',
      headers: { host: 'localhost', cookie: 'klik_locale=en' },
    });
    expect(en.json().interests.find((i: { id: string }) => i.id === 'travelling').label).toBe('Travelling');
  });

  it('returns the regions of every spec country with the label that country uses', async () => {
    const res = await ctx.app.inject({ url: '/api/regions.php', headers: { host: 'localhost' } });
    const countries = res.json().countries as { country: string; label: string; regions: unknown[] }[];
    expect(countries.map((c) => c.country)).toEqual([...COUNTRIES]);
    const by = Object.fromEntries(countries.map((c) => [c.country, c]));
    expect(by.NL!.label).toBe('Provincie');
    expect(by.CH!.label).toBe('Kanton');
    expect(by.DE!.label).toBe('Deelstaat');
    expect(by.CH!.regions).toHaveLength(26);
    expect(by.US!.regions).toHaveLength(51);
  });
});

describe('unknown API paths', () => {
  it('answers 404 with a JSON error in Dutch', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing.php', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Deze API-aanroep bestaat niet.' });
  });
});
