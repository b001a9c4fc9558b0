/** Texts of the myprofile screens (Dutch source). */
export const myprofileNl = {} as const;
