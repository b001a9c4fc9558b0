import type { KlikLoadContext } from '../server/assembly/ssr.ts';

/** Loaders and actions run on the server and reach the services through `context.klik`. */
declare module 'react-router' {
  interface AppLoadContext {
    klik: KlikLoadContext;
  }
}

export type { KlikLoadContext };
