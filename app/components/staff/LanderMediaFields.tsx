import { useId, useState } from 'react';
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

/** What each file chooser offers; the server judges by the content (server/modules/site-assets/lander-media.ts). */
const ACCEPT: Record<LanderMediaKind, string> = {
  lander_video: 'video/mp4,video/webm',
  lander_poster: 'image/png,image/jpeg,image/webp,image/avif',
  lander_captions: 'text/vtt,.vtt',
};

/**
 * The video landers' media of one site in the console (decision 054): the video, its poster and
 * captions, each uploaded or removed on its own through `/staff/api/sites/:id/lander-media/:kind`
 * (plain requests, as the theme images' uploads are; the page data is loaded again after each).
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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { revalidate } = useRevalidator();
  const url = `/staff/api/sites/${siteId}/lander-media/${kind}`;

  const send = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setMessage(null);
    try {
      let body: FormData | undefined;
      if (method === 'POST') {
        if (!file) return;
        const max = landerMediaMaxBytes(kind);
        if (file.size > max) {
          setMessage({
            ok: false,
            text: t('staff.landerMedia.tooBig', { mb: Math.round((max / 1024 / 1024) * 100) / 100 }),
          });
          return;
        }
        body = new FormData();
        body.append('file', file, file.name);
      }
      const res = await fetch(url, {
        method,
        body,
        headers: { 'x-request-type': 'client', accept: 'application/json' },
      });
      const json = (await res.json().catch(() => ({}))) as { theme?: SiteTheme; message?: string };
      if (!res.ok || !json.theme) {
        setMessage({ ok: false, text: json.message || t('staff.siteAssets.failed') });
        return;
      }
      setMessage({ ok: true, text: t('staff.landerMedia.uploaded') });
      setFile(null);
      onChange(json.theme);
      void revalidate();
    } catch {
      setMessage({ ok: false, text: t('staff.siteAssets.failed') });
    } finally {
      setBusy(false);
    }
  };

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
          id={`${id}-file`}
          type="file"
          className="form-control form-control-sm w-auto flex-grow-1"
          accept={ACCEPT[kind]}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          disabled={busy}
        />
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={!file || busy}
          onClick={() => void send('POST')}
        >
          {t('staff.landerMedia.upload')}
        </button>
        {name && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy}
            onClick={() => void send('DELETE')}
          >
            {t('staff.landerMedia.remove')}
          </button>
        )}
      </div>
      {message && (
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
