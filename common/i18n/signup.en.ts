import type { signupNl } from './signup.nl.ts';

export const signupEn: Record<keyof typeof signupNl, string> = {};
