import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
      return { file, ...summary(splitEntity(buffer.toString('latin1')).headers) };
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
  const message = buffer.toString('latin1');
  const parts = textParts(message);
  return { ...summary(splitEntity(message).headers), raw: buffer.toString('utf8'), html: parts.html, text: parts.text };
}

function summary(headers: Map<string, string>): Omit<OutboxEntry, 'file'> {
  const dateHeader = headers.get('date') ?? '';
  const parsed = new Date(dateHeader);
  return {
    to: decodeEncodedWords(headers.get('to') ?? ''),
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    date: Number.isNaN(parsed.getTime()) ? dateHeader : parsed.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough for the messages nodemailer writes (and for tests reading captured
// SMTP messages). Strings below hold bytes as latin1 characters until a part is decoded.

export interface ParsedEntity {
  /** Lower-cased names; values unfolded, encoded words left as they are. */
  headers: Map<string, string>;
  body: string;
}

/** Splits a message (bytes as a latin1 string) into its headers and body. */
export function splitEntity(entity: string): ParsedEntity {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  const unfolded = head.replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (headers.has(name)) continue; // the first one counts (Received: lines repeat)
    headers.set(name, Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
  }
  return { headers, body };
}

/** A header value's main token and its parameters: `text/plain; charset=utf-8`. */
function headerParams(value: string): { value: string; params: Map<string, string> } {
  const [main = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    let v = item.slice(eq + 1).trim();
    if (v.startsWith('"') && v.endsWith('"') && v.length >= 2) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
    params.set(item.slice(0, eq).trim().toLowerCase(), v);
  }
  return { value: main.trim().toLowerCase(), params };
}

/** The first text/plain and text/html parts of a message (bytes as a latin1 string), decoded. */
export function textParts(message: string): { text: string | null; html: string | null } {
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  walk(message, found, 0);
  return found;
}

function walk(entity: string, found: { text: string | null; html: string | null }, depth: number): void {
  if (depth > 10) return;
  const { headers, body } = splitEntity(entity);
  const type = headerParams(headers.get('content-type') ?? 'text/plain; charset=us-ascii');
  const disposition = headerParams(headers.get('content-disposition') ?? '').value;
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    if (!boundary) return;
    for (const part of splitMultipart(body, boundary)) walk(part, found, depth + 1);
    return;
  }
  if (disposition === 'attachment') return;
  const key = type.value === 'text/plain' ? 'text' : type.value === 'text/html' ? 'html' : null;
  if (!key || found[key] !== null) return;
  const bytes = decodeTransfer(body, headers.get('content-transfer-encoding') ?? '7bit');
  found[key] = decodeCharset(bytes, type.params.get('charset') ?? 'utf-8');
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  const lines = body.split(/\r?\n/);
  let current: string[] | null = null;
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (trimmed === delimiter || trimmed === `${delimiter}--`) {
      if (current) parts.push(current.join('\r\n'));
      if (trimmed.endsWith('--') && trimmed !== delimiter) return parts;
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'latin1');
  }
}

/** =XX escapes to bytes; soft line breaks must be removed first. */
function decodeQuotedPrintable(input: string, underscoreIsSpace = false): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(input.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

const ENCODED_WORD = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;

/**
 * Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. White
 * space between two encoded words is dropped, and adjacent words of one charset are joined before
 * decoding so that a character split across two words survives.
 */
export function decodeEncodedWords(value: string): string {
  type Token = { text: string } | { charset: string; bytes: Buffer[] };
  const tokens: Token[] = [];
  let last = 0;
  for (const m of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(last, m.index);
    const previous = tokens.at(-1);
    const charset = m[1]!.toLowerCase().replace(/\*.*$/, '');
    const bytes = m[2]!.toUpperCase() === 'B' ? Buffer.from(m[3]!, 'base64') : decodeQuotedPrintable(m[3]!, true);
    const joinsPrevious = previous && 'bytes' in previous && between.trim() === '';
    if (joinsPrevious && previous.charset === charset) {
      previous.bytes.push(bytes);
    } else {
      if (between && !joinsPrevious) tokens.push({ text: between });
      tokens.push({ charset, bytes: [bytes] });
    }
    last = m.index + m[0].length;
  }
  tokens.push({ text: value.slice(last) });
  return tokens.map((t) => ('text' in t ? t.text : decodeCharset(Buffer.concat(t.bytes), t.charset))).join('');
}
