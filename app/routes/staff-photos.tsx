import type { Route } from './+types/staff-photos';
import { screenFlagged } from '../../common/rules/photo-screening.ts';
import { photoCursorSchema } from '../../common/api/photo-inspection.ts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n, useT } from '../lib/i18n.tsx';
import { pageTitle } from '../lib/loader.ts';
import { formatStaffDate, requireStaffPage } from '../lib/staff.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { approvePhoto, rejectPhoto } from '../components/staff/photo-actions.ts';
import {
  AUTO_APPROVED_DAYS,
  PHOTO_REJECT_REASONS,
  type PhotoRejectReason,
} from '../../common/rules/photo-inspection.ts';
import type { InspectionItem, PhotoList } from '../../common/api/photo-inspection.ts';
import '../components/staff/photos.scss';
import { STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';

/** A cursor as the API takes it (common/api/photo-inspection.ts): anything else is ignored. */

/**
 * /staff/photos (moderators, admins): the photos under inspection, oldest first, one at a
 * time large enough to judge, with the member's other photos; approve, or reject with a reason. The
 * keyboard does it all (A, R then 1–5, J/K); the tab "Automatisch goedgekeurd" lists what the site
 * setting let through. Pages are keyset pages: `after`/`before` in the URL.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.klik, request, 'photos.inspect');
  const params = new URL(request.url).searchParams;
  const given = params.get('list');
  const list: PhotoList = given === 'auto' || given === 'score' ? given : 'queue';
  const cursor = (name: string) => {
    const v = params.get(name);
    return v && photoCursorSchema.safeParse(v).success ? v : undefined;
  };
  const page = await context.klik.services.photoInspection.page(list, {
    after: cursor('after'),
    before: cursor('before'),
    // Only the photos of members of the staff member's sites (decision 044).
    scope: staff.site_ids,
  });
  return { title: pageTitle(context.klik, 'staff.photos.title'), page };
}

export const clientAction = routeAction(approvePhoto, rejectPhoto);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Keys typed into a field are the field's, not shortcuts (a reason's radio button is no field to type in). */
function typing(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName));
}

function Kbd({ k, text }: { k: string; text: string }) {
  return (
    <span className="text-nowrap">
      <kbd>{k}</kbd> {text}
    </span>
  );
}

