import type { SiteTheme } from '../../../common/site.ts';

/** A refused or failed upload; `aborted` when the page went away (nothing to show). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly aborted = false,
  ) {
    super(message);
  }
}

export interface UploadHandlers {
  /** The share of the file sent so far (0–1). */
  onProgress: (fraction: number) => void;
  /** All sent: the server now checks and stores it. */
  onSent: () => void;
  /** The request in flight, so the page can abort it when it goes away. */
  xhrRef: { current: XMLHttpRequest | null };
}

/**
 * A file of a site's theme (its images, the landers' media: server/modules/site-assets) posted as
 * multipart through XMLHttpRequest, for its upload progress (fetch cannot report it), as the
 * member's photo upload does. Resolves with the site's theme as the server now holds it; a refusal
 * rejects with the server's text (and a whole theme's refused fields after it).
 */
export function sendThemeFile(
  url: string,
  field: string,
  file: File,
  handlers: UploadHandlers,
  generalText: string,
): Promise<SiteTheme> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    handlers.xhrRef.current = xhr;
    xhr.open('POST', url);
    xhr.setRequestHeader('x-request-type', 'client');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) handlers.onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => handlers.onSent();
    xhr.onload = () => {
      handlers.xhrRef.current = null;
      let body: { theme?: SiteTheme; message?: string; fields?: Record<string, string> } = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = {};
      }
      if (xhr.status === 200 && body.theme) resolve(body.theme);
      else {
        const fields = Object.values(body.fields ?? {});
        reject(new UploadError([body.message || generalText, ...fields].join(' ')));
      }
    };
    xhr.onerror = () => {
      handlers.xhrRef.current = null;
      reject(new UploadError(generalText));
    };
    xhr.onabort = () => {
      handlers.xhrRef.current = null;
      reject(new UploadError('', true));
    };
    const data = new FormData();
    data.append(field, file, file.name);
    xhr.send(data);
  });
}
