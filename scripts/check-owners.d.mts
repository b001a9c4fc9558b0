export const READ_MODELS: { file: string; tables: string[]; why: string }[];
export const WRITE_GRANTS: { file: string; table: string; why: string }[];
/** The ownership violations under `root`, one line each ('path: what'). */
export function checkOwners(root: string): string[];
/** The TypeScript files under `dir`, shared with scripts/check-layers.mjs. */
export function walk(dir: string, out?: string[]): string[];
export function isTest(rel: string): boolean;
export function stripComments(source: string): string;
