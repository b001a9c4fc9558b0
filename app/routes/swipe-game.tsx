import type { Route } from './+types/swipe-game';
import { pageTitle, requireMember } from '../lib/loader.ts';
import { SwipeGame } from '../components/swipe/SwipeGame.tsx';
import { swipe } from '../components/swipe/actions.ts';
import { routeAction } from '../lib/actions.ts';
import '../components/swipe/swipe.scss';

/** /swipe-game (product §2, §9): one card at a time, 4 likes a day. Members only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { site, services } = context.klik;
  const member = requireMember(context.klik, request);
  const state = await services.swipe.state(site, member);
  return { state, now: Date.now(), title: pageTitle(context.klik, 'swipe.title') };
}

export const clientAction = routeAction(swipe);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function SwipeGameRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="klik-swipe-page">
      <div className="container py-2 py-md-4">
        <SwipeGame state={loaderData.state} serverNow={loaderData.now} />
      </div>
    </div>
  );
}
