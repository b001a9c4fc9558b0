import { describe, expect, it } from 'vitest';
import { catalogueFor, catalogueScriptFor, pageCatalogueFor } from './index.ts';
import { loadCatalogue } from './load.ts';

describe('the catalogue a page carries', () => {
  it("leaves the staff console's texts out of members' pages and keeps them on the console's", () => {
    const site = pageCatalogueFor('nl', 'site');
    const staff = pageCatalogueFor('nl', 'staff');
    expect(Object.keys(site).some((k) => k.startsWith('staff.'))).toBe(false);
    expect(site['nav.login']).toBe('Inloggen');
    expect(staff['staff.login.title']).toBe('Inloggen beheer');
    expect(staff['nav.login']).toBe('Inloggen');
    expect(catalogueScriptFor('en', 'site')).not.toContain('staff.login.title');
    expect(catalogueScriptFor('en', 'staff')).toContain('"staff.login.title":"Staff login"');
  });
});

describe('a regional variant’s catalogue (decision 050)', () => {
  it('is what a Belgian page carries: the language with the variant’s texts, made apart from the plain language’s', () => {
    expect(pageCatalogueFor('nl-BE')['nav.login']).toBe('Aanmelden');
    expect(pageCatalogueFor('nl')['nav.login']).toBe('Inloggen');
    expect(Object.keys(pageCatalogueFor('nl-BE')).some((k) => k.startsWith('staff.'))).toBe(false);
    expect(catalogueScriptFor('nl-BE')).toContain('"nav.login":"Aanmelden"');
    expect(catalogueScriptFor('nl')).toContain('"nav.login":"Inloggen"');
  });

  it('is what the browser loads when the language or the country changes without a page load', async () => {
    for (const tag of ['nl-BE', 'fr-BE', 'nl', 'fr'] as const) {
      const loaded = await loadCatalogue(tag);
      const page = pageCatalogueFor(tag);
      for (const key of Object.keys(page) as (keyof typeof page)[])
        expect(loaded[key], `${tag} ${key}`).toBe(page[key]);
    }
    expect((await loadCatalogue('fr-BE'))['payments.ui.method.creditcard']).toBe(
      catalogueFor('fr-BE')['payments.ui.method.creditcard'],
    );
  });
});
