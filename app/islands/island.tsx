import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { IslandScript } from '../../common/islands.ts';

/**
 * Islands (decision 056): a page whose layout says so in its route handle (`ISLANDS_HANDLE`) is
 * rendered by React Router on the server as every page is, but the browser does not hydrate the
 * router. Only its interactive parts, each an `<Island>`, are hydrated, each as a React root of its
 * own, by a small entry without React Router (app/islands/entry.client.tsx). The landers, where paid
 * traffic lands on a phone, so load about half the JavaScript.
 */

/** The interactive parts an island page can have; the browser entry maps each to its component. */
export const ISLAND_NAMES = ['entry-warning', 'consent', 'lander-signup', 'swipe', 'video'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** A layout route's `handle` that makes its pages island pages. */
export const ISLANDS_HANDLE = { islands: true } as const;

export function isIslandsHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { islands?: unknown }).islands === true;
}

/** The element holding the root data an island page's islands share. */
export const ISLAND_DATA_ID = 'klik-island-data';

/** The identifier prefix of an island's root (one island of a name per page). */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}

/**
 * What entry.server.tsx gives an island page (app/islands/server.tsx): how an island's HTML is made,
 * and the scripts in place of React Router's.
 */
export interface IslandServer {
  script: IslandScript;
  /**
   * An island rendered on its own, inside the providers its browser root has and with the
   * identifier prefix it hydrates with, so the ids `useId` makes are the same on both sides.
   */
  render(name: IslandName, node: ReactNode): string;
  /** The root data, the entry's modules and the entry, where the root layout would put React Router's. */
  scripts: ReactNode;
}

/** Set by entry.server.tsx for an island page only; elsewhere (and in the browser) null. */
export const IslandServerContext = createContext<IslandServer | null>(null);

/**
 * An interactive part of a page. On an island page it is rendered apart and marked for the browser
 * entry, with its props as JSON (they must be plain data); on every other page it is just the
 * component, hydrated with the rest by React Router.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const server = useContext(IslandServerContext);
  if (!server) return <Component {...props} />;
  return (
    <div
      className="klik-island"
      data-island={name}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: server.render(name, <Component {...props} />) }}
    />
  );
}
