/**
 * The islands' browser entry as the build leaves it (decision 056): written by the build
 * (scripts/islands.ts) beside the browser files, read by the server (server/assembly/ssr.ts) for the
 * island pages' script tags.
 */
export interface IslandScript {
  /** The entry's URL. */
  src: string;
  /** The modules it imports, every one, for `<link rel="modulepreload">`. */
  preloads: string[];
}

/** The file, in the browser build's directory. */
export const ISLANDS_MANIFEST_FILE = 'islands-manifest.json';

/** The entry's source, from the project's root. */
export const ISLANDS_ENTRY = 'app/islands/entry.client.tsx';
