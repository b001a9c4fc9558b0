import type { Route } from './+types/member-entry';
import { Link, redirect, useLoaderData, useLocation } from 'react-router';
import { SignupFlow } from '../components/signup/SignupFlow.tsx';
import { useSignupModal } from '../components/signup/SignupModal.tsx';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { idParam, orNotFound } from '../lib/loader.ts';

/**
 * Member-specific entry pages (product §2): /members/{id}/signup, /landing, /landing2/{slug?} and
 * /landing3/{slug?}. A visitor arriving from an ad for one member sees that member and signs up
 * with a first message to them (paid from the free signup credits). Members go to the profile.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const variant = new URL(request.url).pathname.split('/')[3] ?? 'landing';
  if (context.klik.user) throw redirect(`/members/${id}`);
  const profile = await orNotFound(context.klik.services.publicProfile(context.klik.site, null, id));
  return { profile, variant, siteName: context.klik.settings.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.profile.name}, ${loaderData.profile.age} – ${loaderData.siteName}` : '' },
  { name: 'robots', content: 'noindex' },
];

export default function MemberEntry() {
  const t = useT();
  const settings = useSettings();
  const { profile, variant } = useLoaderData<typeof loader>();
  const location = useLocation();
  const signup = useSignupModal();
  const toMember = { id: profile.id, name: profile.name };
  const photo = profile.main_image ? `${settings.cdn_prefix}${profile.main_image.filename}` : null;
  const where = [profile.place, profile.region].filter(Boolean).join(', ');
  const header = (
    <div className="d-flex align-items-center gap-3 mb-3">
      {photo && (
        <img
          src={photo}
          alt={t('entry.memberPhotoAlt', { name: profile.name })}
          width={96}
          height={96}
          className="rounded-circle object-fit-cover"
        />
      )}
      <div>
        <h1 className="h3 mb-0">{t('entry.memberHeading', { name: profile.name, age: profile.age })}</h1>
        {where && <p className="text-body-secondary mb-0">{where}</p>}
        {profile.online && <span className="badge text-bg-success">{t('home.online')}</span>}
      </div>
    </div>
  );
  if (variant === 'signup') {
    return (
      <div className="container py-4" style={{ maxWidth: 520 }}>
        {header}
        <p>{t('entry.signupIntro', { name: profile.name })}</p>
        <div className="card card-body shadow-sm">
          <SignupFlow toMember={toMember} />
        </div>
      </div>
    );
  }
  const teaser =
    variant === 'landing3'
      ? t('entry.chatTeaser', { name: profile.name })
      : t('entry.landingText', { name: profile.name, siteName: settings.name });
  return (
    <div className={`klik-member-entry klik-member-entry--${variant}`}>
      <div className="container py-4" style={{ maxWidth: 720 }}>
        <div className="row g-4 align-items-center">
          {photo && variant === 'landing2' && (
            <div className="col-md-6">
              <img
                src={photo}
                alt={t('entry.memberPhotoAlt', { name: profile.name })}
                className="img-fluid rounded-4 shadow"
                width={640}
                height={640}
              />
            </div>
          )}
          <div className={variant === 'landing2' && photo ? 'col-md-6' : 'col-12'}>
            {header}
            <p className="lead">{teaser}</p>
            {profile.description && (
              <blockquote className="border-start border-3 ps-3 text-body-secondary">{profile.description}</blockquote>
            )}
            <Link
              to={`/members/${profile.id}/signup${location.search}`}
              className="btn btn-primary btn-lg w-100"
              onClick={(e) => {
                e.preventDefault();
                signup.open({ toMember });
              }}
            >
              {t('entry.cta', { name: profile.name })}
            </Link>
            <p className="small text-body-secondary mt-2 mb-0">{t('entry.free')}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
