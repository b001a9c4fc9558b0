import type { mailNl } from './mail.nl.ts';

export const mailEn: Record<keyof typeof mailNl, string> = {};
