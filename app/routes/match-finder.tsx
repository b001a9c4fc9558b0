import type { Route } from './+types/match-finder';
import { pageTitle, requireMember } from '../lib/loader.ts';
import { MatchFinder } from '../components/match-finder/MatchFinder.tsx';
import { saveMatchFinder } from '../components/match-finder/actions.ts';
import { routeAction } from '../lib/actions.ts';
import '../components/match-finder/match-finder.scss';

/** /match-finder (product §2, §3 "Match finder preferences"): the member's preferences and matches. Members only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { site, services } = context.klik;
  const member = requireMember(context.klik, request);
  const payload = await services.matchFinder.get(site, member);
  return { payload, title: pageTitle(context.klik, 'matchFinder.title') };
}

export const clientAction = routeAction(saveMatchFinder);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function MatchFinderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-lg py-3 py-md-4">
      <MatchFinder data={loaderData.payload} />
    </div>
  );
}
