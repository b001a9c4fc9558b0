/** Texts of the signup screens (Dutch source). */
export const signupNl = {} as const;
