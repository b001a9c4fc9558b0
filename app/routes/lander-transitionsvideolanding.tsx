import type { Route } from './+types/lander-transitionsvideolanding';
import { useLoaderData } from 'react-router';
import { landerData, landerMedia } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useI18n } from '../lib/i18n.tsx';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { LanderPhoto } from '../components/landers/LanderPhotos.tsx';
import { LanderVideo } from '../components/landers/LanderVideo.tsx';
import { Island } from '../islands/island.tsx';

/**
 * /landers/transitionsvideolanding/{slug?} (product §2, decision 054): members' photos fading into
 * one another (still for a visitor who asked for reduced motion), or the site owner's video when
 * one is uploaded.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const base = await landerData(context.klik, 'transitionsvideolanding', params.slug, { limit: 5 });
  return { ...base, media: landerMedia(context.klik.theme), lang: context.klik.locale };
}

export const meta: Route.MetaFunction = landerMeta;

export default function TransitionsVideoLander() {
  const { t } = useI18n();
  const { profiles, media, lang } = useLoaderData<typeof loader>();
  const slides = (
    <div
      className="klik-lander-slides ratio ratio-4x3 mb-4"
      role="group"
      aria-label={t('landers.transitions.label')}
      data-lander-slides
    >
      <ul className="list-unstyled m-0" style={{ ['--slides' as string]: profiles.length }}>
        {profiles.map((p, i) => (
          <li key={p.id} style={{ ['--i' as string]: i }}>
            <LanderPhoto profile={p} large eager={i === 0} className="object-fit-cover" />
            <span className="klik-lander-slide-caption">
              {p.name}, {p.age}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <LanderPage name="transitionsvideolanding">
      {media.video ? <Island name="video" component={LanderVideo} props={{ media, lang }} /> : slides}
    </LanderPage>
  );
}
