import type { Route } from './+types/lander-video';
import { useLoaderData } from 'react-router';
import { landerData, landerMedia } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { LanderPage } from '../components/landers/LanderPage.tsx';
import { PhotoCollage } from '../components/landers/LanderPhotos.tsx';
import { hasLanderMedia, LanderVideo } from '../components/landers/LanderVideo.tsx';
import { Island } from '../islands/island.tsx';

/**
 * /landers/video/{slug?} (product §2, decision 054): the site owner's short video (muted, playing
 * while in view, with poster and captions); without one, the poster, else a collage of members.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const base = await landerData(context.klik, 'video', params.slug, { limit: 6 });
  return { ...base, media: landerMedia(context.klik.theme), lang: context.klik.locale };
}

export const meta: Route.MetaFunction = landerMeta;

export default function VideoLander() {
  const { profiles, media, lang } = useLoaderData<typeof loader>();
  return (
    <LanderPage name="video">
      {hasLanderMedia(media) ? (
        <Island name="video" component={LanderVideo} props={{ media, lang }} />
      ) : (
        <PhotoCollage profiles={profiles} className="mb-4" />
      )}
    </LanderPage>
  );
}
