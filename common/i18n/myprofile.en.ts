import type { myprofileNl } from './myprofile.nl.ts';

export const myprofileEn: Record<keyof typeof myprofileNl, string> = {};
