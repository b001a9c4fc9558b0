import type { Route } from './+types/lander-socialnetwork';
import { useLoaderData } from 'react-router';
import { landerData } from '../lib/lander-loader.ts';
import { landerMeta } from '../lib/lander-meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LanderPage, SIGNUP_ANCHOR } from '../components/landers/LanderPage.tsx';
import { LanderPhoto } from '../components/landers/LanderPhotos.tsx';
import { FictionalMark } from '../components/FictionalMark.tsx';
import { Icon } from '../components/Icon.tsx';

/** /landers/socialnetwork/{slug?} (product §2, decision 054): a feed of who is active, whose buttons lead to the signup. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return landerData(context.klik, 'socialnetwork', params.slug, { limit: 4 });
}

export const meta: Route.MetaFunction = landerMeta;

export default function SocialNetworkLander() {
  const t = useT();
  const { profiles } = useLoaderData<typeof loader>();
  const toSignup = `#${SIGNUP_ANCHOR}`;
  return (
    <LanderPage name="socialnetwork" tone="light">
      <section className="mb-4" aria-labelledby="klik-feed-heading">
        <h2 id="klik-feed-heading" className="h5">
          {t('landers.social.heading')}
        </h2>
        <ul className="klik-lander-feed list-unstyled" data-lander-feed>
          {profiles.map((p, i) => (
            <li key={p.id} className="card shadow-sm mb-3">
              <div className="card-body p-2 d-flex align-items-center gap-2">
                <LanderPhoto profile={p} className="klik-lander-avatar rounded-circle" />
                <div className="min-w-0 flex-grow-1">
                  <span className="fw-semibold d-block text-truncate">
                    {t('landers.social.member', { name: p.name, age: p.age })}
                  </span>
                  <span className="small text-body-secondary d-flex align-items-center gap-1">
                    {p.online && <span className="klik-online-dot" aria-hidden="true" />}
                    {t(p.online ? 'landers.social.online' : 'landers.social.recent')}
                    {p.region && <> · {p.region}</>}
                  </span>
                  {p.fictional && <FictionalMark variant="plain" />}
                </div>
              </div>
              <div className="ratio ratio-4x3">
                <LanderPhoto profile={p} eager={i === 0} className="object-fit-cover h-100" />
              </div>
              <div className="card-body p-2 d-flex gap-2">
                <a
                  href={toSignup}
                  className="btn btn-outline-primary btn-sm flex-fill d-inline-flex align-items-center justify-content-center gap-1"
                >
                  <Icon name="heart" size={16} />
                  <span>{t('landers.social.like', { name: p.name })}</span>
                </a>
                <a
                  href={toSignup}
                  className="btn btn-primary btn-sm flex-fill d-inline-flex align-items-center justify-content-center gap-1"
                >
                  <Icon name="send-fill" size={16} />
                  <span>{t('landers.social.message', { name: p.name })}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </LanderPage>
  );
}
