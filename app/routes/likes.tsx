import type { Route } from './+types/likes';
import { SpokenAs } from '../components/CountBadge.tsx';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { data, Link, useNavigation } from 'react-router';
import { LIKE_TYPES } from '../../common/api/limits.ts';
import type { LikesPayload, LikeType } from '../../common/api/likes.ts';
import { createTranslator, type MessageKey } from '../../common/i18n/index.ts';
import type { ProfileCard as Card } from '../../common/api/profiles.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { useLikeList, useLikeToggle, type LikeList } from '../components/likes/use-like-state.ts';
import { likeMember, unlikeMember } from '../components/likes/actions.ts';
import { routeAction } from '../lib/actions.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { relativeTime } from '../components/members/relative-time.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import '../components/likes/likes.scss';
import '../components/members/members.scss';
import { requireMember } from '../lib/loader.ts';
import { EmptyState } from '../components/EmptyState.tsx';

// The like toast loads at the first like (what only members see is lazy).
const LikeToast = lazy(() => import('../components/likes/LikeToast.tsx').then((m) => ({ default: m.LikeToast })));

/**
 * /likes and /likes/{type} (product §2, §3 Likes, §4): received likes (new ones first, marked
 * 'Nieuw'), given likes and matches; /likes alone shows the received ones. Members only; an
 * unknown type is a 404. Entry links to the swipe game and the match finder.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, settings, localeTag } = context.klik;
  const type = params.type ?? 'received';
  if (!(LIKE_TYPES as readonly string[]).includes(type)) throw data(null, { status: 404 });
  const member = requireMember(context.klik, request);
  const likes = await services.likes.list(member);
  const title = createTranslator(localeTag)('likes.ui.metaTitle', { siteName: settings.name });
  return { likes, type: type as LikeType, title, now: Date.now() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

// Like back and unlike from the list; afterwards the lists, the tabs and the badge are loaded again.
export const clientAction = routeAction(likeMember, unlikeMember);

const TAB_LABEL: Record<LikeType, MessageKey> = {
  received: 'likes.ui.tab.received',
  given: 'likes.ui.tab.given',
  matches: 'likes.ui.tab.matches',
};
const LIST_LABEL: Record<LikeType, MessageKey> = {
  received: 'likes.ui.listLabel.received',
  given: 'likes.ui.listLabel.given',
  matches: 'likes.ui.listLabel.matches',
};
const WHEN: Record<LikeType, MessageKey> = {
  received: 'likes.ui.when.received',
  given: 'likes.ui.when.given',
  matches: 'likes.ui.when.matches',
};
const EMPTY: Record<LikeType, { icon: IconName; title: MessageKey; text: MessageKey }> = {
  received: { icon: 'heart', title: 'likes.ui.empty.received.title', text: 'likes.ui.empty.received.text' },
  given: { icon: 'search-heart', title: 'likes.ui.empty.given.title', text: 'likes.ui.empty.given.text' },
  matches: { icon: 'hearts', title: 'likes.ui.empty.matches.title', text: 'likes.ui.empty.matches.text' },
};

interface Item {
  profile: Card;
  likedAt: string;
  isNew: boolean;
  /** An automatic like from a fictional profile: the card says so (decision 023). */
  automatic: boolean;
}

/** The entries of one type with their cards, in the server's order (received: new first). */
function itemsOf(likes: LikesPayload, type: LikeType): Item[] {
  const cards = new Map(likes.profiles.map((p) => [p.id, p]));
  const entries = type === 'received' ? likes.liked_by : type === 'given' ? likes.liked : likes.matches;
  return entries.flatMap((e) => {
    const profile = cards.get(e.id);
    return profile
      ? [
          {
            profile,
            likedAt: e.liked_at,
            isNew: 'like_new' in e && e.like_new === true,
            automatic: 'automatic' in e && e.automatic === true,
          },
        ]
      : [];
  });
}

