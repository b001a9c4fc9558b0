import aws4 from 'aws4';
import type { ObjectStorage } from './storage.ts';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com, or a MinIO/R2/Wasabi endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * S3-compatible object storage: PUT, GET and DELETE signed with AWS Signature Version 4 (path-style
 * URLs, which every S3-compatible service accepts). The bucket stays private: the site reads photos
 * through here and serves them at /media/ to whoever may see each (decision 040), so a photo under
 * inspection or taken down is never public at the bucket.
 */
export class S3Storage implements ObjectStorage {
  private readonly base: URL;

  constructor(private readonly options: S3Options) {
    this.base = new URL(options.endpoint);
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<void> {
    const path = `/${this.options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const headers: Record<string, string> = {};
    if (body) {
      headers['content-type'] = contentType ?? 'application/octet-stream';
      headers['content-length'] = String(body.length);
    }
    const signed = aws4.sign(
      { host: this.base.host, path, method, service: 's3', region: this.options.region, headers, body },
      { accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey },
    );
    const res = await fetch(new URL(path, this.base), {
      method,
      headers: signed.headers as Record<string, string>,
      body: body ? new Uint8Array(body) : undefined,
    });
    // DELETE of a missing object is 204 on S3; a 404 from a stricter service means the same.
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new Error(`S3 ${method} ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    await res.arrayBuffer().catch(() => undefined);
  }

  /** A signed GET: how /media/ and the data export read a file. */
  async get(key: string): Promise<Buffer | null> {
    const path = `/${this.options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const signed = aws4.sign(
      { host: this.base.host, path, method: 'GET', service: 's3', region: this.options.region },
      { accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey },
    );
    const res = await fetch(new URL(path, this.base), {
      method: 'GET',
      headers: signed.headers as Record<string, string>,
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return Buffer.from(await res.arrayBuffer());
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.send('PUT', key, body, contentType);
  }

  delete(key: string): Promise<void> {
    return this.send('DELETE', key);
  }

  /** Nothing is public at the bucket: nothing to withdraw there. */
  async unpublish(): Promise<void> {}
}
