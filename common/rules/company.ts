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
