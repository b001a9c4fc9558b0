import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';
import { S3_STAND_IN_ACCESS, S3_STAND_IN_SECRET, startS3StandIn, type S3StandIn } from '../test/s3-stand-in.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

const storage = (secretAccessKey = S3_STAND_IN_SECRET) =>
  new S3Storage({
    endpoint: s3.endpoint,
    bucket: 'klik-media',
    region: 'eu-central-1',
    accessKeyId: S3_STAND_IN_ACCESS,
    secretAccessKey,
  });

describe('S3-compatible storage', () => {
  it('stores, reads back and deletes objects with signed requests and the content type, never marked public', async () => {
    const bucket = storage();
    const body = Buffer.from('RIFF....WEBPVP8 fake pixels');
    await bucket.put('ab/abcdef.webp', body, 'image/webp');
    const stored = s3.objects.get('/klik-media/ab/abcdef.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.type).toBe('image/webp');
    // The bucket is private: the site serves each file to whoever may see it (decision 040).
    expect(stored?.cache).not.toContain('public');
    expect((await bucket.get('ab/abcdef.webp'))?.equals(body)).toBe(true);
    await bucket.delete('ab/abcdef.webp');
    expect(s3.objects.has('/klik-media/ab/abcdef.webp')).toBe(false);
    expect(await bucket.get('ab/abcdef.webp')).toBeNull();
    await bucket.delete('ab/never-there.webp');
  });

  it('fails loudly on a wrong secret (what S3 answers to a bad signature)', async () => {
    await expect(storage('wrong').put('x/y.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    await expect(storage('wrong').get('x/y.webp')).rejects.toThrow(/403/);
  });
});
