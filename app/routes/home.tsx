import type { Route } from './+types/home';
import { Link, useLoaderData } from 'react-router';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, site, settings } = context.klik;
  const [newest, online, memberCount] = await Promise.all([
    services.profiles.listShowcase(site.id, { limit: 12 }),
    services.profiles.listShowcase(site.id, { limit: 6, onlineOnly: true }),
    services.profiles.countMembers(site.id),
  ]);
  return { newest, online, memberCount, title: settings.index_title, description: settings.description };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'description', content: loaderData?.description ?? '' },
];

export default function Home() {
  const t = useT();
  const { newest, online, memberCount } = useLoaderData<typeof loader>();
  const settings = useSettings();
  return (
    <>
      <section className="klik-hero text-white">
        <div className="container-lg py-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-6">
              <h1 className="display-5 fw-bold">{t('home.heroTitle')}</h1>
              <p className="lead">{t('home.heroText')}</p>
              <div className="d-flex flex-wrap gap-2">
                <Link to="/signup" data-signup className="btn btn-light btn-lg text-primary fw-semibold">
                  {t('home.cta')}
                </Link>
                <Link to="/login" className="btn btn-outline-light btn-lg">
                  {t('home.loginCta')}
                </Link>
              </div>
              <p className="mt-3 mb-0 small opacity-75">{t('home.memberCount', { count: memberCount })}</p>
            </div>
            <div className="col-lg-6 d-none d-lg-block">
              <div className="klik-hero-collage">
                {newest
                  .slice(0, 6)
                  .map((p, i) =>
                    p.main_image ? (
                      <img
                        key={p.id}
                        src={`${settings.cdn_prefix}${p.main_image.thumb_filename}`}
                        alt=""
                        width={160}
                        height={160}
                        loading={i < 3 ? 'eager' : 'lazy'}
                      />
                    ) : null,
                  )}
              </div>
            </div>
          </div>
        </div>
      </section>

      {online.length > 0 && (
        <section className="container-lg py-4" aria-labelledby="online-title">
          <h2 id="online-title" className="h4 mb-3">
            {t('home.onlineNow')}
          </h2>
          <div className="row row-cols-2 row-cols-sm-3 row-cols-md-6 g-3">
            {online.map((p) => (
              <div className="col" key={p.id}>
                <ProfileCard profile={p} eager />
              </div>
            ))}
          </div>
        </section>
      )}

      <section className="container-lg py-4" aria-labelledby="new-title">
        <h2 id="new-title" className="h4 mb-3">
          {t('home.newMembers')}
        </h2>
        <div className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3">
          {newest.map((p) => (
            <div className="col" key={p.id}>
              <ProfileCard profile={p} />
            </div>
          ))}
        </div>
      </section>

      <section className="bg-body-tertiary py-5" aria-labelledby="steps-title">
        <div className="container-lg">
          <h2 id="steps-title" className="h4 mb-4 text-center">
            {t('home.stepsTitle')}
          </h2>
          <ol className="row g-4 list-unstyled mb-0">
            {([1, 2, 3] as const).map((n) => (
              <li className="col-md-4" key={n}>
                <div className="klik-step-number" aria-hidden="true">
                  {n}
                </div>
                <h3 className="h5">{t(`home.step${n}Title`)}</h3>
                <p className="text-body-secondary mb-0">{t(`home.step${n}Text`)}</p>
              </li>
            ))}
          </ol>
          <div className="text-center mt-4">
            <Link to="/signup" data-signup className="btn btn-primary btn-lg">
              {t('home.cta')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
