import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { AutoLikeProfile } from '../../../common/api/likes.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { FictionalMarkView } from '../FictionalMark.tsx';
import { photoUrl } from './rules.ts';
import { initialsOf } from '../../../common/rules/initials.ts';
import './likes.scss';

export interface NewLikeOverlayProps {
  /** The liker (spec §3 auto-like profile): id, name, age and main_image with its `match` path. */
  profile: AutoLikeProfile;
  /** The button's text: the parent decides ('Bekijk profiel', 'Like terug', …) (spec §2). */
  buttonText: string;
  /** Backdrop click, the close button or Escape. */
  onClose: () => void;
  /** The photo was pressed: spec §2 image-pressed event with the profile id. */
  onImagePressed: (profileId: number) => void;
  /** The button was pressed: spec §2 button-pressed event with the profile id. */
  onButtonPressed: (profileId: number) => void;
}

interface ViewProps extends NewLikeOverlayProps {
  /** The photo URL, or null for the initials placeholder. */
  photo: string | null;
  labels: {
    title: string;
    text: string;
    close: string;
    photo: string;
    /** A fictional liker: the site's mark (fictional_singular, fictional_icon) and, for an automatic like, what it is. */
    fictional?: { text: string; icon: string; automatic: string | null };
  };
  dialogRef?: Ref<HTMLDivElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  onKeyDown?: (e: KeyboardEvent<HTMLDivElement>) => void;
}

/** What a click handler needs of an event: enough for tests to pass a plain object. */
type Click = Pick<MouseEvent, 'stopPropagation'>;

/**
 * The overlay's markup and its events, without hooks (so tests call it as a function).
 *
 * Decision (spec §2 "Clicking the overlay closes it"): the whole overlay is the backdrop, so a
 * click anywhere on it closes it, text and heading included. The photo and the button are not
 * part of the backdrop: they emit their own event (image-pressed, button-pressed, with the
 * profile id) and stop the click there, so the parent alone decides what follows (the announcer
 * closes the overlay and opens the profile).
 */
export function NewLikeOverlayView({ profile, buttonText, photo, labels, onClose, onImagePressed, onButtonPressed, dialogRef, buttonRef, onKeyDown }: ViewProps) {
  return (
    <div
      ref={dialogRef}
      className="klik-newlike"
      role="dialog"
      aria-modal="true"
      aria-labelledby="klik-newlike-title"
      aria-describedby="klik-newlike-text"
      data-part="backdrop"
      onClick={() => onClose()}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="btn-close btn-close-white klik-newlike-close"
        aria-label={labels.close}
        data-part="close"
        onClick={(e: Click) => {
          e.stopPropagation();
          onClose();
        }}
      />
      <div className="klik-newlike-body">
        <Icon name="heart-fill" size={40} className="klik-newlike-heart" />
        <h2 id="klik-newlike-title" className="klik-newlike-title">{labels.title}</h2>
        <button
          type="button"
          className="klik-newlike-photo"
          aria-label={labels.photo}
          data-part="photo"
          onClick={(e: Click) => {
            e.stopPropagation();
            onImagePressed(profile.id);
          }}
        >
          {photo ? (
            <img src={photo} alt="" width={320} height={320} decoding="async" />
          ) : (
            <span className="klik-newlike-initials" aria-hidden="true">{initialsOf(profile.name)}</span>
          )}
        </button>
        {labels.fictional && <FictionalMarkView text={labels.fictional.text} icon={labels.fictional.icon} variant="light" className="klik-newlike-fictional" />}
        <p id="klik-newlike-text" className="klik-newlike-text">
          {labels.text}
          {labels.fictional?.automatic && <span className="klik-newlike-automatic d-block">{labels.fictional.automatic}</span>}
        </p>
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-light btn-lg rounded-pill fw-semibold klik-newlike-button"
          data-part="button"
          onClick={(e: Click) => {
            e.stopPropagation();
            onButtonPressed(profile.id);
          }}
        >
          <Icon name="heart-fill" className="me-2 text-primary" />
          {buttonText}
        </button>
      </div>
    </div>
  );
}

/** Keyboard in the overlay: Escape closes; Tab and Shift+Tab stay inside it (focus trap). */
export function overlayKeyDown(e: Pick<KeyboardEvent<HTMLElement>, 'key' | 'shiftKey' | 'preventDefault' | 'stopPropagation' | 'currentTarget'>, onClose: () => void): void {
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    onClose();
    return;
  }
  if (e.key !== 'Tab') return;
  const focusable = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]'));
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = e.currentTarget.ownerDocument.activeElement;
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * Spec §2 'New like!' full-screen overlay: the liker's photo and a button whose text the parent
 * supplies. Focus moves to the button and stays inside the overlay; Escape closes it; the page
 * behind does not scroll while it is open; on close focus returns where it was.
 */
export function NewLikeOverlay(props: NewLikeOverlayProps) {
  const t = useT();
  const settings = useSettings();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { profile } = props;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    buttonRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const photo = profile.main_image ? photoUrl(settings.cdn_prefix, profile.main_image.match) : null;
  return (
    <NewLikeOverlayView
      {...props}
      photo={photo}
      labels={{
        title: t('likes.ui.overlay.title'),
        text: t('likes.ui.overlay.text', { name: profile.name, age: profile.age }),
        close: t('likes.ui.overlay.close'),
        photo: t('likes.ui.overlay.photoLabel', { name: profile.name }),
        fictional: profile.fictional
          ? {
              text: settings.fictional_singular,
              icon: settings.fictional_icon,
              automatic: profile.automatic ? t('likes.ui.automaticLike', { fictional: settings.fictional_singular }) : null,
            }
          : undefined,
      }}
      buttonRef={buttonRef}
      onKeyDown={(e) => overlayKeyDown(e, props.onClose)}
    />
  );
}
