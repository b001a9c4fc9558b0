import type { Route } from './+types/members';
import { lazy, Suspense, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Link, redirect, useLocation, useNavigation } from 'react-router';
import { SEARCH_COUNT_CAP } from '../../common/api/limits.ts';
import { createTranslator } from '../../common/i18n/index.ts';
import type { ProfileCard as Card } from '../../common/api/profiles.ts';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { useLikeList, useLikeToggle, type LikeList } from '../components/likes/use-like-state.ts';
import { likeMember, unlikeMember } from '../components/likes/actions.ts';
import { routeAction } from '../lib/actions.ts';
import { SearchFilters } from '../components/members/SearchFilters.tsx';
import { SearchNotAllowed } from '../components/members/SearchNotAllowed.tsx';
import { rememberOpenedFrom } from '../components/members/opened-from.ts';
import { useMorePages } from '../components/members/use-more-pages.ts';
import {
  AGE_MAX,
  AGE_MIN,
  apiQueryOf,
  filterShown,
  hasFilters,
  readSearchState,
  searchHref,
  widened,
  type SearchContext,
} from '../components/members/search-query.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import '../components/members/members.scss';
import { EmptyState } from '../components/EmptyState.tsx';

// The like toast loads at the first like (what only members see is lazy).
const LikeToast = lazy(() => import('../components/likes/LikeToast.tsx').then((m) => ({ default: m.LikeToast })));

/** An error a service threw (server/http/errors.ts ApiError), recognised by its status and code. */
function isServiceError(err: unknown, status: number, code?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { status?: unknown; code?: unknown };
  return e.status === status && (code === undefined || e.code === code);
}

/**
 * /members (product §2, §3 Search state): the search is in the URL and searched here, on the server,
 * so the first page of results is in the HTML. A member's first visit gets what they most likely
 * look for. Visitors of a site without logged-out search get a sign-up panel.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site, member, settings, localeTag } = context.klik;
  const url = new URL(request.url);
  const title = createTranslator(localeTag)('members.metaTitle', { siteName: settings.name });
  const own = member ? await services.ownProfile(member.id).catch(() => null) : null;
  const ctx: SearchContext = {
    searchFields: settings.search_fields,
    countries: settings.countries,
    regionData: settings.region_data,
    loggedIn: member !== null,
    viewer: own ? { age: own.age, gender: own.gender, sexuality: own.sexuality } : null,
  };
  const state = readSearchState(url.searchParams, ctx);
  try {
    const result = await services.search(site, member, {
      ...state.filters,
      cursor: state.cursor,
      network: state.network,
    });
    // Which results the viewer likes, for the hearts on the cards (like from the results).
    const likedIds = member
      ? await services.likes.likedAmong(
          member.id,
          [...result.results, ...result.similar].map((p) => p.id),
        )
      : [];
    return {
      allowed: true as const,
      title,
      filters: state.filters,
      cursor: state.cursor ?? null,
      network: state.network,
      loggedIn: member !== null,
      hasPlace: own !== null && own.lat !== null && own.lon !== null,
      result,
      likedIds,
    };
  } catch (err) {
    if (isServiceError(err, 403, 'search_not_allowed')) return { allowed: false as const, title };
    if (isServiceError(err, 400, 'cursor_invalid')) {
      url.searchParams.delete('cursor');
      throw redirect(`${url.pathname}${url.search}`);
    }
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? '' }];

export const clientAction = routeAction(likeMember, unlikeMember);

/** A result with the heart: its own like and unlike. */
function LikeableCard({ profile, eager, likes }: { profile: Card; eager: boolean; likes: LikeList }) {
  const like = useLikeToggle(likes, profile);
  return <ProfileCard profile={profile} eager={eager} like={like} />;
}

function ResultsGrid({
  profiles,
  eagerCount = 0,
  likes,
}: {
  profiles: Card[];
  eagerCount?: number;
  likes: LikeList | null;
}) {
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 g-2 g-sm-3 list-unstyled mb-0">
      {profiles.map((p, i) => (
        <li className="col" key={p.id}>
          {likes ? (
            <LikeableCard profile={p} eager={i < eagerCount} likes={likes} />
          ) : (
            <ProfileCard profile={p} eager={i < eagerCount} />
          )}
        </li>
      ))}
    </ul>
  );
}

