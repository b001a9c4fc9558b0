import type { membersNl } from './members.nl.ts';

export const membersEn: Record<keyof typeof membersNl, string> = {};
