import type { Route } from './+types/lander-adultonly';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { PhotoCollage } from '../components/landers/LanderPhotos.tsx';
import { Icon } from '../components/Icon.tsx';

/** /landers/adultonly (product §2, decision 054): the age line first, what keeps it discreet, a few members. */
export async function loader({ context }: Route.LoaderArgs) {
  return landerData(context.klik, 'adultonly', undefined, { limit: 6 });
}

export const meta: Route.MetaFunction = landerMeta;

export default function AdultOnlyLander() {
  const t = useT();
  const settings = useSettings();
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <LanderPage
      name="adultonly"
      intro={
        <p className="klik-lander-age" aria-hidden="true">
          {settings.min_age}+
        </p>
      }
    >
      <ul className="klik-lander-points list-unstyled mb-4" data-lander-points>
        {(['landers.adultonly.point1', 'landers.adultonly.point2', 'landers.adultonly.point3'] as const).map((k) => (
          <li key={k} className="d-flex gap-2 align-items-start mb-2">
            <Icon name="lock-fill" size={18} className="mt-1" />
            <span>{t(k, { minAge: settings.min_age })}</span>
          </li>
        ))}
      </ul>
      <PhotoCollage profiles={profiles} className="is-small" />
    </LanderPage>
  );
}
