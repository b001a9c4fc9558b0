import type { Route } from './+types/lander-tinderswipe';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { SwipeDemo } from '../components/landers/SwipeDemo.tsx';
import { Island } from '../islands/island.tsx';

/** /landers/tinderswipe (product §2, decision 054): a swipe demo on showcase members that leads to the signup. */
export async function loader({ context }: Route.LoaderArgs) {
  return landerData(context.klik, 'tinderswipe', undefined, { limit: 6 });
}

export const meta: Route.MetaFunction = landerMeta;

export default function TinderSwipeLander() {
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="tinderswipe">
      <Island name="swipe" component={SwipeDemo} props={{ profiles }} />
    </LanderPage>
  );
}
