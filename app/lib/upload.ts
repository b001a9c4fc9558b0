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
 * A file posted as multipart through XMLHttpRequest, for its upload progress (fetch cannot report
 * how much of the body has been sent): the member's photos, a site's theme images and the landers'
 * media. `accepted` picks the result from a successful answer's status and body, or null when the
 * answer is not one; a refusal rejects with the server's text (and a refused form's field texts
 * after it), a lost connection with `generalText`.
 */
export function uploadFile<T>(
  url: string,
  field: string,
  file: File,
  accepted: (status: number, body: Record<string, unknown>) => T | null | undefined,
  handlers: UploadHandlers,
  generalText: string,
): Promise<T> {
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
      let body: Record<string, unknown> = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = {};
      }
      const result = accepted(xhr.status, body);
      if (result != null) return resolve(result);
      const fields = Object.values((body.fields as Record<string, string> | undefined) ?? {});
      reject(new UploadError([(body.message as string | undefined) || generalText, ...fields].join(' ')));
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
