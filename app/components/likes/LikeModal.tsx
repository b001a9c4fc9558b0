import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useLocation, useNavigate } from 'react-router';
import type { LikesPayload } from '../../../common/api/likes.ts';
import type { ProfileCard } from '../../../common/api/profiles.ts';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { Icon } from '../Icon.tsx';
import { likeModalDelayMs, searchWithout } from './rules.ts';
import { initialsOf } from '../../../common/rules/initials.ts';
import './likes.scss';

/**
 * Product §2 like modal: appears after the number of seconds in query parameter `t` (e.g. ?t=5, as
 * links in mails and notifications carry it); `t` is then removed from the address (replace, the
 * other parameters kept), so a reload or a shared link does not show it again.
 *
 * What it shows is our choice, the spec names only the view-profile button: the newest received
 * like that is still new (GET /api/likes.php: `liked_by` lists new likes first, newest first, so
 * its first entry when `like_new`), with that member's card and a button to /likes/m/{id}, where
 * opening the profile clears the new flag. When there is no new like, nothing is shown.
 */
export function LikeModal() {
  const t = useT();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [liker, setLiker] = useState<ProfileCard | null>(null);
  const delay = likeModalDelayMs(location.search);

  useEffect(() => {
    if (delay === null) return;
    // Once it has fired, removing `t` changes the location: the answer is still shown.
    const timer = setTimeout(() => {
      void navigate(
        { pathname: location.pathname, search: searchWithout(location.search, 't'), hash: location.hash },
        { replace: true, preventScrollReset: true, state: location.state },
      );
      api<LikesPayload>('GET', '/api/likes.php')
        .then((likes) => {
          const first = likes.liked_by[0];
          if (!first?.like_new) return;
          setLiker(likes.profiles.find((p) => p.id === first.id) ?? null);
        })
        .catch(() => {
          // No modal when the likes cannot be loaded.
        });
    }, delay);
    return () => clearTimeout(timer);
    // Only a new `t` starts the timer; the rest of the location is read when it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay, location.key]);

  const img = liker?.main_image ? `${settings.cdn_prefix}${liker.main_image.thumb_filename}` : null;
  const close = () => setLiker(null);
  return (
    <Modal
      show={liker !== null}
      onHide={close}
      centered
      aria-labelledby="klik-likemodal-title"
      aria-describedby="klik-likemodal-text"
    >
      {liker && (
        <>
          <Modal.Header closeButton closeLabel={t('likes.ui.overlay.close')} className="border-0 pb-0">
            <Modal.Title as="h2" id="klik-likemodal-title" className="h5 mb-0 d-flex align-items-center gap-2">
              <Icon name="heart-fill" className="text-primary" />
              {t('likes.ui.modal.title')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="text-center pt-3">
            <div className="klik-likemodal-photo mb-3">
              {img ? (
                <img src={img} alt="" width={128} height={128} />
              ) : (
                <span className="klik-card-initials" aria-hidden="true">
                  {initialsOf(liker.name)}
                </span>
              )}
            </div>
            <p className="fw-semibold fs-5 mb-0">
              {liker.name}, {liker.age}
            </p>
            {(liker.place ?? liker.region) && (
              <p className="text-body-secondary small mb-2">{liker.place ?? liker.region}</p>
            )}
            <p id="klik-likemodal-text" className="mb-0">
              {t('likes.ui.modal.text', { name: liker.name })}
            </p>
          </Modal.Body>
          <Modal.Footer className="border-0 flex-column flex-sm-row-reverse align-items-stretch gap-2">
            <button
              type="button"
              className="btn btn-primary flex-sm-fill m-0"
              onClick={() => {
                close();
                void navigate(`/likes/m/${liker.id}`);
              }}
            >
              {t('likes.ui.modal.viewProfile')}
            </button>
            <button type="button" className="btn btn-outline-secondary flex-sm-fill m-0" onClick={close}>
              {t('likes.ui.modal.later')}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
