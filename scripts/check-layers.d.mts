/** The domain modules from the bottom up: each may import only those before it. */
export const DOMAIN: string[];
/** Modules that gather from many (or react to many), above the whole domain, in this order. */
export const AGGREGATORS: string[];
/** The server's layers from the bottom up, as docs/architecture.md draws them. */
export const LAYERS: string[];
/** The layer of a server or common file, or null for the app (which has only the cycle rule). */
export function layerOf(rel: string): string | null;
/** The upward imports and import cycles under `root`, one line each. */
export function checkLayers(root: string): string[];
