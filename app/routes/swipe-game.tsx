import type { Route } from './+types/swipe-game';
import { redirect } from 'react-router';
import { pageTitle } from '../components/account/meta.ts';
import { SwipeGame } from '../components/swipe/SwipeGame.tsx';
import '../components/swipe/swipe.css';

/** /swipe-game (spec §2, §9): one card at a time, 4 likes a day. Members only. */
export async function loader({ context }: Route.LoaderArgs) {
  const { member, site, services } = context.klik;
  if (!member) throw redirect('/login?redirectTo=%2Fswipe-game');
  const state = await services.swipe.state(site, member);
  return { state, now: Date.now(), title: pageTitle(context.klik, 'swipe.title') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export default function SwipeGameRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="klik-swipe-page">
      <div className="container py-2 py-md-4">
        <SwipeGame initial={loaderData.state} serverNow={loaderData.now} />
      </div>
    </div>
  );
}
