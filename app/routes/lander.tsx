import type { Route } from './+types/lander';
import { data, Link, useLoaderData } from 'react-router';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import type { MessageKey } from '../../common/i18n/index.ts';

/** The landing pages of product §2. The first three take no slug; the others an optional campaign slug. */
const WITHOUT_SLUG = ['adultonly', 'tinderswipe', 'whoneedsstrings'] as const;
const WITH_SLUG = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
type LanderName = (typeof WITHOUT_SLUG)[number] | (typeof WITH_SLUG)[number];

/** How each lander looks: a photo collage, a larger gallery, or a single swipe-style card. */
const STYLE: Record<LanderName, 'collage' | 'gallery' | 'card'> = {
  adultonly: 'collage',
  tinderswipe: 'card',
  whoneedsstrings: 'collage',
  alonetonight: 'gallery',
  collagelanding: 'collage',
  gallery: 'gallery',
  iconslanding: 'gallery',
  maplanding: 'gallery',
  socialnetwork: 'collage',
  transitionsvideolanding: 'card',
  video: 'collage',
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const name = params.name as LanderName;
  const known = (WITHOUT_SLUG as readonly string[]).includes(name) || (WITH_SLUG as readonly string[]).includes(name);
  if (!known || (params.slug && (WITHOUT_SLUG as readonly string[]).includes(name))) throw data(null, { status: 404 });
  const { services, site } = context.klik;
  const profiles = await services.profiles.listShowcase(site.id, { limit: 12 });
  return { name, slug: params.slug ?? null, style: STYLE[name], profiles };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as { settings?: { name: string } } | undefined;
  return [{ title: root?.settings?.name ?? 'Klik' }, { name: 'robots', content: 'noindex' }];
};

export default function Lander() {
  const t = useT();
  const settings = useSettings();
  const { name, slug, style, profiles } = useLoaderData<typeof loader>();
  const signup = `/signup?lander=${name}${slug ? `&ref=${encodeURIComponent(slug)}` : ''}`;
  return (
    <>
      <section className="klik-hero text-white">
        <div className="container-lg py-5 text-center">
          <h1 className="display-5 fw-bold">{t(`lander.${name}.title` as MessageKey)}</h1>
          <p className="lead mx-auto" style={{ maxWidth: 640 }}>
            {t(`lander.${name}.text` as MessageKey)}
          </p>
          <Link to={signup} className="btn btn-light btn-lg text-primary fw-semibold px-5">
            {t('lander.cta')}
          </Link>
          <ul className="list-inline mt-3 mb-0 small">
            {(['lander.benefit1', 'lander.benefit2', 'lander.benefit3'] as const).map((k) => (
              <li key={k} className="list-inline-item mx-2">
                ✓ {t(k)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container-lg py-4">
        {style === 'card' && profiles[0] ? (
          <div className="mx-auto" style={{ maxWidth: 320 }}>
            <ProfileCard profile={profiles[0]} eager />
          </div>
        ) : (
          <div className={`row g-3 ${style === 'gallery' ? 'row-cols-2 row-cols-md-3' : 'row-cols-3 row-cols-md-6'}`}>
            {profiles.map((p) => (
              <div className="col" key={p.id}>
                {style === 'gallery' ? (
                  <ProfileCard profile={p} />
                ) : (
                  p.main_image && (
                    <Link to={signup} className="d-block ratio ratio-1x1 rounded overflow-hidden">
                      <img
                        src={`${settings.cdn_prefix}${p.main_image.thumb_filename}`}
                        alt=""
                        loading="lazy"
                        className="object-fit-cover"
                      />
                    </Link>
                  )
                )}
              </div>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
