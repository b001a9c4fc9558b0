/** Texts of the account screens (Dutch source). */
export const accountNl = {} as const;
