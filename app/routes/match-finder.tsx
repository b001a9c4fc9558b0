import type { Route } from './+types/match-finder';
import { redirect } from 'react-router';
import { pageTitle } from '../components/account/meta.ts';
import { MatchFinder } from '../components/match-finder/MatchFinder.tsx';
import '../components/match-finder/match-finder.css';

/** /match-finder (spec §2, §3 "Match finder preferences"): the member's preferences and matches. Members only. */
export async function loader({ context }: Route.LoaderArgs) {
  const { member, site, services } = context.klik;
  if (!member) throw redirect('/login?redirectTo=%2Fmatch-finder');
  const payload = await services.matchFinder.get(site, member);
  return { payload, title: pageTitle(context.klik, 'matchFinder.title') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export default function MatchFinderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-lg py-3 py-md-4">
      <MatchFinder initial={loaderData.payload} />
    </div>
  );
}
