import type { accountNl } from './account.nl.ts';

export const accountEn: Record<keyof typeof accountNl, string> = {};
