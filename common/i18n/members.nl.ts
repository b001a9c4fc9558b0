/** Texts of the members screens (Dutch source). */
export const membersNl = {} as const;
