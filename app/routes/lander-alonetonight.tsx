import type { Route } from './+types/lander-alonetonight';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { LanderPhoto } from '../components/landers/LanderPhotos.tsx';

/** /landers/alonetonight/{slug?} (product §2, decision 054): a night sky and who is online now. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return landerData(context.klik, 'alonetonight', params.slug, { limit: 6, onlineOnly: true });
}

export const meta: Route.MetaFunction = landerMeta;

export default function AloneTonightLander() {
  const t = useT();
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="alonetonight" tone="night">
      <section className="mb-4" aria-labelledby="klik-online-now" data-lander-online>
        <h2 id="klik-online-now" className="h5 d-flex align-items-center gap-2">
          <span className="klik-online-dot" aria-hidden="true" />
          {t('landers.alonetonight.heading')}
        </h2>
        {profiles.length === 0 ? (
          <p>{t('landers.alonetonight.nobody')}</p>
        ) : (
          <ul className="klik-lander-online list-unstyled">
            {profiles.map((p, i) => (
              <li key={p.id}>
                <LanderPhoto profile={p} eager={i < 3} className="rounded-circle" />
                <span className="d-block small fw-semibold text-truncate">{p.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </LanderPage>
  );
}
