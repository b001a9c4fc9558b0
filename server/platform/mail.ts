import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/**
 * Sending e-mail (design: nodemailer behind a mail module). With SMTP_URL messages go through that
 * SMTP server; without it every message is written as an .eml file under DATA_DIR/outbox, which a
 * development-only page lists (outbox-routes.ts). The helpers below read those files back.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  from?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://host:465; query options such as ?tls.rejectUnauthorized=false pass to nodemailer. */
  smtpUrl?: string;
  /** Where messages are written when there is no SMTP server. */
  outboxDir: string;
  /** From header when a mail names none, e.g. '"Klik" <noreply@klik.example>'. */
  defaultFrom: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const message = (mail: OutgoingMail) => ({
    from: mail.from ?? options.defaultFrom,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
  });

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail(message(mail));
        return { messageId: info.messageId };
      },
      async close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let ready: Promise<unknown> | null = null;
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('stream transport did not buffer the message');
      ready ??= mkdir(options.outboxDir, { recursive: true });
      await ready;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.outboxDir, file), raw, { flag: 'wx' });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  /** ISO timestamp from the Date header (or the header as written when it does not parse). */
  date: string;
}

export interface OutboxMessage extends Omit<OutboxEntry, 'file'> {
  raw: string;
  html: string | null;
  text: string | null;
}

/** Only names the outbox itself writes: no separators, no leading dot, ending .eml. */
const OUTBOX_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.eml$/;

export function isOutboxFileName(file: string): boolean {
  return OUTBOX_NAME.test(file) && path.basename(file) === file;
}

/** The newest messages of the outbox, newest first (file names start with an ISO timestamp). */
export async function listOutbox(outboxDir: string, limit = 50): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files = names.filter(isOutboxFileName).sort().reverse().slice(0, Math.max(0, limit));
  const entries = await Promise.all(
    files.map(async (file): Promise<OutboxEntry | null> => {
      let buffer: Buffer;
      try {
        buffer = await readFile(path.join(outboxDir, file));
      } catch {
        return null; // removed meanwhile
      }
      const { to, subject, date } = await parseMessage(buffer);
      return { file, to, subject, date };
    }),
  );
  return entries.filter((e): e is OutboxEntry => e !== null);
}

/** One outbox message with its text and HTML parts decoded; null for a bad or unknown name. */
export async function readOutboxMessage(outboxDir: string, file: string): Promise<OutboxMessage | null> {
  if (!isOutboxFileName(file)) return null;
  let buffer: Buffer;
  try {
    buffer = await readFile(path.join(outboxDir, file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw err;
  }
  const { to, subject, date, html, text } = await parseMessage(buffer);
  return { to, subject, date, raw: buffer.toString('utf8'), html, text };
}

/**
 * A message as the mailbox and the tests read it: the summary, the first text and HTML parts and
 * the headers. The MIME work (multipart, transfer and header encodings, charsets) is mailparser's.
 */
export interface ParsedMessage extends Omit<OutboxEntry, 'file'> {
  html: string | null;
  text: string | null;
  headers: ParsedMail['headers'];
}

export async function parseMessage(raw: Buffer | string): Promise<ParsedMessage> {
  // Only what is in the message: no text made from the HTML or HTML from the text.
  const parsed = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const written = parsed.headerLines.find((h) => h.key === 'date')?.line.replace(/^date:\s*/i, '') ?? '';
  const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : written;
  return {
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    date,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    headers: parsed.headers,
  };
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  // As the header names them (mailparser's own text quotes every name).
  return (Array.isArray(value) ? value : [value])
    .flatMap((a) => a.value)
    .map((e) => (e.name ? `${e.name} <${e.address ?? ''}>` : (e.address ?? '')))
    .join(', ');
}