export default function Members({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <SearchNotAllowed />;
  return <Search data={loaderData} />;
}

type SearchData = Extract<Route.ComponentProps['loaderData'], { allowed: true }>;

function Search({ data }: { data: SearchData }) {
  const t = useT();
  const settings = useSettings();
  const location = useLocation();
  const navigation = useNavigation();
  const { filters, cursor, network, result, loggedIn, hasPlace, likedIds } = data;
  // Like from the results: members only; the page is not reloaded for it (that would
  // search again and drop the pages loaded below).
  const likeState = useLikeList(likedIds, 'search', { reload: false });
  const likes = loggedIn ? likeState : null;
  const ctx = { searchFields: settings.search_fields, loggedIn };
  const query = useMemo(() => apiQueryOf(filters, { network }), [filters, network]);
  const more = useMorePages({ urlKey: location.pathname + location.search, firstNext: result.next_cursor, query });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Later pages may repeat a member whose activity moved them up meanwhile: show each once.
  const profiles = useMemo(() => {
    const seen = new Set<number>();
    return [result.results, ...more.pages].flat().filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  }, [result.results, more.pages]);

  const searching = navigation.state === 'loading' && navigation.location.pathname === '/members';
  const wider = widened(filters);
  const resetFilters = {
    min_age: filterShown('min_age', ctx) ? AGE_MIN : undefined,
    max_age: filterShown('max_age', ctx) ? AGE_MAX : undefined,
  };
  const countText =
    result.numResults === null
      ? null
      : result.numResultsCapped
        ? t('members.countCapped', { count: SEARCH_COUNT_CAP })
        : t('members.count', { count: result.numResults });

  // Remember which search a profile was opened from, for the profile's back button.
  const onResultsClick = (e: MouseEvent<HTMLElement>) => {
    const link = (e.target as HTMLElement).closest('a[href^="/members/"]');
    const path = link?.getAttribute('href');
    if (path) rememberOpenedFrom({ path, search: location.search });
  };

  const loadMoreLabel = more.busy ? (
    <>
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('members.loadingMore')}
    </>
  ) : (
    t('members.loadMore')
  );

  return (
    <div className="container-lg py-3 py-md-4">
      <h1 className="h4 mb-3">{t('members.title')}</h1>
      <div className="row g-3 g-lg-4">
        <div className="col-lg-3">
          <SearchFilters filters={filters} network={network} loggedIn={loggedIn} hasPlace={hasPlace} />
        </div>

        <section className="col-lg-9" aria-labelledby="results-title" onClick={onResultsClick}>
          <div
            className="d-flex align-items-center justify-content-between gap-2 mb-2"
            style={{ minHeight: '1.75rem' }}
          >
            <h2 id="results-title" className="h6 mb-0 text-body-secondary" aria-live="polite">
              {searching ? t('members.loading') : (countText ?? t('members.results'))}
            </h2>
            {searching && <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />}
          </div>

          <div className="klik-results" aria-busy={searching}>
            {profiles.length > 0 ? (
              <ResultsGrid profiles={profiles} eagerCount={4} likes={likes} />
            ) : (
              <EmptyState icon="people" heading="h3" title={t('members.empty')} text={t('members.emptyHint')}>
                {wider && (
                  <Link to={searchHref(wider, { network }, ctx)} className="btn btn-primary">
                    {t('members.widen')}
                  </Link>
                )}
                {hasFilters(filters) && (
                  <Link
                    to={searchHref(resetFilters, { network }, ctx)}
                    className={`btn ${wider ? 'btn-outline-secondary' : 'btn-primary'}`}
                  >
                    {t('members.reset')}
                  </Link>
                )}
              </EmptyState>
            )}
          </div>

          <p className="visually-hidden" aria-live="polite">
            {more.added !== null ? t('members.loadedMore', { count: more.added }) : ''}
          </p>
          {more.failed && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {t('members.loadMoreFailed')}
            </div>
          )}
          {more.next && profiles.length > 0 && (
            <div className="text-center mt-4">
              {hydrated ? (
                <button
                  type="button"
                  className="btn btn-outline-primary px-4"
                  onClick={more.loadMore}
                  disabled={more.busy}
                >
                  {loadMoreLabel}
                </button>
              ) : (
                // Without JavaScript: the next page on its own, as a link.
                <Link
                  to={searchHref(filters, { cursor: more.next, network }, ctx)}
                  className="btn btn-outline-primary px-4"
                >
                  {t('members.loadMore')}
                </Link>
              )}
            </div>
          )}
          {!more.next && profiles.length > 0 && (more.pages.length > 0 || cursor) && (
            <p className="text-center text-body-secondary small mt-4 mb-0">{t('members.endOfResults')}</p>
          )}
          {cursor && (
            <p className="text-center mt-3 mb-0">
              <Link to={searchHref(filters, { network }, ctx)}>{t('members.firstPage')}</Link>
            </p>
          )}

          {result.similar.length > 0 && (
            <section className="mt-5" aria-labelledby="similar-title">
              <h2 id="similar-title" className="h5 mb-1">
                {t('members.similar')}
              </h2>
              <p className="small text-body-secondary mb-3">{t('members.similarHint')}</p>
              <ResultsGrid profiles={result.similar} likes={likes} />
            </section>
          )}
        </section>
      </div>
      {loggedIn && likeState.toastOpened && (
        <Suspense fallback={null}>
          <LikeToast toast={likeState.toast} onClose={likeState.closeToast} />
        </Suspense>
      )}
    </div>
  );
}
