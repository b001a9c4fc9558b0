import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Toast } from '../../ui/Toast.tsx';
import { Link } from 'react-router';
import type { PublicProfile } from '../../../common/api/profiles.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { useFocusAfterRender } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Icon } from '../Icon.tsx';
import type { AuthAction } from './AuthPrompt.tsx';
import { blockMember, unblockMember } from './actions.ts';
import { likeMember, unlikeMember } from '../likes/actions.ts';
import '../likes/likes.scss';

const AuthPrompt = lazy(() => import('./AuthPrompt.tsx').then((m) => ({ default: m.AuthPrompt })));
const BlockConfirmModal = lazy(() => import('./BlockConfirmModal.tsx'));
// "Melden" opens its dialog, a chunk of its own loaded at the first tap.
const ReportDialog = lazy(() => import('../reports/ReportDialog.tsx'));

export interface ProfileActionsProps {
  /** `blocked_by_me` from the page data, which is loaded again after a block or unblock. */
  profile: Pick<PublicProfile, 'id' | 'name' | 'blocked_by_me'>;
  loggedIn: boolean;
  /** Whether the viewer likes this member (the page data): shows Unlike instead of Like. */
  liked?: boolean;
  onGift: () => void;
  /**
   * A visitor asked for a member-only action. Without this handler the login prompt is shown here;
   * pass it to show one shared prompt (e.g. also for the locked photos).
   */
  onAuthRequired?: (action: AuthAction) => void;
}

interface ToastState {
  text: string;
  variant: 'success' | 'danger' | 'primary' | 'secondary';
  /** A bold first line ('Het is een match!'). */
  title?: string;
  key: number;
}

/**
 * The member profile buttons of product §2: like / unlike, message, gift, block / unblock. Like and
 * unlike are done here (POST / DELETE /api/like.php; a like that makes a match says 'Het is een
 * match!'); gift is the parent's (`onGift`); message is a link to the chat; block and unblock are
 * done here (POST / DELETE /api/block.php), block after a confirmation. Visitors get the login
 * prompt for every one of them (product §6: member-only actions). Each write loads the page data
 * again: the relation ('Jullie vinden elkaar leuk'), the block state and the top bar's badges.
 */
