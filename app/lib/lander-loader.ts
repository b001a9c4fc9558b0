import { data } from 'react-router';
import type { KlikLoadContext } from '../load-context.ts';
import type { LanderName } from '../../common/rules/landers.ts';
import { LANDERS_WITHOUT_SLUG } from '../../common/rules/landers.ts';
import type { ProfileCard } from '../../common/api/profiles.ts';
import { titleOf } from './loader.ts';
import type { MessageKey } from '../../common/i18n/index.ts';
import type { SiteTheme } from '../../common/site.ts';
import { landerMediaType, siteAssetUrl } from '../../common/rules/site-assets.ts';
import type { LanderMedia } from '../components/landers/LanderVideo.tsx';

/** A showcase member as a lander shows them: first name, age and region, never the place (decision 054). */
export interface LanderProfile {
  id: number;
  name: string;
  age: number;
  region: string | null;
  online: boolean;
  fictional: boolean;
  photo: string;
  thumb: string;
}

function landerProfile(p: ProfileCard): LanderProfile | null {
  if (!p.main_image) return null;
  return {
    id: p.id,
    name: p.name,
    age: p.age,
    region: p.region,
    online: p.online,
    fictional: p.fictional,
    photo: p.main_image.filename,
    thumb: p.main_image.thumb_filename,
  };
}

/**
 * What every lander loads (product §2 `/landers/*`, decision 054): its name and slug, its title, and
 * the site's showcase members (approved main photos of visible, activated members:
 * `services.profiles.listShowcase`). A slug on a lander that takes none is a 404.
 */
export async function landerData(
  klik: KlikLoadContext,
  name: LanderName,
  slug: string | undefined,
  options: { limit: number; onlineOnly?: boolean },
) {
  if (slug !== undefined && (LANDERS_WITHOUT_SLUG as readonly string[]).includes(name))
    throw data(null, { status: 404 });
  const cards = options.limit > 0 ? await klik.services.profiles.listShowcase(klik.site.id, options) : [];
  return {
    name,
    slug: slug ?? null,
    title: titleOf(klik, `lander.${name}.title` as MessageKey) + ` – ${klik.settings.name}`,
    profiles: cards.flatMap((c) => landerProfile(c) ?? []),
  };
}

/** The video landers' media from the site's theme (decision 054), as URLs under /site-assets/. */
export function landerMedia(theme: SiteTheme): LanderMedia {
  const video = theme.lander_video;
  const type = video ? landerMediaType(video) : null;
  return {
    video: video && type ? { src: siteAssetUrl(video), type } : null,
    poster: theme.lander_poster ? siteAssetUrl(theme.lander_poster) : null,
    captions: theme.lander_captions ? siteAssetUrl(theme.lander_captions) : null,
  };
}
