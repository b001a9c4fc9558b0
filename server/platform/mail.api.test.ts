import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, listOutbox, parseMessage, readOutboxMessage } from './mail.ts';
import { renderMail, type MailContext } from './mail-templates.ts';
import { outboxRoutes } from './outbox-routes.ts';

interface Captured {
  from: string;
  rcptTo: string[];
  raw: string;
}

const ctx: MailContext = {
  locale: 'nl',
  siteName: 'Klik',
  domain: 'klik.example',
  siteUrl: 'https://klik.example',
  supportEmail: 'support@klik.example',
  primaryColor: '#e8175d',
  companyLine: 'Klik B.V., Straat 1, Amsterdam · KvK 12345678',
};

describe('mail through a real SMTP server', () => {
  const received: Captured[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            // Bytes as latin1 characters, as the MIME helpers expect.
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a Dutch activation mail with text and HTML parts', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      outboxDir: path.join(os.tmpdir(), 'unused-outbox'),
      defaultFrom: '"Klik" <noreply@klik.example>',
    });
    const link = 'https://klik.example/activate?token=abc123&x=1';
    const rendered = await renderMail('activation', { name: 'Anna', link }, ctx);
    try {
      const { messageId } = await mailer.send({
        to: 'anna@example.com',
        ...rendered,
        headers: { 'X-Klik-Template': 'activation' },
      });
      expect(messageId).toMatch(/@/);
    } finally {
      await mailer.close();
    }

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.rcptTo).toEqual(['anna@example.com']);
    expect(mail.from).toBe('noreply@klik.example');

    const parts = await parseMessage(mail.raw);
    expect(parts.to).toBe('anna@example.com');
    expect(parts.headers.get('x-klik-template')).toBe('activation');
    expect(parts.subject).toBe('Bevestig je e-mailadres voor Klik');
    expect((parts.headers.get('content-type') as { value: string }).value).toBe('multipart/alternative');

    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(parts.text).toContain('Hoi Anna,');
    expect(parts.text).toContain(link);
    expect(parts.html).toContain('Activeer mijn account');
    expect(parts.html).toContain('href="https://klik.example/activate?token=abc123&amp;x=1"');
    expect(parts.html).toContain('klik.example');
  });
});

