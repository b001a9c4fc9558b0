import type { Route } from './+types/profile';
import { useCallback, useEffect, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { memberPolicy } from '../../common/rules/membership.ts';
import { pageTitle, requireMember } from '../lib/loader.ts';
import { AboutSection } from '../components/profile/AboutSection.tsx';
import { AppearanceSection } from '../components/profile/AppearanceSection.tsx';
import { InterestsSection } from '../components/profile/InterestsSection.tsx';
import { LocationSection } from '../components/profile/LocationSection.tsx';
import { PhotoManager } from '../components/profile/PhotoManager.tsx';
import { SavedToastProvider } from '../components/profile/SavedToast.tsx';
import { useT } from '../lib/i18n.tsx';
import { deletePhoto, saveProfile, setMainPhoto } from '../components/profile/actions.ts';
import { routeAction } from '../lib/actions.ts';

/** /profile (product §2 "Own profile"): members only; the profile and the member's own photos. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.klik;
  const member = requireMember(context.klik, request);
  const [profile, photos] = await Promise.all([services.ownProfile(member.id), services.photos.list(member.id)]);
  return {
    profile,
    photos,
    photoLimit: memberPolicy(member.paidUser).photoLimit,
    premium: member.paidUser,
    title: pageTitle(context.klik, 'myprofile.title'),
  };
}

export const clientAction = routeAction(saveProfile, setMainPhoto, deletePhoto);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

type Section = 'about' | 'location' | 'appearance' | 'interests';

export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // The saved profile: each section compares its fields with it to know what is unsaved. A save
  // loads the page data again, the top bar's name and age included.
  const { profile } = loaderData;
  const [dirty, setDirty] = useState<Record<Section, boolean>>({
    about: false,
    location: false,
    appearance: false,
    interests: false,
  });
  const anyDirty = Object.values(dirty).some(Boolean);

  const dirtyAbout = useCallback((d: boolean) => setDirty((s) => (s.about === d ? s : { ...s, about: d })), []);
  const dirtyLocation = useCallback(
    (d: boolean) => setDirty((s) => (s.location === d ? s : { ...s, location: d })),
    [],
  );
  const dirtyAppearance = useCallback(
    (d: boolean) => setDirty((s) => (s.appearance === d ? s : { ...s, appearance: d })),
    [],
  );
  const dirtyInterests = useCallback(
    (d: boolean) => setDirty((s) => (s.interests === d ? s : { ...s, interests: d })),
    [],
  );

  // Unsaved changes: the browser asks before leaving the site, and we ask before leaving the page.
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('myprofile.leaveUnsaved'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  return (
    <SavedToastProvider>
      <div className="container-lg py-3 py-md-4 klik-myprofile">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <div>
            <h1 className="h3 mb-1">{t('myprofile.title')}</h1>
            <p className="text-body-secondary small mb-0">{t('myprofile.intro')}</p>
          </div>
          <Link to={`/members/${profile.id}`} className="small">
            {t('myprofile.viewPublic')}
          </Link>
        </div>
        <div className="row g-3">
          <div className="col-lg-5">
            <div className="klik-myprofile-aside">
              <PhotoManager photos={loaderData.photos} limit={loaderData.photoLimit} premium={loaderData.premium} />
            </div>
          </div>
          <div className="col-lg-7 d-flex flex-column gap-3">
            <AboutSection profile={profile} onDirty={dirtyAbout} />
            <LocationSection profile={profile} onDirty={dirtyLocation} />
            <AppearanceSection profile={profile} onDirty={dirtyAppearance} />
            <InterestsSection profile={profile} onDirty={dirtyInterests} />
          </div>
        </div>
      </div>
    </SavedToastProvider>
  );
}
