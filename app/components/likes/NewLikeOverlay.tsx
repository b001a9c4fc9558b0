import { useEffect, type KeyboardEvent } from 'react';
import type { AutoLikeProfile } from '../../../common/api/likes.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { FictionalMarkView } from '../FictionalMark.tsx';
import { photoUrl } from './rules.ts';
import { initialsOf } from '../../../common/rules/initials.ts';
import './likes.scss';

export interface NewLikeOverlayProps {
  /** The liker (product §3 auto-like profile): id, name, age and main_image with its `match` path. */
  profile: AutoLikeProfile;
  /** The button's text: the parent decides ('Bekijk profiel', 'Like terug', …) (product §2). */
  buttonText: string;
  /** The close button, or Escape inside the banner. */
  onClose: () => void;
  /** The photo was pressed: product §2 image-pressed event with the profile id. */
  onImagePressed: (profileId: number) => void;
  /** The button was pressed: product §2 button-pressed event with the profile id. */
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
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The banner's markup and its events, without hooks (so tests call it as a function).
 *
 * Decision 037: product §2 calls it a full-screen overlay, but it comes by itself a few seconds after
 * a page loads, and then it covered the cards the member was about to tap and took the focus. It
 * is a banner at the bottom of the screen instead (a complementary landmark, no dialog): nothing
 * behind it is blocked, the focus stays where the member is, and it is announced politely (the
 * announcer's status line). The photo and the button emit their events (image-pressed,
 * button-pressed, with the profile id), and the parent alone decides what follows; the close
 * button closes it.
 */
export function NewLikeOverlayView({
  profile,
  buttonText,
  photo,
  labels,
  onClose,
  onImagePressed,
  onButtonPressed,
  onKeyDown,
}: ViewProps) {
  return (
    <aside
      className="klik-newlike"
      aria-labelledby="klik-newlike-title"
      aria-describedby="klik-newlike-text"
      data-part="banner"
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="klik-newlike-photo"
        aria-label={labels.photo}
        data-part="photo"
        onClick={() => onImagePressed(profile.id)}
      >
        {photo ? (
          <img src={photo} alt="" width={56} height={56} decoding="async" />
        ) : (
          <span className="klik-newlike-initials" aria-hidden="true">
            {initialsOf(profile.name)}
          </span>
        )}
      </button>
      <div className="klik-newlike-body">
        <h2 id="klik-newlike-title" className="klik-newlike-title">
          <Icon name="heart-fill" size={16} className="klik-newlike-heart" />
          {labels.title}
        </h2>
        <p id="klik-newlike-text" className="klik-newlike-text">
          {labels.text}
          {labels.fictional?.automatic && (
            <span className="klik-newlike-automatic d-block">{labels.fictional.automatic}</span>
          )}
        </p>
        {labels.fictional && (
          <FictionalMarkView
            text={labels.fictional.text}
            icon={labels.fictional.icon}
            variant="plain"
            className="klik-newlike-fictional"
          />
        )}
        <button
          type="button"
          className="btn btn-primary btn-sm rounded-pill klik-newlike-button"
          data-part="button"
          onClick={() => onButtonPressed(profile.id)}
        >
          {buttonText}
        </button>
      </div>
      <button
        type="button"
        className="btn-close klik-newlike-close"
        aria-label={labels.close}
        data-part="close"
        onClick={onClose}
      />
    </aside>
  );
}

/** Keyboard in the banner: Escape closes it. Tab moves on through the page (no focus trap: it is not a dialog). */
export function overlayKeyDown(
  e: Pick<KeyboardEvent<HTMLElement>, 'key' | 'preventDefault' | 'stopPropagation'>,
  onClose: () => void,
): void {
  if (e.key !== 'Escape') return;
  e.preventDefault();
  e.stopPropagation();
  onClose();
}

/** The polite announcement of a new like (the banner itself is not a live region: it comes with its content). */
export function newLikeAnnouncement(labels: Pick<ViewProps['labels'], 'title' | 'text'>): string {
  return `${labels.title} ${labels.text}`;
}

/** The texts of the banner for a liker. */
export function useNewLikeLabels(profile: AutoLikeProfile | null): ViewProps['labels'] | null {
  const t = useT();
  const settings = useSettings();
  if (!profile) return null;
  return {
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
  };
}

/**
 * Product §2 'New like!' (decision 037: a banner): the liker's photo and a button whose text the parent
 * supplies. The focus is left where it is; while it shows, the page has room below its content.
 */
export function NewLikeOverlay(props: NewLikeOverlayProps & { labels: ViewProps['labels'] }) {
  const settings = useSettings();
  const { profile } = props;

  useEffect(() => {
    document.body.classList.add('klik-newlike-shown');
    return () => document.body.classList.remove('klik-newlike-shown');
  }, []);

  const photo = profile.main_image ? photoUrl(settings.cdn_prefix, profile.main_image.match) : null;
  return <NewLikeOverlayView {...props} photo={photo} onKeyDown={(e) => overlayKeyDown(e, props.onClose)} />;
}
