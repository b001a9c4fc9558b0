import type { Route } from './+types/lander-whoneedsstrings';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { PhotoCollage } from '../components/landers/LanderPhotos.tsx';

/** /landers/whoneedsstrings (product §2, decision 054): three short promises in large type, and a strip of members. */
export async function loader({ context }: Route.LoaderArgs) {
  return landerData(context.klik, 'whoneedsstrings', undefined, { limit: 4 });
}

export const meta: Route.MetaFunction = landerMeta;

export default function WhoNeedsStringsLander() {
  const t = useT();
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="whoneedsstrings" tone="light">
      <ol className="klik-lander-statements list-unstyled mb-4" data-lander-statements>
        {(
          [
            'landers.whoneedsstrings.point1',
            'landers.whoneedsstrings.point2',
            'landers.whoneedsstrings.point3',
          ] as const
        ).map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
      <PhotoCollage profiles={profiles} className="is-strip" />
    </LanderPage>
  );
}
