import type { Route } from './+types/lander-gallery';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LanderPage, SIGNUP_ANCHOR } from '../components/landers/LanderPage.tsx';
import { LanderPhoto } from '../components/landers/LanderPhotos.tsx';
import { FictionalMark } from '../components/FictionalMark.tsx';

/** /landers/gallery/{slug?} (product §2, decision 054): the newest profiles as a grid of cards. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return landerData(context.klik, 'gallery', params.slug, { limit: 9 });
}

export const meta: Route.MetaFunction = landerMeta;

export default function GalleryLander() {
  const t = useT();
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="gallery" tone="light">
      <section className="mb-4" aria-labelledby="klik-gallery-heading">
        <h2 id="klik-gallery-heading" className="h5">
          {t('landers.gallery.heading')}
        </h2>
        <ul className="klik-lander-gallery list-unstyled" data-lander-gallery>
          {profiles.map((p, i) => (
            <li key={p.id} className="card shadow-sm overflow-hidden position-relative">
              <div className="ratio ratio-1x1">
                <LanderPhoto profile={p} eager={i < 2} className="object-fit-cover" />
              </div>
              {p.fictional && <FictionalMark className="klik-lander-fictional" />}
              <div className="card-body p-2 small">
                <span className="fw-semibold d-flex align-items-center gap-1">
                  {p.online && <span className="klik-online-dot" aria-hidden="true" />}
                  {p.name}, {p.age}
                </span>
                {p.region && <span className="text-body-secondary d-block text-truncate">{p.region}</span>}
              </div>
            </li>
          ))}
        </ul>
        <a href={`#${SIGNUP_ANCHOR}`} className="btn btn-outline-primary w-100 mt-3">
          {t('landers.gallery.more')}
        </a>
      </section>
    </LanderPage>
  );
}
