import type { Route } from './+types/lander-collagelanding';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { PhotoCollage } from '../components/landers/LanderPhotos.tsx';

/** /landers/collagelanding/{slug?} (product §2, decision 054): a mosaic of many members. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return landerData(context.klik, 'collagelanding', params.slug, { limit: 12 });
}

export const meta: Route.MetaFunction = landerMeta;

export default function CollageLander() {
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="collagelanding">
      <PhotoCollage profiles={profiles} eagerCount={6} className="is-mosaic mb-4" />
    </LanderPage>
  );
}