export default function StaffPhotos() {
  const t = useT();
  const { locale } = useI18n();
  const { page } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<PhotoRejectReason | null>(null);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ text: string; variant: 'success' | 'danger' } | null>(null);
  const photoRef = useRef<HTMLElement>(null);
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const focusPhoto = useRef(false);

  const items = page.items;
  const current: InspectionItem | undefined = items[Math.min(index, items.length - 1)];
  const loading = navigation.state === 'loading';
  const listQuery = page.list === 'queue' ? '' : `list=${page.list}&`;

  // After a decision the page comes back without the photo: the next one takes its place.
  useEffect(() => {
    if (index > 0 && index >= items.length) setIndex(Math.max(0, items.length - 1));
  }, [index, items.length]);
  useEffect(() => {
    if (focusPhoto.current) {
      focusPhoto.current = false;
      photoRef.current?.focus();
    }
  });
  useEffect(() => {
    if (rejecting) firstReasonRef.current?.focus();
  }, [rejecting]);

  const closeReject = () => {
    setRejecting(false);
    setReason(null);
    setNote('');
  };
  const afterDecision = (text: string) => {
    closeReject();
    setNotice({ text, variant: 'success' });
    focusPhoto.current = true;
  };
  const failed = (f: { message: string; status: number }) => {
    setNotice({ text: f.message, variant: 'danger' });
    closeReject();
    focusPhoto.current = true;
    // Judged by a colleague meanwhile: show the list as it is now.
    if (f.status === 409 || f.status === 404) void revalidate();
  };
  const approve = useAction(approvePhoto, {
    done: (v) => afterDecision(t('staff.photos.approved', { id: v.photo.id })),
    failed,
  });
  const reject = useAction(rejectPhoto, {
    done: (v) =>
      afterDecision(
        t('staff.photos.rejected', { id: v.photo.id, reason: t(`photos.reason.${v.photo.reject_reason ?? 'other'}`) }),
      ),
    failed,
  });
  const busy = approve.busy || reject.busy;

  const go = (to: number) => {
    closeReject();
    if (to < 0) {
      // The previous page opens at its last photo, the next at its first.
      if (page.prev) {
        setIndex(Number.MAX_SAFE_INTEGER);
        void navigate(`/staff/photos?${listQuery}before=${encodeURIComponent(page.prev)}`);
      }
      return;
    }
    if (to >= items.length) {
      if (page.next) {
        setIndex(0);
        void navigate(`/staff/photos?${listQuery}after=${encodeURIComponent(page.next)}`);
      }
      return;
    }
    setIndex(to);
    focusPhoto.current = true;
  };
  const doApprove = () => {
    if (current && !busy) approve.submit({ id: current.id });
  };
  const doReject = (r: PhotoRejectReason | null = reason) => {
    if (current && r && !busy)
      reject.submit({ id: current.id, reason: r, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !current) return;
    if (e.key === 'Escape' && rejecting) {
      e.preventDefault();
      closeReject();
      focusPhoto.current = true;
      photoRef.current?.focus();
      return;
    }
    if (typing(e.target)) return;
    const key = e.key.toLowerCase();
    if (rejecting && /^[1-5]$/.test(key)) {
      e.preventDefault();
      const picked = PHOTO_REJECT_REASONS[Number(key) - 1]!;
      setReason(picked);
      doReject(picked);
    } else if (key === 'a' && !rejecting) {
      e.preventDefault();
      doApprove();
    } else if (key === 'r' && !rejecting) {
      e.preventDefault();
      setRejecting(true);
    } else if (key === 'j') {
      e.preventDefault();
      go(Math.min(index, items.length - 1) + 1);
    } else if (key === 'k') {
      e.preventDefault();
      go(Math.min(index, items.length - 1) - 1);
    }
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const src = (file: string) => `${STAFF_MEDIA_PATH}${file}`;

  return (
    <>
      <h1 className="h3 mb-3">{t('staff.photos.title')}</h1>
      <nav aria-label={t('staff.photos.tabs')}>
        <ul className="nav nav-tabs mb-3">
          {(['queue', 'score', 'auto'] as const).map((l) => (
            <li className="nav-item" key={l}>
              <Link
                className={`nav-link${page.list === l ? ' active' : ''}`}
                aria-current={page.list === l ? 'page' : undefined}
                to={l === 'queue' ? '/staff/photos' : `/staff/photos?list=${l}`}
              >
                {t(`staff.photos.tab.${l}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.list === 'auto' && (
        <p className="text-body-secondary">{t('staff.photos.autoIntro', { days: AUTO_APPROVED_DAYS })}</p>
      )}
      {page.list === 'score' && <p className="text-body-secondary">{t('staff.photos.scoreIntro')}</p>}

      <div
        role="status"
        aria-live="polite"
        className={notice ? `alert alert-${notice.variant} py-2` : 'visually-hidden'}
      >
        {notice?.text}
      </div>

      {loading && (
        <p className="d-flex align-items-center gap-2 text-body-secondary" role="status">
          <Spinner /> {t('staff.photos.loading')}
        </p>
      )}

      {!current ? (
        <section className="card shadow-sm klik-inspect-empty" aria-labelledby="inspect-empty">
          <div className="card-body text-center py-5">
            <h2 id="inspect-empty" className="h4">
              {t('staff.photos.empty')}
            </h2>
            <p className="text-body-secondary mb-0">
              {page.list === 'auto' ? t('staff.photos.emptyAuto') : t('staff.photos.emptyText')}
            </p>
          </div>
        </section>
      ) : (
        <div className="klik-inspect" aria-busy={loading || busy || undefined}>
          <ol className="klik-inspect-strip list-unstyled" aria-label={t('staff.photos.list')}>
            {items.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="klik-inspect-thumb"
                  aria-current={item.id === current.id ? 'true' : undefined}
                  aria-label={t('staff.photos.thumbLabel', { n: i + 1, name: item.member.name })}
                  onClick={() => go(i)}
                >
                  <img src={src(item.thumb_filename)} alt="" width={72} height={72} loading="lazy" />
                  {screenFlagged(item.screen_score) && (
                    <span className="klik-inspect-flag badge text-bg-danger">{t('staff.photos.flagShort')}</span>
                  )}
                </button>
              </li>
            ))}
          </ol>

          <section className="klik-inspect-main" aria-labelledby="inspect-photo-title">
            <h2 id="inspect-photo-title" className="visually-hidden">
              {t('staff.photos.position', { n: Math.min(index, items.length - 1) + 1, count: items.length })}
            </h2>
            <figure ref={photoRef} tabIndex={-1} className="klik-inspect-photo mb-0" data-photo-id={current.id}>
              <img
                key={current.id}
                src={src(current.filename)}
                alt={t('staff.photos.photoOf', {
                  name: current.member.name,
                  id: current.id,
                  width: current.width,
                  height: current.height,
                })}
                width={current.width}
                height={current.height}
              />
            </figure>

            <div className="klik-inspect-side">
              <dl className="mb-3">
                <dt className="small text-body-secondary">{t('staff.photos.member')}</dt>
                <dd className="fs-5 mb-0" data-testid="inspect-member">
                  {current.member.age !== null
                    ? t('staff.photos.memberLine', { name: current.member.name, age: current.member.age })
                    : current.member.name}
                </dd>
                <dd className="small text-body-secondary mb-0">
                  {t('staff.photos.memberId', { id: current.member.id })}
                </dd>
                <dd className="small text-body-secondary">
                  {t('staff.photos.uploaded', { date: formatStaffDate(current.created_at, locale) })}
                </dd>
                <dt className="small text-body-secondary">{t('staff.photos.screen')}</dt>
                <dd data-testid="inspect-screen">
                  <ScreenScore score={current.screen_score} />
                </dd>
              </dl>

              <h3 className="h6">{t('staff.photos.others')}</h3>
              {current.other_photos.length === 0 ? (
                <p className="small text-body-secondary">{t('staff.photos.noOthers')}</p>
              ) : (
                <ul className="klik-inspect-others list-unstyled">
                  {current.other_photos.map((p) => (
                    <li key={p.id}>
                      <img src={src(p.thumb_filename)} alt="" width={96} height={96} loading="lazy" />
                      <span className={`badge klik-inspect-status-${p.status}`}>
                        {t(`staff.photos.status.${p.status}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}

              {!rejecting ? (
                <div className="d-flex flex-wrap gap-2 mt-3">
                  <button
                    type="button"
                    className="btn btn-success"
                    onClick={doApprove}
                    disabled={busy}
                    aria-keyshortcuts="A"
                  >
                    {approve.busy && <Spinner />}{' '}
                    {page.list === 'auto' ? t('staff.photos.confirm') : t('staff.photos.approve')} <kbd>A</kbd>
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    onClick={() => setRejecting(true)}
                    disabled={busy}
                    aria-keyshortcuts="R"
                  >
                    {t('staff.photos.reject')} <kbd>R</kbd>
                  </button>
                </div>
              ) : (
                <form
                  className="klik-inspect-reject mt-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                    doReject();
                  }}
                >
                  <fieldset>
                    <legend className="h6">{t('staff.photos.rejectTitle')}</legend>
                    {PHOTO_REJECT_REASONS.map((r, i) => (
                      <div className="form-check" key={r}>
                        <input
                          ref={i === 0 ? firstReasonRef : undefined}
                          className="form-check-input"
                          type="radio"
                          name="reject-reason"
                          id={`reject-reason-${r}`}
                          value={r}
                          checked={reason === r}
                          onChange={() => setReason(r)}
                          aria-keyshortcuts={String(i + 1)}
                        />
                        <label className="form-check-label" htmlFor={`reject-reason-${r}`}>
                          <kbd>{i + 1}</kbd> {t(`photos.reason.${r}`)}
                        </label>
                      </div>
                    ))}
                  </fieldset>
                  <label htmlFor="reject-note" className="form-label small mt-2">
                    {t('staff.photos.note')}
                  </label>
                  <textarea
                    id="reject-note"
                    className="form-control form-control-sm"
                    rows={2}
                    maxLength={500}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                  <div className="d-flex gap-2 mt-2">
                    <button type="submit" className="btn btn-danger" disabled={!reason || busy}>
                      {reject.busy && <Spinner />} {t('staff.photos.rejectSubmit')}
                    </button>
                    <button type="button" className="btn btn-outline-secondary" onClick={closeReject}>
                      {t('staff.photos.cancel')} <kbd>Esc</kbd>
                    </button>
                  </div>
                </form>
              )}
            </div>
          </section>
        </div>
      )}

      <p className="klik-inspect-keys small text-body-secondary mt-3" aria-label={t('staff.photos.keys')}>
        <Kbd k="A" text={t('staff.photos.key.approve')} /> · <Kbd k="R" text={t('staff.photos.key.reject')} /> ·{' '}
        <Kbd k="1–5" text={t('staff.photos.key.pick')} /> · <Kbd k="J" text={t('staff.photos.key.next')} /> ·{' '}
        <Kbd k="K" text={t('staff.photos.key.prev')} /> · <Kbd k="Esc" text={t('staff.photos.key.cancel')} />
      </p>

      <nav className="d-flex gap-3 mt-2" aria-label={t('staff.photos.title')}>
        {page.prev && (
          <Link to={`/staff/photos?${listQuery}before=${encodeURIComponent(page.prev)}`}>{t('staff.photos.prev')}</Link>
        )}
        {page.next && (
          <Link to={`/staff/photos?${listQuery}after=${encodeURIComponent(page.next)}`} className="ms-auto">
            {t('staff.photos.next')}
          </Link>
        )}
      </nav>
    </>
  );
}

/**
 * The pre-screening's score in words (decision 042): a percentage, "mogelijk naakt" from the flag
 * score on, or that it is still to come. Only a hint: the moderator decides.
 */
function ScreenScore({ score }: { score: number | null }) {
  const t = useT();
  const { locale } = useI18n();
  if (score === null) return <span className="small text-body-secondary">{t('staff.photos.screenPending')}</span>;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(score);
  return screenFlagged(score) ? (
    <span className="badge text-bg-danger">{t('staff.photos.screenFlagged', { percent })}</span>
  ) : (
    <span className="small">{t('staff.photos.screenScore', { percent })}</span>
  );
}