function Tabs({ type, likes }: { type: LikeType; likes: LikesPayload }) {
  const { t } = useI18n();
  const total: Record<LikeType, number> = {
    received: likes.liked_by.length,
    given: likes.liked.length,
    matches: likes.matches.length,
  };
  return (
    <nav aria-label={t('likes.ui.tabsLabel')} className="mb-3">
      <ul className="nav nav-pills klik-likes-tabs">
        {LIKE_TYPES.map((tab) => {
          const active = tab === type;
          const showNew = tab === 'received' && likes.new_likes > 0;
          return (
            <li className="nav-item flex-fill d-flex" key={tab}>
              <Link
                to={`/likes/${tab}`}
                className={`nav-link w-100${active ? ' active' : ''}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {t(TAB_LABEL[tab])}
                {showNew ? (
                  <SpokenAs
                    className={`badge rounded-pill ${active ? 'bg-white text-primary' : 'text-bg-primary'}`}
                    label={t('nav.newLikes', { count: likes.new_likes })}
                  >
                    {likes.new_likes}
                  </SpokenAs>
                ) : (
                  <SpokenAs
                    className={`badge rounded-pill d-none d-sm-inline-block ${active ? 'bg-white text-primary' : 'text-bg-light border'}`}
                    label={t('likes.ui.tab.count', { count: total[tab] })}
                  >
                    {total[tab]}
                  </SpokenAs>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EntryLinks() {
  const { t } = useI18n();
  const entries: { to: string; icon: IconName; title: MessageKey; text: MessageKey }[] = [
    { to: '/swipe-game', icon: 'fire', title: 'likes.ui.swipeGame', text: 'likes.ui.swipeGameText' },
    { to: '/match-finder', icon: 'magic', title: 'likes.ui.matchFinder', text: 'likes.ui.matchFinderText' },
  ];
  return (
    <ul className="row g-2 g-sm-3 list-unstyled mb-3 mb-md-4">
      {entries.map((e) => (
        <li className="col-6" key={e.to}>
          <Link to={e.to} className="klik-likes-entry card h-100 shadow-sm text-decoration-none text-body">
            <span className="card-body p-2 p-sm-3 d-flex align-items-center gap-2 gap-sm-3">
              <span className="klik-likes-entry-icon">
                <Icon name={e.icon} size={20} />
              </span>
              <span className="d-flex flex-column min-w-0">
                <span className="fw-semibold klik-likes-entry-title">{t(e.title)}</span>
                <span className="small text-body-secondary d-none d-sm-inline">{t(e.text)}</span>
              </span>
              <Icon
                name="chevron-right"
                size={14}
                className="ms-auto text-body-secondary flex-none d-none d-sm-inline-flex"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Empty({ type }: { type: LikeType }) {
  const { t } = useI18n();
  const e = EMPTY[type];
  return (
    <EmptyState icon={e.icon} title={t(e.title)} text={t(e.text)}>
      <Link to="/members" className="btn btn-primary">
        <Icon name="search" className="me-2" />
        {t('likes.ui.searchMembers')}
      </Link>
      <Link to="/swipe-game" className="btn btn-outline-primary">
        <Icon name="fire" className="me-2" />
        {t('likes.ui.playSwipeGame')}
      </Link>
    </EmptyState>
  );
}

/** 'Leuk terug' under a received like; once mutual, the match badge. */
function LikeBack({ profile, likes }: { profile: Card; likes: LikeList }) {
  const { t } = useI18n();
  const like = useLikeToggle(likes, profile);
  if (like.liked) {
    return (
      <span className="d-flex align-items-center justify-content-center gap-1 w-100 py-1 small fw-semibold text-primary bg-primary-subtle rounded">
        <Icon name="hearts" />
        {t('likes.ui.matchBadge')}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-sm btn-primary w-100"
      disabled={like.busy}
      onClick={() => like.onToggle(true)}
      aria-label={t('likes.ui.likeBackLabel', { name: profile.name })}
    >
      {like.busy ? <Spinner className="me-1" /> : <Icon name="heart" className="me-1" />}
      {t('likes.ui.likeBack')}
    </button>
  );
}

/** 'Niet meer leuk' under a given like. */
function Unlike({ profile, likes }: { profile: Card; likes: LikeList }) {
  const { t } = useI18n();
  const like = useLikeToggle(likes, profile);
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary w-100"
      disabled={like.busy}
      onClick={() => like.onToggle(false)}
      aria-label={t('likes.ui.unlikeLabel', { name: profile.name })}
    >
      {like.busy ? <Spinner className="me-1" /> : <Icon name="heart-fill" className="me-1 text-primary" />}
      {t('likes.ui.unlike')}
    </button>
  );
}

export default function Likes({ loaderData }: Route.ComponentProps) {
  const { likes, type, now } = loaderData;
  const { t, localeTag } = useI18n();
  const settings = useSettings();
  const navigation = useNavigation();
  const items = useMemo(() => itemsOf(likes, type), [likes, type]);
  const likedIds = useMemo(() => likes.liked.map((l) => l.id), [likes.liked]);
  const likeState = useLikeList(likedIds, 'likes');
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/likes') &&
    !navigation.location.pathname.startsWith('/likes/m/');
  // An unliked member leaves the given list at once, before the reload.
  const shown = type === 'given' ? items.filter((i) => likeState.isLiked(i.profile.id)) : items;

  const actionsOf = ({ profile }: Item): ReactNode => {
    const { id, name } = profile;
    if (type === 'received') return <LikeBack profile={profile} likes={likeState} />;
    if (type === 'given') return <Unlike profile={profile} likes={likeState} />;
    return (
      <Link
        to={`/members/${id}/chat`}
        className="btn btn-sm btn-outline-primary w-100"
        aria-label={t('likes.ui.messageLabel', { name })}
      >
        <Icon name="chat-heart" className="me-1" />
        {t('likes.ui.message')}
      </Link>
    );
  };

  return (
    <div className="container-lg py-3 py-md-4">
      <header className="mb-3">
        <h1 className="h3 mb-1 d-flex align-items-center gap-2">
          <Icon name="heart-fill" className="text-primary" size={22} />
          {t('likes.ui.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('likes.ui.intro')}</p>
      </header>

      <EntryLinks />
      <Tabs type={type} likes={likes} />

      <section aria-labelledby="likes-list-title">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <h2 id="likes-list-title" className="h6 mb-0 text-body-secondary" aria-live="polite">
            {loading ? t('likes.ui.loading') : t(LIST_LABEL[type])}
          </h2>
          {loading && <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />}
        </div>
        <div className="klik-results" aria-busy={loading}>
          {shown.length === 0 ? (
            <Empty type={type} />
          ) : (
            <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-xl-5 g-2 g-sm-3 list-unstyled mb-0">
              {shown.map((item, i) => (
                <li className="col" key={item.profile.id}>
                  <ProfileCard
                    profile={item.profile}
                    eager={i < 4}
                    to={type === 'received' ? `/likes/m/${item.profile.id}` : `/members/${item.profile.id}`}
                    mark={
                      item.isNew ? (
                        <span className="badge rounded-pill text-bg-primary shadow-sm">{t('likes.ui.new')}</span>
                      ) : undefined
                    }
                    note={
                      <>
                        <Icon
                          name={type === 'matches' ? 'hearts' : 'heart-fill'}
                          size={12}
                          className="me-1 text-primary"
                        />
                        {t(WHEN[type], { time: relativeTime(item.likedAt, now, localeTag) })}
                        {type === 'received' && item.automatic && (
                          <span className="d-block text-wrap fw-semibold">
                            {t('likes.ui.automaticLike', { fictional: settings.fictional_singular })}
                          </span>
                        )}
                      </>
                    }
                    actions={actionsOf(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {likeState.toastOpened && (
        <Suspense fallback={null}>
          <LikeToast toast={likeState.toast} onClose={likeState.closeToast} />
        </Suspense>
      )}
    </div>
  );
}