describe('the outbox transport and the development mailbox', () => {
  let dir: string;
  let outboxDir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'klik-mail-'));
    outboxDir = path.join(dir, 'outbox');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .eml files that list and read back decoded', async () => {
    expect(await listOutbox(outboxDir)).toEqual([]);
    const mailer = createMailer({ outboxDir, defaultFrom: '"Klik" <noreply@klik.example>' });
    const link = 'https://klik.example/wachtwoord?token=é-xyz';
    const reset = await renderMail('password_reset', { name: 'Zoë', link, validMinutes: 60 }, ctx);
    await mailer.send({ to: 'zoe@example.com', ...reset });
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({
      to: 'bob@example.com',
      subject: 'Wachtwoord herstellen – Klik café',
      text: 'Hé Bob, dit is een tekst met een heel lange regel '.repeat(5),
      html: '<p>Hé <b>Bob</b></p>',
    });
    await mailer.close();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);

    const list = await listOutbox(outboxDir);
    expect(list.map((m) => m.to)).toEqual(['bob@example.com', 'zoe@example.com']);
    expect(list[0]!.subject).toBe('Wachtwoord herstellen – Klik café');
    expect(list[1]!.subject).toBe(reset.subject);
    expect(new Date(list[0]!.date).getTime()).not.toBeNaN();
    expect(await listOutbox(outboxDir, 1)).toHaveLength(1);

    const bob = await readOutboxMessage(outboxDir, list[0]!.file);
    expect(bob?.html).toBe('<p>Hé <b>Bob</b></p>');
    expect(bob?.text?.trim()).toBe('Hé Bob, dit is een tekst met een heel lange regel '.repeat(5).trim());
    expect(bob?.subject).toBe('Wachtwoord herstellen – Klik café');
    expect(bob?.raw).toContain('To: bob@example.com');

    const zoe = await readOutboxMessage(outboxDir, list[1]!.file);
    expect(zoe?.text).toContain('Hoi Zoë,');
    expect(zoe?.text).toContain('60 minuten');
    expect(zoe?.text).toContain(new URL(link).toString());
    expect(zoe?.html).toContain('Hoi Zoë,');
  });

  it('decodes base64 and quoted-printable parts and Q-encoded headers', async () => {
    const other = path.join(dir, 'handmade');
    mkdirSync(other);
    const html = Buffer.from('<p>Héllo – wörld</p>').toString('base64');
    const eml = [
      'To: =?utf-8?Q?J=C3=A9r=C3=B4me?= <j@example.com>',
      'Subject: =?UTF-8?Q?Caf=C3=A9_?= =?UTF-8?B?4oCT?= ok',
      'Date: Mon, 02 Jan 2023 10:00:00 +0100',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=E9 met een lange =',
      'regel',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      html.slice(0, 10),
      html.slice(10),
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename="a.txt"',
      '',
      'not the body',
      '--outer--',
      '',
    ].join('\r\n');
    writeFileSync(path.join(other, '2023-01-02T09-00-00-000Z-abcdef01.eml'), Buffer.from(eml, 'latin1'));
    const [entry] = await listOutbox(other);
    expect(entry).toEqual({
      file: '2023-01-02T09-00-00-000Z-abcdef01.eml',
      to: 'Jérôme <j@example.com>',
      subject: 'Café – ok',
      date: '2023-01-02T09:00:00.000Z',
    });
    const message = await readOutboxMessage(other, entry!.file);
    expect(message?.text).toBe('Café met een lange regel');
    expect(message?.html).toBe('<p>Héllo – wörld</p>');
  });

  it('refuses names outside the outbox', async () => {
    writeFileSync(path.join(dir, 'x.eml'), 'Subject: secret\r\n\r\nsecret');
    expect(await readOutboxMessage(outboxDir, '../x.eml')).toBeNull();
    expect(await readOutboxMessage(outboxDir, '..%2Fx.eml')).toBeNull();
    expect(await readOutboxMessage(outboxDir, '/etc/passwd')).toBeNull();
    expect(await readOutboxMessage(outboxDir, 'x.txt')).toBeNull();
    expect(await readOutboxMessage(outboxDir, '.hidden.eml')).toBeNull();
    expect(await readOutboxMessage(outboxDir, 'missing.eml')).toBeNull();
  });

  it('serves the mailbox pages', async () => {
    const app = Fastify({ logger: false });
    await app.register(outboxRoutes, { outboxDir });
    try {
      const list = await listOutbox(outboxDir);
      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Wachtwoord herstellen – Klik café');
      expect(page.body).toContain(`/dev/mailbox/${list[0]!.file}`);
      expect(page.body.indexOf('bob@example.com')).toBeLessThan(page.body.indexOf('zoe@example.com'));

      const json = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(json.statusCode).toBe(200);
      const messages =
        json.json<{ file: string; to: string; subject: string; date: string; text: string; links: string[] }[]>();
      expect(messages.map((m) => m.to)).toEqual(['bob@example.com', 'zoe@example.com']);
      expect(messages[1]!.links[0]).toMatch(/^https:\/\/klik\.example\/wachtwoord\?token=/);
      const filtered = await app.inject({ method: 'GET', url: '/dev/mailbox.json?to=ZOE@example.com' });
      expect(filtered.json<unknown[]>()).toHaveLength(1);

      const one = await app.inject({ method: 'GET', url: `/dev/mailbox/${list[1]!.file}` });
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain(`<iframe src="/dev/mailbox/${list[1]!.file}/html"`);
      expect(one.body).toContain('Hoi Zoë,');

      const html = await app.inject({ method: 'GET', url: `/dev/mailbox/${list[1]!.file}/html` });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['content-security-policy']).toMatch(/^sandbox\b.*default-src 'none'/);
      expect(html.body).toMatch(/<table [^>]*role="presentation"/);

      const raw = await app.inject({ method: 'GET', url: `/dev/mailbox/${list[1]!.file}/raw` });
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toMatch(/^text\/plain/);
      expect(raw.body).toContain('MIME-Version: 1.0');

      for (const url of ['/dev/mailbox/..%2Fx.eml', '/dev/mailbox/..%2Fx.eml/raw', '/dev/mailbox/nope.eml/html']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('secret');
      }
    } finally {
      await app.close();
    }
  });
});
