import { TERMS_VERSION_DEFAULT } from '../constants.ts';

/** Product §9: the support phone is shown with dashes and spaces removed. */
export function cleanSupportPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/** Product §9: the terms version date is 2023-12-01 12:00 UTC, or the company's added date when later. */
export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const base = new Date(TERMS_VERSION_DEFAULT);
  if (!companyAdded) return base;
  const added = new Date(companyAdded);
  return Number.isNaN(added.getTime()) || added <= base ? base : added;
}

/** The company details a site must show before it may take payments in production (decision 045). */
export const REQUIRED_COMPANY_DETAILS = ['name', 'address', 'city', 'country', 'kvk', 'vat_numbers'] as const;

/**
 * Which required company details a site still lacks: the footer, terms, privacy statement, return
 * policy and receipts name the seller (Dutch and EU consumer law: identity, address, Chamber of
 * Commerce and VAT number), so a site without them sells nothing in production.
 */
export function missingCompanyDetails(company: {
  name: string;
  address: string;
  city: string;
  country: string;
  kvk: string;
  vat_numbers: readonly string[];
}): (typeof REQUIRED_COMPANY_DETAILS)[number][] {
  return REQUIRED_COMPANY_DETAILS.filter((key) =>
    key === 'vat_numbers' ? !company.vat_numbers.some((v) => v.trim()) : !company[key].trim(),
  );
}
