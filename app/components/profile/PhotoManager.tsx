import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import { useAction } from '../../lib/actions.ts';
import { UploadError, uploadFile } from '../../lib/upload.ts';
import { useT } from '../../lib/i18n.tsx';
import { usePurchasesAvailable, useSettings } from '../../lib/root-data.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useFocusAfterRender } from '../../ui/form.ts';
import { Icon } from '../Icon.tsx';
import { deletePhoto, setMainPhoto } from './actions.ts';
import { REJECTED_PHOTO_DAYS } from '../../../common/rules/photo-inspection.ts';
import { SectionCard } from './SectionForm.tsx';
import { photoSrc } from '../../../common/rules/photo-files.ts';

/** The server's own ceiling (server/modules/photos/service.ts PHOTO_MAX_BYTES): checked first, before sending 15 MB for nothing. */
const MAX_BYTES = 15 * 1024 * 1024;

/** POST /api/photos.php's answer: 201 with the photo as stored. */
const photoOf = (status: number, body: Record<string, unknown>) =>
  status === 201 && body.photo ? (body.photo as PhotoPayload) : null;

interface Progress {
  n: number;
  total: number;
  percent: number;
  sent: boolean;
}

/**
 * The member's own photos (product §4, §5): thumbnails with 'In beoordeling' while under inspection and
 * a star on the profile photo; per photo 'Als profielfoto instellen' and 'Verwijderen' (confirmed);
 * a tile to add photos (file input, or drag and drop on a desktop) with an upload progress bar;
 * 'x van {limit} foto's'. The list is the page data: after every change it is loaded again with the
 * root data, so the top bar shows the new profile photo. Photos uploaded since are shown until then.
 */
