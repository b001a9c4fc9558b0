import type { Route } from './+types/member';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { createTranslator } from '../../common/i18n/index.ts';
import { Icon } from '../components/Icon.tsx';
import type { AuthAction } from '../components/members/AuthPrompt.tsx';
import { PhotoGallery } from '../components/members/PhotoGallery.tsx';
import { ProfileActions } from '../components/members/ProfileActions.tsx';
import { blockMember, reportMember, unblockMember } from '../components/members/actions.ts';
import { likeMember, unlikeMember } from '../components/likes/actions.ts';
import { routeAction } from '../lib/actions.ts';
import { ProfileDetails } from '../components/members/ProfileDetails.tsx';
import { readOpenedFrom, type OpenedFrom } from '../components/members/opened-from.ts';
import { relativeTime } from '../components/members/relative-time.ts';
import { useI18n } from '../lib/i18n.tsx';
import { usePurchasesAvailable, useSettings } from '../lib/root-data.ts';
import { isLikesMemberPath } from '../components/likes/rules.ts';
import '../components/members/members.scss';
import { idParam, orNotFound } from '../lib/loader.ts';

// The visitor's log-in-first prompt loads at the first member-only tap, not with the page.
const AuthPrompt = lazy(() => import('../components/members/AuthPrompt.tsx').then((m) => ({ default: m.AuthPrompt })));

/** Whether the viewer likes this member, is liked by them, and so whether it is a match (product §3). */
export interface LikeRelation {
  liked: boolean;
  liked_by: boolean;
  match: boolean;
}

/**
 * /members/{id} and /likes/m/{id} (product §2: the same screen). The profile as this viewer may see
 * it: free viewers get the main photo and a count of the locked ones (product §6). Unknown, hidden or
 * blocking members are a 404 like any missing page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, site, member, settings, localeTag } = context.klik;
  const id = idParam(params.id);
  const profile = await orNotFound(services.publicProfile(site, member, id));
  const title = createTranslator(localeTag)('members.profile.metaTitle', {
    name: profile.name,
    age: profile.age,
    siteName: settings.name,
  });
  const own = member?.id === id;
  let relation: LikeRelation | null = null;
  if (member && !own) {
    // Product §4: opening a liker's profile at /likes/m/{id} clears that like's new flag.
    if (isLikesMemberPath(new URL(request.url).pathname)) await services.likes.markSeen(member.id, id);
    relation = await services.likes.relation(member.id, id);
  }
  return { profile, title, own, loggedIn: member !== null, relation, now: Date.now() };
}

export const clientAction = routeAction(likeMember, unlikeMember, blockMember, unblockMember, reportMember);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Back to the search the profile was opened from, with its filters: history.back() when that
 * search is the previous page (so its loaded pages and scroll position come back), else a link.
 * From /likes/m/{id}: back to the likes.
 */
