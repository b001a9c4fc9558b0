/** Texts of the e-mails the site sends (Dutch source). */
export const mailNl = {} as const;
