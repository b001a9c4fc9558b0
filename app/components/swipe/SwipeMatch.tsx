import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import type { SwipeCard } from '../../../common/api/likes.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { useUser } from '../../lib/user.ts';
import { Icon } from '../Icon.tsx';
import { photoSrc } from '../../../common/rules/photo-files.ts';

function Avatar({ src, alt }: { src: string | null; alt: string }) {
  return (
    <span className="klik-match-avatar">
      {src ? (
        <img src={src} alt={alt} width={112} height={112} />
      ) : (
        <Icon name="person-circle" size={64} label={alt || undefined} />
      )}
    </span>
  );
}

/** 'Het is een match!': both like each other. On to the chat or the profile, or keep swiping. */
export function SwipeMatch({ profile, onContinue }: { profile: SwipeCard | null; onContinue: () => void }) {
  const t = useT();
  const settings = useSettings();
  const user = useUser();
  const mine = user?.profile.main_image;
  const own = mine ? photoSrc(settings.cdn_prefix, mine.thumb_filename, mine.status) : null;
  const theirs = profile?.main_image ? `${settings.cdn_prefix}${profile.main_image.thumb_filename}` : null;
  return (
    <Modal
      show={profile !== null}
      onHide={onContinue}
      centered
      fullscreen="sm-down"
      contentClassName="klik-match"
      aria-labelledby="swipe-match-title"
    >
      {profile && (
        <Modal.Body className="d-flex flex-column align-items-center justify-content-center text-center p-4">
          <div className="klik-match-hearts" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} style={{ ['--i' as string]: i }}>
                <Icon name="heart-fill" size={18 + (i % 3) * 6} />
              </span>
            ))}
          </div>
          <div className="klik-match-avatars mb-4">
            <Avatar src={own} alt={user?.profile.name ?? ''} />
            <span className="klik-match-heart" aria-hidden="true">
              <Icon name="heart-fill" size={26} />
            </span>
            <Avatar src={theirs} alt={profile.name} />
          </div>
          <h2 id="swipe-match-title" className="klik-match-title mb-2">
            {t('swipe.match.title')}
          </h2>
          <p className="mb-4 fs-5">{t('swipe.match.text', { name: profile.name })}</p>
          <div className="d-grid gap-2 w-100" style={{ maxWidth: '20rem' }}>
            <Link
              to={`/members/${profile.id}/chat`}
              className="btn btn-light btn-lg fw-semibold d-inline-flex align-items-center justify-content-center gap-2 text-primary"
            >
              <Icon name="chat-heart" />
              {t('swipe.match.chat')}
            </Link>
            <Link to={`/members/${profile.id}`} className="btn btn-outline-light">
              {t('swipe.match.profile')}
            </Link>
            <button type="button" className="btn btn-link text-white" onClick={onContinue} autoFocus>
              {t('swipe.match.continue')}
            </button>
          </div>
        </Modal.Body>
      )}
    </Modal>
  );
}
