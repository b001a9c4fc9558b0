import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { SiteTheme } from '../../../common/site.ts';
import {
  LANDER_MEDIA_KINDS,
  LANDER_VIDEO_MAX_BYTES,
  landerMediaMaxBytes,
  siteAssetUrl,
  type LanderMediaKind,
} from '../../../common/rules/site-assets.ts';
import { useT } from '../../lib/i18n.tsx';
import { api } from '../../lib/api.ts';
import { readFailure } from '../../lib/action-core.ts';
import { UploadError, uploadFile } from '../../lib/upload.ts';
import { themeOf } from './theme-of.ts';

/** What each file chooser offers; the server judges by the content (server/modules/site-assets/lander-media.ts). */
const ACCEPT: Record<LanderMediaKind, string> = {
  lander_video: 'video/mp4,video/webm',
  lander_poster: 'image/png,image/jpeg,image/webp,image/avif',
  lander_captions: 'text/vtt,.vtt',
};

/**
 * The video landers' media of one site in the console (decision 054): the video, its poster and
 * captions, each uploaded (with its progress: a video may be 20 MB) or removed on its own through
 * `/staff/api/sites/:id/lander-media/:kind`, as the theme images are; the page data is loaded again
 * after each.
 */
export function LanderMediaFields({
  siteId,
  theme,
  onChange,
}: {
  siteId: number;
  theme: Pick<SiteTheme, LanderMediaKind>;
  onChange(theme: SiteTheme): void;
}) {
  const t = useT();
  return (
    <>
      <p className="text-body-secondary">{t('staff.landerMedia.help', { mb: LANDER_VIDEO_MAX_BYTES / 1024 / 1024 })}</p>
      {LANDER_MEDIA_KINDS.map((kind) => (
        <LanderMediaField key={kind} siteId={siteId} kind={kind} name={theme[kind]} onChange={onChange} />
      ))}
    </>
  );
}

function LanderMediaField({
  siteId,
  kind,
  name,
  onChange,
}: {
  siteId: number;
  kind: LanderMediaKind;
  name: string | null;
  onChange(theme: SiteTheme): void;
}) {
  const t = useT();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // What is under way: the upload's share sent, the server's check, or a removal.
  const [busy, setBusy] = useState<{ percent: number } | 'processing' | 'removing' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { revalidate } = useRevalidator();
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const url = `/staff/api/sites/${siteId}/lander-media/${kind}`;
  useEffect(() => () => xhrRef.current?.abort(), []);

  const done = (theme: SiteTheme, text: string) => {
    setMessage({ ok: true, text });
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    onChange(theme);
    void revalidate();
  };

  const upload = async () => {
    if (!file || busy) return;
    setMessage(null);
    const max = landerMediaMaxBytes(kind);
    if (file.size > max) {
      setMessage({
        ok: false,
        text: t('staff.landerMedia.tooBig', { mb: Math.round((max / 1024 / 1024) * 100) / 100 }),
      });
      return;
    }
    setBusy({ percent: 0 });
    try {
      const theme = await uploadFile(
        url,
        'file',
        file,
        themeOf,
        {
          xhrRef,
          onProgress: (f) => setBusy({ percent: Math.min(100, Math.round(f * 100)) }),
          onSent: () => setBusy('processing'),
        },
        t('staff.siteAssets.failed'),
      );
      done(theme, t('staff.landerMedia.uploaded'));
    } catch (err) {
      if (!(err instanceof UploadError && err.aborted))
        setMessage({ ok: false, text: (err instanceof Error && err.message) || t('staff.siteAssets.failed') });
    }
    setBusy(null);
  };

  const remove = async () => {
    if (busy) return;
    setMessage(null);
    setBusy('removing');
    try {
      const { theme } = await api<{ theme: SiteTheme }>('DELETE', url);
      done(theme, t('staff.landerMedia.removed'));
    } catch (err) {
      setMessage({ ok: false, text: readFailure(err, t('staff.siteAssets.failed')).message });
    }
    setBusy(null);
  };

  const status =
    busy === 'processing'
      ? t('staff.siteAssets.processing')
      : busy === 'removing'
        ? t('staff.siteAssets.removing')
        : busy
          ? t('staff.siteAssets.uploading', { percent: busy.percent })
          : null;

  return (
    <div className="border rounded p-2 mb-2" data-lander-media={kind}>
      <label htmlFor={`${id}-file`} className="form-label fw-semibold mb-1">
        {t(`staff.landerMedia.${kind}`)}
      </label>
      <p className="small text-body-secondary mb-1 text-break">
        {name ? (
          <a href={siteAssetUrl(name)} target="_blank" rel="noopener">
            {name}
          </a>
        ) : (
          t('staff.landerMedia.none')
        )}
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          className="form-control form-control-sm w-auto flex-grow-1"
          accept={ACCEPT[kind]}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          disabled={busy !== null}
        />
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={!file || busy !== null}
          onClick={() => void upload()}
        >
          {t('staff.landerMedia.upload')}
        </button>
        {name && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {t('staff.landerMedia.remove')}
          </button>
        )}
      </div>
      {status && (
        <p className="small mt-1 mb-0 text-body-secondary" role="status">
          {status}
        </p>
      )}
      {!status && message && (
        <p
          className={`small mt-1 mb-0 ${message.ok ? 'text-success' : 'text-danger'}`}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
