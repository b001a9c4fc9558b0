import { describe, expect, it } from 'vitest';
import { catalogueScriptFor, pageCatalogueFor } from './index.ts';

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
