import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { SiteTheme } from '../../../common/site.ts';
import {
  faviconFile,
  fitInside,
  logoSize,
  SITE_ASSET_MAX_BYTES,
  SOCIAL_IMAGE_SIZE,
  siteAssetUrl,
  THEME_IMAGE_KINDS,
  type ThemeImageKind,
} from '../../../common/rules/site-assets.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { removeThemeImage } from './theme-image-actions.ts';
import { UploadError, uploadFile } from '../../lib/upload.ts';
import { themeOf } from './theme-of.ts';

/** The theme's images, by their stored names (common/site.ts `siteThemeSchema`). */
export type ThemeImagesValue = Pick<SiteTheme, ThemeImageKind>;

export interface ThemeImagesProps {
  siteId: number;
  theme: ThemeImagesValue;
  /** After an upload or a removal: the site's theme as the server now holds it (colours too). */
  onChange(theme: SiteTheme): void;
}

/** What the file chooser offers; the server judges by the content (server/modules/site-assets/pipeline.ts). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/**
 * The console's theme images of one site (admins, `sites.manage`): the logo, the icon (favicon) and
 * the sharing image, each with its preview, an upload with its progress, a remove button and its own
 * error text. Each change is stored and served at once (server/modules/site-assets); `onChange`
 * gets the theme the server answered, and the page data is loaded again.
 */
export function ThemeImages({ siteId, theme, onChange }: ThemeImagesProps) {
  const t = useT();
  // No heading of its own: the page that shows it names the section (SiteThemeEditor's card).
  return (
    <>
      <p className="text-body-secondary">{t('staff.siteAssets.intro')}</p>
      <div className="row g-3">
        {THEME_IMAGE_KINDS.map((kind) => (
          <div className="col-12" key={kind}>
            <ThemeImageField siteId={siteId} kind={kind} name={theme[kind]} onChange={onChange} />
          </div>
        ))}
      </div>
    </>
  );
}

type Busy = { phase: 'uploading'; percent: number } | { phase: 'processing' } | null;

function ThemeImageField({
  siteId,
  kind,
  name,
  onChange,
}: {
  siteId: number;
  kind: ThemeImageKind;
  name: string | null;
  onChange(theme: SiteTheme): void;
}) {
  const t = useT();
  const id = useId();
  const inputId = `${id}-file`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The name shown until the page data has it (an upload is not an action: its result is ours to show).
  const [shown, setShown] = useState<{ name: string | null; over: string | null } | null>(null);
  const { revalidate } = useRevalidator();
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const current = shown && shown.over === name ? shown.name : name;

  useEffect(() => () => xhrRef.current?.abort(), []);

  const remove = useAction(removeThemeImage, {
    done: ({ theme }) => {
      setShown({ name: null, over: name });
      setNotice(t('staff.siteAssets.removed'));
      onChange(theme);
    },
    failed: (f) => setError(f.message),
    fallback: t('staff.siteAssets.failed'),
  });
  const working = busy !== null || remove.busy;

  const upload = async (file: File | undefined) => {
    if (!file || working) return;
    setError(null);
    setNotice(null);
    if (file.size > SITE_ASSET_MAX_BYTES) {
      setError(t('staff.siteAssets.fileTooBig', { mb: SITE_ASSET_MAX_BYTES / 1024 / 1024 }));
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setBusy({ phase: 'uploading', percent: 0 });
    try {
      const theme = await uploadFile(
        `/staff/api/sites/${siteId}/images/${kind}`,
        'image',
        file,
        themeOf,
        {
          xhrRef,
          onProgress: (f) => setBusy({ phase: 'uploading', percent: Math.min(100, Math.round(f * 100)) }),
          // Sent: the server now checks and makes the files.
          onSent: () => setBusy({ phase: 'processing' }),
        },
        t('staff.siteAssets.failed'),
      );
      setShown({ name: theme[kind], over: name });
      setNotice(t('staff.siteAssets.saved'));
      onChange(theme);
      // As after an action (decision 018): the page data again, which now holds the image.
      void revalidate();
    } catch (err) {
      if (!(err instanceof UploadError && err.aborted))
        setError(err instanceof Error && err.message ? err.message : t('staff.siteAssets.failed'));
    }
    setBusy(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const status =
    busy?.phase === 'uploading'
      ? t('staff.siteAssets.uploading', { percent: busy.percent })
      : busy?.phase === 'processing'
        ? t('staff.siteAssets.processing')
        : remove.busy
          ? t('staff.siteAssets.removing')
          : notice;

  return (
    <fieldset className="border rounded p-3" aria-busy={working}>
      <legend className="float-none w-auto px-1 mb-1 fs-6 fw-semibold">{t(`staff.siteAssets.kind.${kind}`)}</legend>
      <div className="d-sm-flex gap-3 align-items-start">
        {/* As large as the largest preview: the controls beside it keep their place as one loads. */}
        <div
          className="d-flex align-items-center justify-content-center bg-body-tertiary rounded mb-2 p-2 flex-shrink-0"
          style={{ minHeight: 100, width: 176, maxWidth: '100%' }}
        >
          {current ? (
            <Preview kind={kind} name={current} alt={t(`staff.siteAssets.preview.${kind}`)} />
          ) : (
            <p className="small text-body-secondary mb-0 text-center">{t(`staff.siteAssets.none.${kind}`)}</p>
          )}
        </div>
        <div className="flex-grow-1">
          <label htmlFor={inputId} className="form-label">
            {t(`staff.siteAssets.upload.${kind}`)}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className={`form-control${error ? ' is-invalid' : ''}`}
            disabled={working}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <div id={helpId} className="form-text">
            {t(`staff.siteAssets.help.${kind}`)}
          </div>
          {error && (
            <div id={errorId} className="invalid-feedback d-block" role="alert">
              {error}
            </div>
          )}
          {busy?.phase === 'uploading' && (
            <div
              className="progress mt-2"
              role="progressbar"
              aria-label={t(`staff.siteAssets.upload.${kind}`)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={busy.percent}
            >
              <div className="progress-bar" style={{ width: `${busy.percent}%` }} />
            </div>
          )}
          <p className="small mt-2 mb-2 d-flex align-items-center gap-2" role="status">
            {working && <Spinner />}
            {status}
          </p>
          {current && (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              disabled={working}
              onClick={() => {
                setError(null);
                setNotice(null);
                remove.submit({ siteId, kind });
              }}
            >
              {t(`staff.siteAssets.remove.${kind}`)}
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}

/** The image as the site shows it, small, with its width and height (its place is kept while it loads). */
function Preview({ kind, name, alt }: { kind: ThemeImageKind; name: string; alt: string }) {
  if (kind === 'favicon') return <img src={siteAssetUrl(faviconFile(name, 192))} width={64} height={64} alt={alt} />;
  const size = kind === 'logo' ? logoSize(name) : SOCIAL_IMAGE_SIZE;
  const box = fitInside(size ?? { width: 160, height: 53 }, { width: 160, height: 84 });
  return <img src={siteAssetUrl(name)} width={box.width} height={box.height} alt={alt} className="mw-100 h-auto" />;
}