function BackButton({ likes }: { likes: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [from, setFrom] = useState<OpenedFrom | null>(null);
  useEffect(() => {
    const opened = readOpenedFrom();
    setFrom(opened && opened.path === location.pathname ? opened : null);
  }, [location.pathname]);
  const href = likes ? '/likes' : `/members${from?.search ?? ''}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!likes && !from) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (window.history.length > 1 && idx > 0) {
      e.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <Link
      to={href}
      onClick={onClick}
      className="btn btn-link text-body text-decoration-none px-0 mb-2 d-inline-flex align-items-center gap-2"
    >
      <Icon name="arrow-left" />
      {likes ? t('members.profile.backToLikes') : t('members.profile.backToSearch')}
    </Link>
  );
}

export default function Member({ loaderData }: Route.ComponentProps) {
  // The like relation (product §3: a match when mutual) is loaded again after each like or unlike.
  const { profile, own, loggedIn, now, relation } = loaderData;
  const { t, localeTag } = useI18n();
  const settings = useSettings();
  const purchases = usePurchasesAvailable();
  const location = useLocation();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<AuthAction | null>(null);
  // Mounted from the first prompt on, so closing it still animates.
  const [promptOpened, setPromptOpened] = useState(false);
  useEffect(() => {
    if (prompt) setPromptOpened(true);
  }, [prompt]);
  const likes = location.pathname.startsWith('/likes/');
  const place = [profile.place, profile.region]
    .filter((p, i, all): p is string => Boolean(p) && all.indexOf(p) === i)
    .join(', ');

  return (
    <div className="container-lg py-2 py-md-4" key={profile.id}>
      <BackButton likes={likes} />
      {/*
        Above the photo, so a phone shows it before anything else, opening with the site's
        fictional_singular as the mark does (decision 023). Written out here rather than
        with FictionalMark: that chunk would put /members/{id} over its first-load budget.
      */}
      {profile.fictional && (
        <div
          className="alert alert-info d-flex align-items-start gap-2 small klik-fictional-warning"
          role="note"
          data-fictional-mark=""
        >
          <Icon name="info-circle-fill" className="mt-1" />
          <span>
            <strong className="klik-fictional-title d-block">{settings.fictional_singular}</strong>
            {settings.fictional_warning}
          </span>
        </div>
      )}
      <div className="row g-3 g-lg-5">
        <div className="col-md-6 col-lg-5">
          <PhotoGallery
            key={profile.id}
            name={profile.name}
            photos={profile.photos}
            locked={profile.locked_photos}
            onLockedClick={loggedIn ? undefined : () => setPrompt('photos')}
          />
          {profile.locked_photos > 0 && (
            <div className="alert alert-primary d-flex align-items-center gap-2 mt-3 mb-0 py-2">
              <Icon name="lock-fill" />
              <span className="flex-grow-1 small">
                {loggedIn
                  ? t('members.profile.lockedPhotos', { count: profile.locked_photos })
                  : t('members.profile.lockedPhotosVisitor', { count: profile.locked_photos })}
              </span>
              {loggedIn ? (
                purchases && (
                  <Link to="/premium" className="btn btn-sm btn-primary text-nowrap">
                    {t('members.profile.becomePremium')}
                  </Link>
                )
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-primary text-nowrap"
                  onClick={() => setPrompt('photos')}
                >
                  {t('members.auth.login')}
                </button>
              )}
            </div>
          )}
        </div>

        <div className="col-md-6 col-lg-7">
          <header className="mb-3">
            <h1 className="h3 mb-1 d-flex align-items-center flex-wrap gap-2">
              <span>
                {profile.name}, {profile.age}
              </span>
            </h1>
            <ul className="list-unstyled mb-0 text-body-secondary">
              <li className="d-flex align-items-center gap-2">
                {profile.online ? (
                  <>
                    <span className="klik-online-dot" aria-hidden="true" />
                    <span className="text-success fw-semibold">{t('members.profile.online')}</span>
                  </>
                ) : (
                  <>
                    <Icon name="clock" size={14} />
                    <span>
                      {t('members.profile.lastActive', { time: relativeTime(profile.last_active, now, localeTag) })}
                    </span>
                  </>
                )}
              </li>
              {place && (
                <li className="d-flex align-items-center gap-2">
                  <Icon name="geo-alt" size={14} />
                  <span>{place}</span>
                </li>
              )}
              {profile.distance_km !== null && (
                <li className="d-flex align-items-center gap-2">
                  <Icon name="crosshair" size={14} />
                  <span>{t('members.profile.distance', { km: profile.distance_km })}</span>
                </li>
              )}
            </ul>
            {relation?.match ? (
              <p className="klik-match-notice badge rounded-pill text-bg-primary fs-6 fw-semibold d-inline-flex align-items-center gap-2 mt-2 mb-0 px-3 py-2">
                <Icon name="heart-fill" />
                {t('likes.ui.mutual')}
              </p>
            ) : relation?.liked_by ? (
              <p className="d-flex align-items-center gap-2 text-primary fw-semibold mt-2 mb-0">
                <Icon name="heart-fill" />
                {t('likes.ui.likesYou', { name: profile.name })}
              </p>
            ) : null}
          </header>

          <div className="mb-4">
            {own ? (
              <div className="alert alert-light border d-flex align-items-center gap-2 mb-0">
                <span className="flex-grow-1">{t('members.profile.ownProfile')}</span>
                <Link to="/profile" className="btn btn-sm btn-outline-primary">
                  {t('members.profile.editOwn')}
                </Link>
              </div>
            ) : (
              <ProfileActions
                key={profile.id}
                profile={profile}
                loggedIn={loggedIn}
                liked={relation?.liked ?? false}
                onGift={() => void navigate(`/members/${profile.id}/chat`)}
                onAuthRequired={setPrompt}
              />
            )}
          </div>

          <ProfileDetails profile={profile} />
        </div>
      </div>
      {promptOpened && (
        <Suspense fallback={null}>
          <AuthPrompt action={prompt} member={{ id: profile.id, name: profile.name }} onHide={() => setPrompt(null)} />
        </Suspense>
      )}
    </div>
  );
}