export function ProfileActions({ profile, loggedIn, liked = false, onGift, onAuthRequired }: ProfileActionsProps) {
  const t = useT();
  const { id, name } = profile;
  const blocked = profile.blocked_by_me;
  const [confirming, setConfirming] = useState(false);
  const [confirmOpened, setConfirmOpened] = useState(false);
  useEffect(() => {
    if (confirming) setConfirmOpened(true);
  }, [confirming]);
  const [blockError, setBlockError] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastState | null>(null);
  const [prompt, setPrompt] = useState<AuthAction | null>(null);
  // Each opening of the report dialog mounts it anew (the key), so it starts at the form.
  const [report, setReport] = useState<{ open: boolean; key: number } | null>(null);
  const reportToggle = useRef<HTMLButtonElement>(null);
  const focusAfterModal = useRef(false);
  const blockToggle = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const likeToggleId = `like-toggle-${id}`;
  const blockToggleId = `block-toggle-${id}`;

  const likeFailed = (failure: { message: string }) =>
    setToast({ text: failure.message, variant: 'danger', key: Date.now() });
  const like = useAction(likeMember, {
    done: (result) => {
      setToast(
        result.match
          ? {
              title: t('likes.ui.itsAMatch'),
              text: t('likes.ui.matchText', { name }),
              variant: 'primary',
              key: Date.now(),
            }
          : { text: t('likes.ui.likedToast', { name }), variant: 'success', key: Date.now() },
      );
      // Like and Unlike are two buttons: keep focus on whichever is shown after pressing.
      focusAfterRender(likeToggleId);
    },
    failed: likeFailed,
    fallback: t('likes.ui.failed'),
  });
  const unlike = useAction(unlikeMember, {
    done: () => {
      setToast({ text: t('likes.ui.unlikedToast', { name }), variant: 'secondary', key: Date.now() });
      focusAfterRender(likeToggleId);
    },
    failed: likeFailed,
    fallback: t('likes.ui.failed'),
  });
  const likeBusy = like.busy || unlike.busy;
  const toggleLike = (on: boolean) => {
    if (likeBusy) return;
    if (on) like.submit({ id, source: 'profile' });
    else unlike.submit({ id });
  };

  const block = useAction(blockMember, {
    done: () => {
      focusAfterModal.current = true;
      setConfirming(false);
      setToast({ text: t('members.block.done', { name }), variant: 'success', key: Date.now() });
    },
    failed: (failure) => setBlockError(failure.message),
  });
  const unblock = useAction(unblockMember, {
    done: () => {
      setToast({ text: t('members.block.undone', { name }), variant: 'success', key: Date.now() });
      // The button that was pressed is gone: focus its counterpart (Block).
      focusAfterRender(blockToggleId);
    },
    failed: (failure) => setToast({ text: failure.message, variant: 'danger', key: Date.now() }),
  });
  const busy = block.busy || unblock.busy;

  const memberOnly = (action: AuthAction, run: () => void) => () => {
    if (loggedIn) return run();
    if (onAuthRequired) onAuthRequired(action);
    else setPrompt(action);
  };

  const openReport = memberOnly('report', () => setReport({ open: true, key: Date.now() }));
  const reportButton = (
    <button
      ref={reportToggle}
      type="button"
      className="btn btn-link btn-sm text-body-secondary text-decoration-none px-0"
      onClick={openReport}
      aria-label={t('report.ui.openLabel', { name })}
    >
      <Icon name="flag" size={14} className="me-1" />
      {t('report.ui.open')}
    </button>
  );

  const onMessageClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn) return;
    e.preventDefault();
    memberOnly('message', () => {})();
  };

  return (
    <div className="klik-profile-actions" role="group" aria-label={t('members.action.label', { name })}>
      {blocked ? (
        <div className="alert alert-light border d-flex flex-column flex-sm-row align-items-sm-center gap-2 mb-0">
          <span className="d-flex gap-2 flex-grow-1">
            <Icon name="slash-circle" className="mt-1" />
            <span>{t('members.block.state', { name })}</span>
          </span>
          <button
            id={blockToggleId}
            ref={blockToggle}
            type="button"
            className="btn btn-outline-secondary btn-sm text-nowrap align-self-start align-self-sm-center"
            onClick={() => unblock.submit({ id })}
            disabled={busy}
            aria-label={t('members.action.unblockLabel', { name })}
          >
            {busy && <Spinner className="me-1" />}
            {t('members.action.unblock')}
          </button>
        </div>
      ) : null}
      {blocked ? (
        <div className="text-end mt-1">{reportButton}</div>
      ) : (
        <>
          <div className="d-flex flex-wrap gap-2">
            {liked ? (
              <button
                id={likeToggleId}
                type="button"
                className="btn btn-outline-primary klik-like-toggle px-2"
                onClick={memberOnly('like', () => toggleLike(false))}
                disabled={likeBusy}
                aria-label={t('members.action.unlikeLabel', { name })}
              >
                {likeBusy ? <Spinner className="me-1" /> : <Icon name="heart-fill" className="me-1" />}
                {t('members.action.unlike')}
              </button>
            ) : (
              <button
                id={likeToggleId}
                type="button"
                className="btn btn-primary klik-like-toggle px-2"
                onClick={memberOnly('like', () => toggleLike(true))}
                disabled={likeBusy}
                aria-label={t('members.action.likeLabel', { name })}
              >
                {likeBusy ? <Spinner className="me-1" /> : <Icon name="heart" className="me-1" />}
                {t('members.action.like')}
              </button>
            )}
            <Link
              to={`/members/${id}/chat`}
              className="btn btn-outline-primary flex-fill px-2"
              onClick={onMessageClick}
              aria-label={t('members.action.messageLabel', { name })}
            >
              <Icon name="chat-heart" className="me-1" />
              {t('members.action.message')}
            </Link>
            <button
              type="button"
              className="btn btn-outline-primary flex-fill px-2"
              onClick={memberOnly('gift', onGift)}
              aria-label={t('members.action.giftLabel', { name })}
            >
              <Icon name="gift" className="me-1" />
              {t('members.action.gift')}
            </button>
          </div>
          <div className="d-flex justify-content-end gap-3 mt-1">
            {reportButton}
            <button
              id={blockToggleId}
              ref={blockToggle}
              type="button"
              className="btn btn-link btn-sm text-body-secondary text-decoration-none px-0"
              onClick={memberOnly('block', () => {
                setBlockError(null);
                setConfirming(true);
              })}
              aria-label={t('members.action.blockLabel', { name })}
            >
              <Icon name="slash-circle" size={14} className="me-1" />
              {t('members.action.block')}
            </button>
          </div>
        </>
      )}

      {/* The confirmation (react-bootstrap's Modal) loads at the first Block tap. */}
      {confirmOpened && (
        <Suspense fallback={null}>
          <BlockConfirmModal
            show={confirming}
            busy={busy}
            name={name}
            error={blockError}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setBlockError(null);
              block.submit({ id });
            }}
            onExited={() => {
              // The Block button the modal came from is gone: focus Unblock instead.
              if (!focusAfterModal.current) return;
              focusAfterModal.current = false;
              blockToggle.current?.focus();
            }}
          />
        </Suspense>
      )}

      {report && (
        <Suspense fallback={null}>
          <ReportDialog
            key={report.key}
            show={report.open}
            member={{ id, name }}
            canBlock={!blocked}
            onHide={() => setReport((r) => (r ? { ...r, open: false } : r))}
            onExited={() => {
              setReport(null);
              // Back to where the dialog came from; after a block the page shows Unblock instead of Block.
              reportToggle.current?.focus();
            }}
          />
        </Suspense>
      )}

      {!onAuthRequired && prompt !== null && (
        <Suspense fallback={null}>
          <AuthPrompt action={prompt} member={{ id, name }} onHide={() => setPrompt(null)} />
        </Suspense>
      )}

      {toast && (
        <Toast
          toastKey={toast.key}
          bg={toast.variant}
          icon={
            toast.variant === 'primary'
              ? 'heart-fill'
              : toast.variant === 'danger'
                ? 'exclamation-triangle-fill'
                : 'check-circle-fill'
          }
          title={toast.title}
          text={toast.text}
          delay={5000}
          onClose={() => setToast(null)}
        />
      )}
    </div>
  );
}
