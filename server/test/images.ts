import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A real JPEG with EXIF including GPS coordinates, as a phone camera writes it. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1', Software: 'camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 7/1 0/1' },
    })
    .toBuffer();
}

export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = '----klik' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/photos.php as a member's browser sends it (multipart, the client header, their cookie). */
export function uploadPhoto(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  name = 'foto.jpg',
  type = 'image/jpeg',
) {
  const form = multipart('photo', name, type, data);
  return app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { host: 'localhost', 'x-request-type': 'client', cookie, ...form.headers },
    payload: form.payload,
  });
}
