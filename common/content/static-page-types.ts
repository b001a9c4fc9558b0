/** The shapes of the static pages (static-pages.ts and each language's own file). */

export interface StaticPageContext {
  siteName: string;
  domain: string;
  supportEmail: string;
  /** Already cleaned, e.g. '0201234567'; '' when the site has no phone line (then it is left out). */
  supportPhone: string;
  /** Withdrawal/refund period in days. */
  refundDays: number;
  minAge: number;
  /** Already formatted for the locale, e.g. '1 december 2023'. */
  termsVersionDate: string;
  /** Already in the page's language, e.g. 'fictieve profielen'. */
  fictionalPlural: string;
  company: {
    name: string;
    address: string;
    city: string;
    country: string;
    kvk: string;
    tradenames: string[];
    vat_numbers: string[];
  };
}

export interface StaticPageSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface StaticPageContent {
  title: string;
  intro: string;
  sections: StaticPageSection[];
}