export function PhotoManager({
  photos: loaded,
  limit,
  premium,
}: {
  photos: PhotoPayload[];
  limit: number;
  premium: boolean;
}) {
  const t = useT();
  const settings = useSettings();
  const purchases = usePurchasesAvailable();
  const revalidator = useRevalidator();
  const inputId = useId();
  const [uploaded, setUploaded] = useState<PhotoPayload[]>([]);
  const photos = uploaded.length ? [...loaded, ...uploaded.filter((u) => !loaded.some((p) => p.id === u.id))] : loaded;
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [confirm, setConfirm] = useState<PhotoPayload | null>(null);
  const [dragging, setDragging] = useState(false);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dragDepth = useRef(0);
  const focusAfterRender = useFocusAfterRender();
  /** Where the focus goes once the list has been drawn again after a delete: decided when it is asked. */
  const focusAfterDelete = useRef<string | null>(null);

  const full = photos.length >= limit;

  useEffect(() => () => xhrRef.current?.abort(), []);

  const failed = (failure: { message: string }) => setError(failure.message);
  const main = useAction(setMainPhoto, { done: () => setNotice(t('myprofile.photos.mainSet')), failed });
  const del = useAction(deletePhoto, {
    done: () => {
      setNotice(t('myprofile.photos.deleted'));
      // Once the list is drawn again with its buttons enabled (a disabled button takes no focus).
      focusAfterRender(focusAfterDelete.current ?? inputId);
    },
    failed,
  });
  const pendingId = main.pending?.id ?? del.pending?.id ?? null;

  /**
   * After uploads (an XHR, for its progress, so not an action): the page data again, with the root's
   * thumbnail and profile-photo warning.
   */
  const refresh = async () => {
    setRefreshing(true);
    await revalidator.revalidate();
    setUploaded([]);
    setRefreshing(false);
  };

  const upload = async (list: FileList | File[]) => {
    const files = Array.from(list);
    if (files.length === 0 || progress) return;
    setError(null);
    setNotice(null);
    let added = 0;
    let refused = false;
    for (const [i, file] of files.entries()) {
      if (file.type && !file.type.startsWith('image/')) {
        setError(t('photos.notAnImage'));
        break;
      }
      if (file.size > MAX_BYTES) {
        setError(t('photos.fileTooBig', { mb: MAX_BYTES / 1024 / 1024 }));
        break;
      }
      setProgress({ n: i + 1, total: files.length, percent: 0, sent: false });
      try {
        const photo = await uploadFile(
          '/api/photos.php',
          'photo',
          file,
          photoOf,
          {
            xhrRef,
            onProgress: (f) => setProgress((p) => (p ? { ...p, percent: Math.min(100, Math.round(f * 100)) } : p)),
            onSent: () => setProgress((p) => (p ? { ...p, percent: 100, sent: true } : p)),
          },
          t('error.general'),
        );
        added++;
        setUploaded((prev) => [...prev, photo]);
      } catch (err) {
        if (!(err instanceof UploadError && err.aborted)) {
          setError(err instanceof Error && err.message ? err.message : t('error.general'));
          refused = true;
        }
        break;
      }
    }
    setProgress(null);
    if (inputRef.current) inputRef.current.value = '';
    if (added > 0) setNotice(t('myprofile.photos.uploaded', { count: added }));
    // A refusal may mean the list here is out of date (a photo added in another tab): fetch it again.
    if (added > 0 || refused) await refresh();
  };

  const setMain = (photo: PhotoPayload) => {
    setError(null);
    setNotice(null);
    main.submit({ id: photo.id });
  };

  const remove = (photo: PhotoPayload) => {
    setConfirm(null);
    setError(null);
    setNotice(null);
    const index = photos.findIndex((p) => p.id === photo.id);
    const next = photos[index + 1] ?? photos[index - 1];
    focusAfterDelete.current = next ? `photo-actions-${next.id}` : null;
    del.submit({ id: photo.id });
  };

  const onDragEnter = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    dragDepth.current++;
    setDragging(true);
  };
  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = full ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (!full) void upload(e.dataTransfer.files);
  };

  const hasInspection = photos.some((p) => p.status === 'inspection');
  const hasRejected = photos.some((p) => p.status === 'rejected');

  return (
    <SectionCard
      id="photos"
      title={t('myprofile.section.photos')}
      extra={
        <span className="small text-body-secondary d-flex align-items-center gap-2">
          {refreshing && <Spinner />}
          {t('myprofile.photos.count', { count: photos.length, limit })}
        </span>
      }
    >
      <div
        className={`klik-photo-drop${dragging ? ' klik-photo-drop-active' : ''}`}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        {photos.length === 0 && !progress && <p className="text-body-secondary mb-3">{t('myprofile.photos.empty')}</p>}

        <ul className="klik-photo-grid list-unstyled mb-0">
          {photos.map((photo, i) => {
            const n = i + 1;
            const busy = pendingId === photo.id;
            return (
              <li key={photo.id} className={`klik-photo${photo.main ? ' klik-photo-main' : ''}`}>
                <img
                  src={photoSrc(settings.cdn_prefix, photo.thumb_filename, photo.status)}
                  alt={
                    photo.main
                      ? `${t('myprofile.photos.photoN', { n })}, ${t('myprofile.photos.main')}`
                      : t('myprofile.photos.photoN', { n })
                  }
                  width={320}
                  height={320}
                  loading={i < 6 ? 'eager' : 'lazy'}
                  className={busy ? 'opacity-50' : undefined}
                />
                {photo.main && (
                  <span className="klik-photo-star badge rounded-pill text-bg-primary" aria-hidden="true">
                    <Icon name="star-fill" size={12} />
                  </span>
                )}
                {photo.status === 'inspection' && (
                  <span className="klik-photo-status">
                    <Icon name="hourglass-split" size={12} />
                    <span className="text-truncate">{t('myprofile.photos.inspection')}</span>
                  </span>
                )}
                {photo.status === 'rejected' && (
                  // What a moderator decided, and why, in the member's language.
                  <span
                    className="klik-photo-status klik-photo-rejected"
                    title={photo.reject_reason ? t(`photos.reason.${photo.reject_reason}`) : undefined}
                  >
                    <Icon name="x-circle-fill" size={12} />
                    <span>
                      {photo.reject_reason
                        ? t('myprofile.photos.rejectedReason', { reason: t(`photos.reason.${photo.reject_reason}`) })
                        : t('myprofile.photos.rejected')}
                    </span>
                  </span>
                )}
                {busy && (
                  <div className="klik-photo-busy" aria-hidden="true">
                    <span className="spinner-border text-light" />
                  </div>
                )}
                <Dropdown className="klik-photo-menu" align="end">
                  <Dropdown.Toggle
                    id={`photo-actions-${photo.id}`}
                    variant="light"
                    size="sm"
                    className="rounded-circle shadow-sm klik-photo-menu-toggle"
                    aria-label={t('myprofile.photos.actions', { n })}
                    disabled={busy || pendingId !== null}
                  >
                    <Icon name="three-dots-vertical" />
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    {!photo.main && photo.status !== 'rejected' && (
                      <Dropdown.Item
                        as="button"
                        type="button"
                        onClick={() => setMain(photo)}
                        className="d-flex align-items-center gap-2"
                      >
                        <Icon name="star-fill" />
                        {t('myprofile.photos.setMain')}
                      </Dropdown.Item>
                    )}
                    <Dropdown.Item
                      as="button"
                      type="button"
                      onClick={() => setConfirm(photo)}
                      className="d-flex align-items-center gap-2 text-danger"
                    >
                      <Icon name="trash" />
                      {t('myprofile.photos.delete')}
                    </Dropdown.Item>
                  </Dropdown.Menu>
                </Dropdown>
              </li>
            );
          })}

          {!full && (
            <li className="klik-photo klik-photo-add-tile">
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden klik-photo-input"
                onChange={(e) => e.target.files && void upload(e.target.files)}
                disabled={progress !== null}
                aria-describedby={`${inputId}-hint`}
              />
              <label htmlFor={inputId} className={`klik-photo-add${progress ? ' disabled' : ''}`}>
                <Icon name="plus-lg" size={24} />
                <span className="fw-semibold">{t('myprofile.photos.add')}</span>
                <span className="klik-drop-hint small">
                  {dragging ? t('myprofile.photos.dropHere') : t('myprofile.photos.drop')}
                </span>
              </label>
            </li>
          )}
        </ul>
      </div>

      {!full && (
        <p id={`${inputId}-hint`} className="form-text mb-0">
          {t('myprofile.photos.addHint')}
        </p>
      )}

      {progress && (
        <div className="mt-3">
          <div className="d-flex justify-content-between align-items-center gap-2 mb-1 small">
            <span id={`${inputId}-progress`}>
              {progress.sent
                ? t('myprofile.photos.processing')
                : progress.total > 1
                  ? t('myprofile.photos.uploadingN', {
                      n: progress.n,
                      total: progress.total,
                      percent: progress.percent,
                    })
                  : t('myprofile.photos.uploading', { percent: progress.percent })}
            </span>
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              onClick={() => xhrRef.current?.abort()}
              disabled={progress.sent}
            >
              {t('myprofile.photos.cancelUpload')}
            </button>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-labelledby={`${inputId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div
              className={`progress-bar${progress.sent ? ' progress-bar-striped progress-bar-animated' : ''}`}
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      )}

      {full && (
        <div className="border rounded-3 bg-body-tertiary p-3 mt-3 small">
          {premium ? (
            t('myprofile.photos.limitReached', { limit })
          ) : (
            <>
              <p className="mb-2">{t('photos.limitFree', { max: limit })}</p>
              {purchases && (
                <Link to="/premium" className="btn btn-primary btn-sm">
                  {t('myprofile.photos.goPremium')}
                </Link>
              )}
            </>
          )}
        </div>
      )}

      {photos.length > 1 && (
        <p className="form-text mb-0 mt-2 d-flex align-items-center gap-1">
          <Icon name="star-fill" size={12} className="text-primary" />
          {t('myprofile.photos.starNote')}
        </p>
      )}
      {hasInspection && <p className="form-text mb-0 mt-2">{t('myprofile.photos.inspectionNote')}</p>}
      {hasRejected && (
        <p className="form-text mb-0 mt-2">{t('myprofile.photos.rejectedHint', { days: REJECTED_PHOTO_DAYS })}</p>
      )}

      <div role="alert" className={error ? 'alert alert-danger mt-3 mb-0 small d-flex gap-2' : undefined}>
        {error && (
          <>
            <Icon name="x-circle-fill" className="mt-1" />
            <span>{error}</span>
          </>
        )}
      </div>
      <div role="status" aria-live="polite" className={notice ? 'small text-success mt-2' : 'visually-hidden'}>
        {notice}
      </div>

      <Modal
        show={confirm !== null}
        onHide={() => setConfirm(null)}
        onEntered={() => cancelRef.current?.focus()}
        centered
        aria-labelledby="photo-delete-title"
      >
        <Modal.Header closeButton closeLabel={t('myprofile.close')}>
          <Modal.Title id="photo-delete-title" className="h5">
            {t('myprofile.photos.confirmTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {confirm && (
            <div className="d-flex gap-3 align-items-center">
              <img
                src={photoSrc(settings.cdn_prefix, confirm.thumb_filename, confirm.status)}
                alt=""
                width={72}
                height={72}
                className="rounded object-fit-cover flex-shrink-0"
              />
              <p className="mb-0">
                {t('myprofile.photos.confirmText')}
                {confirm.main && photos.length > 1 && <> {t('myprofile.photos.confirmMain')}</>}
              </p>
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button ref={cancelRef} type="button" className="btn btn-outline-secondary" onClick={() => setConfirm(null)}>
            {t('myprofile.photos.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => confirm && remove(confirm)}>
            <Icon name="trash" className="me-1" />
            {t('myprofile.photos.delete')}
          </button>
        </Modal.Footer>
      </Modal>
    </SectionCard>
  );
}
