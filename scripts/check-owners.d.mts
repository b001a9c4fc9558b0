export const READ_MODELS: { file: string; tables: string[]; why: string }[];
export const WRITE_GRANTS: { file: string; table: string; why: string }[];
/** The ownership violations under `root`, one line each ('path: what'). */
export function checkOwners(root: string): string[];
