import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CampaignConsent } from '../components/consent/CampaignConsent.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { LanderSignup } from '../components/landers/LanderPage.tsx';
import { LanderVideo } from '../components/landers/LanderVideo.tsx';
import { SwipeDemo } from '../components/landers/SwipeDemo.tsx';
import { watchPageBounce, pageBounceOn } from '../lib/page-bounce.ts';
import type { RootData } from '../lib/root-data.ts';
import { captureTracking } from '../lib/tracking.ts';
import { ISLAND_DATA_ID, islandIdPrefix, type IslandName } from './island.tsx';
import { IslandProviders } from './providers.tsx';

/**
 * The browser entry of island pages (decision 056), in place of React Router's: each island the
 * server marked is hydrated as a root of its own, with the page's root data. Nothing here may import
 * React Router (the point of the islands); `npm run size` holds the landers to their budget.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props, as JSON
const COMPONENTS: Record<IslandName, ComponentType<any>> = {
  'entry-warning': EntryWarning,
  consent: CampaignConsent,
  'lander-signup': LanderSignup,
  swipe: SwipeDemo,
  video: LanderVideo,
};

const { pathname, search } = window.location;
// What every page does at its start (app/root.tsx): the address's tracking values are kept
// (product §3, decision 055), and `lb` turns on page-bounce logging (product §2).
if (search) captureTracking(search);
if (pageBounceOn(search)) watchPageBounce(pathname);

/** As the root layout marks a hydrated page, once every island has hydrated: browser tests wait for it. */
let waiting = 0;
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

const dataElement = document.getElementById(ISLAND_DATA_ID);
const data = dataElement?.textContent ? (JSON.parse(dataElement.textContent) as RootData) : null;
const islands = data
  ? [...document.querySelectorAll<HTMLElement>('[data-island]')].flatMap((element) => {
      const name = element.dataset.island as IslandName;
      const Component = COMPONENTS[name];
      return Component ? [{ element, name, Component }] : [];
    })
  : [];
waiting = islands.length;
if (waiting === 0) document.documentElement.dataset.hydrated = 'true';
// In a transition, as React Router's entry does: hydration then yields to the browser every few
// milliseconds instead of holding the main thread for all islands at once (bench/README, landers).
startTransition(() => {
  for (const { element, name, Component } of islands) {
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // A wrapper of one child: it leaves the ids `useId` makes as the server made them.
    hydrateRoot(
      element,
      <Hydrated>
        <IslandProviders data={data!}>
          <Component {...props} />
        </IslandProviders>
      </Hydrated>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  }
});
