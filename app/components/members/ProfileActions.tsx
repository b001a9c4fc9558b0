import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { Link } from 'react-router';
import type { LikeResult } from '../../../common/api/likes.ts';
import type { PublicProfile } from '../../../common/api/profiles.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { AuthAction } from './AuthPrompt.tsx';
import { likeMember, unlikeMember } from '../likes/like-api.ts';
import '../likes/likes.css';

const AuthPrompt = lazy(() => import('./AuthPrompt.tsx').then((m) => ({ default: m.AuthPrompt })));
const BlockConfirmModal = lazy(() => import('./BlockConfirmModal.tsx'));

export interface ProfileActionsProps {
  profile: Pick<PublicProfile, 'id' | 'name' | 'blocked_by_me'>;
  loggedIn: boolean;
  /** Whether the viewer likes this member: shows Unlike instead of Like. */
  liked?: boolean;
  /**
   * After a like (POST /api/like.php) or unlike (DELETE) has succeeded on the server, with its
   * answer: the parent shows the mutual state and reloads what depends on it.
   */
  onLikeChange?: (result: LikeResult) => void;
  onGift: () => void;
  /** After a block or unblock has succeeded on the server. */
  onBlockedChange?: (blocked: boolean) => void;
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

function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

/**
 * The member profile buttons of spec §2: like / unlike, message, gift, block / unblock. Like and
 * unlike are done here (POST / DELETE /api/like.php; a like that makes a match says 'Het is een
 * match!'); gift is the parent's (`onGift`); message is a link to the chat; block and unblock are
 * done here (POST / DELETE /api/block.php), block after a confirmation. Visitors get the login
 * prompt for every one of them (spec §6: member-only actions).
 */
export function ProfileActions({ profile, loggedIn, liked: likedProp = false, onLikeChange, onGift, onBlockedChange, onAuthRequired }: ProfileActionsProps) {
  const t = useT();
  const { id, name } = profile;
  const [blocked, setBlocked] = useState(profile.blocked_by_me);
  const [confirming, setConfirming] = useState(false);
  const [confirmOpened, setConfirmOpened] = useState(false);
  useEffect(() => {
    if (confirming) setConfirmOpened(true);
  }, [confirming]);
  const [busy, setBusy] = useState(false);
  const [liked, setLiked] = useState(likedProp);
  const [likeBusy, setLikeBusy] = useState(false);
  const likeToggle = useRef<HTMLButtonElement>(null);
  const focusLikeToggle = useRef(false);
  const [blockError, setBlockError] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastState | null>(null);
  const [prompt, setPrompt] = useState<AuthAction | null>(null);
  const focusNext = useRef(false);
  const focusAfterModal = useRef(false);
  const blockToggle = useRef<HTMLButtonElement>(null);

  // After an unblock the button that was pressed is gone: focus its counterpart (Block).
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    blockToggle.current?.focus();
  }, [blocked]);

  // The parent's view after a reload wins (e.g. unliked in another tab).
  useEffect(() => setLiked(likedProp), [likedProp]);
  // Like and Unlike are two buttons: keep focus on whichever is shown after pressing.
  useEffect(() => {
    if (!focusLikeToggle.current) return;
    focusLikeToggle.current = false;
    likeToggle.current?.focus();
  }, [liked]);

  const toggleLike = async (like: boolean) => {
    if (likeBusy) return;
    setLikeBusy(true);
    try {
      const result = like ? await likeMember(id, 'profile') : await unlikeMember(id);
      focusLikeToggle.current = true;
      setLiked(result.liked);
      setToast(
        like && result.match
          ? { title: t('likes.ui.itsAMatch'), text: t('likes.ui.matchText', { name }), variant: 'primary', key: Date.now() }
          : { text: t(like ? 'likes.ui.likedToast' : 'likes.ui.unlikedToast', { name }), variant: like ? 'success' : 'secondary', key: Date.now() },
      );
      onLikeChange?.(result);
    } catch (err) {
      setToast({ text: failureText(err, t('likes.ui.failed')), variant: 'danger', key: Date.now() });
    } finally {
      setLikeBusy(false);
    }
  };

  const memberOnly = (action: AuthAction, run: () => void) => () => {
    if (loggedIn) return run();
    if (onAuthRequired) onAuthRequired(action);
    else setPrompt(action);
  };

  const block = async () => {
    setBusy(true);
    setBlockError(null);
    try {
      await api('POST', '/api/block.php', { id }, { idempotent: true });
      focusAfterModal.current = true;
      setConfirming(false);
      setBlocked(true);
      setToast({ text: t('members.block.done', { name }), variant: 'success', key: Date.now() });
      onBlockedChange?.(true);
    } catch (err) {
      setBlockError(failureText(err, t('error.general')));
    } finally {
      setBusy(false);
    }
  };

  const unblock = async () => {
    setBusy(true);
    try {
      await api('DELETE', '/api/block.php', { id }, { idempotent: true });
      focusNext.current = true;
      setBlocked(false);
      setToast({ text: t('members.block.undone', { name }), variant: 'success', key: Date.now() });
      onBlockedChange?.(false);
    } catch (err) {
      setToast({ text: failureText(err, t('error.general')), variant: 'danger', key: Date.now() });
    } finally {
      setBusy(false);
    }
  };

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
            ref={blockToggle}
            type="button"
            className="btn btn-outline-secondary btn-sm text-nowrap align-self-start align-self-sm-center"
            onClick={() => void unblock()}
            disabled={busy}
            aria-label={t('members.action.unblockLabel', { name })}
          >
            {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {t('members.action.unblock')}
          </button>
        </div>
      ) : (
        <>
          <div className="d-flex flex-wrap gap-2">
            {liked ? (
              <button
                ref={likeToggle}
                type="button"
                className="btn btn-outline-primary klik-like-toggle px-2"
                onClick={memberOnly('like', () => void toggleLike(false))}
                disabled={likeBusy}
                aria-label={t('members.action.unlikeLabel', { name })}
              >
                {likeBusy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <Icon name="heart-fill" className="me-1" />}
                {t('members.action.unlike')}
              </button>
            ) : (
              <button
                ref={likeToggle}
                type="button"
                className="btn btn-primary klik-like-toggle px-2"
                onClick={memberOnly('like', () => void toggleLike(true))}
                disabled={likeBusy}
                aria-label={t('members.action.likeLabel', { name })}
              >
                {likeBusy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <Icon name="heart" className="me-1" />}
                {t('members.action.like')}
              </button>
            )}
            <Link to={`/members/${id}/chat`} className="btn btn-outline-primary flex-fill px-2" onClick={onMessageClick} aria-label={t('members.action.messageLabel', { name })}>
              <Icon name="chat-heart" className="me-1" />
              {t('members.action.message')}
            </Link>
            <button type="button" className="btn btn-outline-primary flex-fill px-2" onClick={memberOnly('gift', onGift)} aria-label={t('members.action.giftLabel', { name })}>
              <Icon name="gift" className="me-1" />
              {t('members.action.gift')}
            </button>
          </div>
          <div className="text-end mt-1">
            <button
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

      {/* The confirmation (react-bootstrap's Modal) loads at the first Block tap (issue #13 §2). */}
      {confirmOpened && (
        <Suspense fallback={null}>
          <BlockConfirmModal
            show={confirming}
            busy={busy}
            name={name}
            error={blockError}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void block()}
            onExited={() => {
              // The Block button the modal came from is gone: focus Unblock instead.
              if (!focusAfterModal.current) return;
              focusAfterModal.current = false;
              blockToggle.current?.focus();
            }}
          />
        </Suspense>
      )}

      {!onAuthRequired && prompt !== null && (
        <Suspense fallback={null}>
          <AuthPrompt action={prompt} member={{ id, name }} onHide={() => setPrompt(null)} />
        </Suspense>
      )}

      {/* react-bootstrap's Toast is role="alert": it is read out when it appears. */}
      <ToastContainer position="bottom-center" className="klik-toast-container p-3">
        <Toast
          key={toast?.key}
          show={toast !== null}
          onClose={() => setToast(null)}
          delay={5000}
          autohide
          bg={toast?.variant}
        >
          <div className="d-flex align-items-center">
            <Toast.Body className="text-white flex-grow-1 d-flex align-items-start gap-2">
              {toast && (
                <Icon
                  name={toast.variant === 'primary' ? 'heart-fill' : toast.variant === 'danger' ? 'exclamation-triangle-fill' : 'check-circle-fill'}
                  className="mt-1"
                />
              )}
              <span>
                {toast?.title && <strong className="d-block fs-6">{toast.title}</strong>}
                {toast?.text}
              </span>
            </Toast.Body>
            <button type="button" className="btn-close btn-close-white me-2" aria-label={t('members.toast.close')} onClick={() => setToast(null)} />
          </div>
        </Toast>
      </ToastContainer>
    </div>
  );
}
