import { simpleParser, type Attachment } from 'mailparser';
import { memberOfUnsubscribeUrl } from '../notifications/index.ts';

/**
 * Reports that mail servers send back to the bounce address: delivery status
 * notifications (RFC 3464, `multipart/report; report-type=delivery-status`) and abuse feedback
 * reports of the mailbox providers' feedback loops (RFC 5965 ARF, `report-type=feedback-report`).
 * MIME is mailparser's work; the machine-readable parts (`message/delivery-status`,
 * `message/feedback-report`) are read here. Anything else (an out-of-office reply, a member
 * answering a notification) holds no event.
 */

export interface MailEvent {
  kind: 'bounce' | 'complaint';
  /**
   * Whether the event turns notification mail off: a bounce that will not go away (the address does
   * not exist), or any complaint. A delay, a full mailbox or a refusal of the sender is soft.
   */
  hard: boolean;
  /** The address the report is about, lower-cased; null when the provider redacted it. */
  recipient: string | null;
  /** The member of the original message's one-click unsubscribe link, when the report quotes its headers. */
  memberId: number | null;
  /** What the report said, for the record (status and diagnostic, or the feedback type). */
  detail: string;
}

/** Longest `detail` kept: a diagnostic can run to several SMTP lines. */
const DETAIL_MAX = 500;

/** Feedback types that mean "this recipient does not want this mail" (RFC 5965 §7.3; `opt-out` from the ARF drafts). */
const COMPLAINT_TYPES = new Set(['abuse', 'fraud', 'opt-out']);

export async function parseMailReport(raw: Buffer | string, options: { secret: string }): Promise<MailEvent[]> {
  const parsed = await simpleParser(raw, {
    // Keep the report parts as parts (mailparser would append a delivery status to the text), and
    // the returned original as one attachment: its own parts do not matter, only its headers.
    keepDeliveryStatus: true,
    ignoreEmbedded: true,
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
    checksumAlgo: false,
  });
  const parts = parsed.attachments;
  const original = originalHeaders(parts);
  const memberId = original ? memberOfHeaders(original, options.secret) : null;
  const events: MailEvent[] = [];
  for (const part of parts.filter((p) => isType(p, 'message/delivery-status', 'message/global-delivery-status'))) {
    events.push(...deliveryStatusEvents(part.content.toString('utf8'), memberId));
  }
  for (const part of parts.filter((p) => isType(p, 'message/feedback-report'))) {
    const event = feedbackEvent(part.content.toString('utf8'), original, memberId);
    if (event) events.push(event);
  }
  return events;
}

// --- RFC 3464 delivery status ----------------------------------------------------------------------

/**
 * One event per recipient of the report. RFC 3464 §2.3: `Action` failed/delayed (delivered,
 * relayed and expanded are successes), `Status` the enhanced code (RFC 3463), `Diagnostic-Code`
 * the remote server's words; the address as our mail named it (`Original-Recipient`) when given,
 * else `Final-Recipient`.
 */
function deliveryStatusEvents(text: string, memberId: number | null): MailEvent[] {
  const [, ...recipients] = fieldGroups(text);
  const events: MailEvent[] = [];
  for (const fields of recipients) {
    const action = (fields.get('action') ?? '').toLowerCase().trim();
    if (action !== 'failed' && action !== 'delayed') continue;
    const recipient = addressOf(fields.get('original-recipient')) ?? addressOf(fields.get('final-recipient'));
    const diagnostic = oneLine(fields.get('diagnostic-code') ?? '');
    const status = statusOf(fields.get('status'), diagnostic);
    const hard = action === 'failed' && bounceIsHard(status, diagnostic);
    events.push({
      kind: 'bounce',
      hard,
      recipient,
      memberId,
      detail: clipDetail([status, diagnostic].filter(Boolean).join(' ')),
    });
  }
  return events;
}

/**
 * A hard bounce is a permanent failure (5.x.x) that says the address cannot receive mail.
 * Not hard: a full mailbox (5.2.2, or a quota text under another code: the member may clear it), a
 * refusal of the sending system (5.7.x: spam block, DMARC, a listed IP — about us, not the address;
 * it would turn off a whole provider's members at once) and a full receiving system (5.3.x).
 * Decision 029 (mail events).
 */
export function bounceIsHard(status: string, diagnostic: string): boolean {
  if (!status.startsWith('5.')) return false;
  if (status === '5.2.2' || status.startsWith('5.7.') || status.startsWith('5.3.')) return false;
  return !QUOTA_TEXT.test(diagnostic);
}

const QUOTA_TEXT =
  /mailbox (?:is )?full|over ?quota|quota (?:exceeded|full)|exceeded (?:the )?(?:storage|quota)|out of storage|insufficient (?:system )?storage|mailbox size limit/i;

/**
 * The enhanced status code: the `Status` field (RFC 3463 class.subject.detail) — or the diagnostic's
 * own code when the field says only x.0.0 — else the first one in the diagnostic, else the class of
 * its basic SMTP reply code (550 → 5.0.0).
 */
function statusOf(field: string | undefined, diagnostic: string): string {
  const enhanced = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;
  const code = (m: RegExpMatchArray | null | undefined) => (m ? `${m[1]}.${Number(m[2])}.${Number(m[3])}` : null);
  const own = code(field?.match(enhanced));
  const said = code(diagnostic.match(enhanced));
  // Exim reports every failure as 5.0.0; the remote server's own code says more (550 5.1.1, 552 5.2.2).
  if (own && said && own.endsWith('.0.0') && said[0] === own[0]) return said;
  const found = own ?? said;
  if (found) return found;
  const basic = diagnostic.match(/\b([245])\d\d\b/);
  return basic ? `${basic[1]}.0.0` : '';
}

// --- RFC 5965 feedback reports -------------------------------------------------------------------

function feedbackEvent(text: string, original: string | null, memberId: number | null): MailEvent | null {
  const [fields] = fieldGroups(text);
  const type = (fields?.get('feedback-type') ?? '').trim().toLowerCase();
  if (!COMPLAINT_TYPES.has(type)) return null;
  // Feedback loops often redact the recipient (Microsoft's JMRP, Yahoo's CFL): then only the
  // unsubscribe token of the quoted original tells who it was.
  const originalTo = original ? headerFields(original).get('to') : undefined;
  const recipient = addressOf(fields?.get('original-rcpt-to')) ?? addressOf(originalTo);
  const agent = oneLine(fields?.get('user-agent') ?? '');
  return {
    kind: 'complaint',
    hard: true,
    recipient,
    memberId,
    detail: clipDetail(agent ? `${type} (${agent})` : type),
  };
}

// --- The returned original -----------------------------------------------------------------------

/** The header block of the original message the report quotes (whole, or its headers only). */
function originalHeaders(parts: Attachment[]): string | null {
  const part = parts.find((p) =>
    isType(
      p,
      'message/rfc822',
      'text/rfc822-headers',
      'message/rfc822-headers',
      'message/global',
      'message/global-headers',
    ),
  );
  if (!part) return null;
  const text = part.content.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Every notification mail carries the member's one-click unsubscribe link
 * (`List-Unsubscribe: <https://site/api/unsubscribe.php?t=TOKEN>`): signed, so it names the member
 * even when the report hides the address.
 */
export function memberOfHeaders(headers: string, secret: string): number | null {
  const value = headerFields(headers).get('list-unsubscribe');
  if (!value) return null;
  for (const [, url] of value.matchAll(/<([^>]+)>/g)) {
    const memberId = memberOfUnsubscribeUrl(secret, url!.trim());
    if (memberId !== null) return memberId;
  }
  return null;
}

// --- Header-style fields (RFC 5322 §2.2, as RFC 3464 and RFC 5965 use them) --------------------------

/** Groups of fields separated by blank lines; folded lines unfolded; names lower-cased, the first value kept. */
function fieldGroups(text: string): Map<string, string>[] {
  const groups: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  let last: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') {
      current = null;
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line) && current && last) {
      current.set(last, `${current.get(last)} ${line.trim()}`);
      continue;
    }
    const match = /^([!-9;-~]+)[ \t]*:(.*)$/.exec(line);
    if (!match) continue;
    if (!current) {
      current = new Map();
      groups.push(current);
    }
    const name = match[1]!.toLowerCase();
    last = current.has(name) ? null : name;
    if (last) current.set(name, match[2]!.trim());
  }
  return groups;
}

function headerFields(block: string): Map<string, string> {
  return fieldGroups(block)[0] ?? new Map();
}

/**
 * The address of `rfc822; jan@example.nl`, `<jan@example.nl>` or `Jan <jan@example.nl>`,
 * lower-cased; null for none, another address type, or a redacted one (`<redacted>`,
 * `redacted@yahoo.com`, `xxxxx@…`).
 */
export function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  let text = value.trim();
  const typed = /^([A-Za-z0-9-]+)\s*;\s*(.*)$/.exec(text);
  if (typed) {
    if (!/^(rfc822|utf-8)$/i.test(typed[1]!)) return null;
    text = typed[2]!;
  }
  const bracketed = /<([^<>]*)>/.exec(text);
  const address = (bracketed ? bracketed[1]! : text).trim().toLowerCase();
  if (!/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(address)) return null;
  const local = address.slice(0, address.lastIndexOf('@'));
  if (/redacted/.test(local) || /^x+$/.test(local) || local.includes('*')) return null;
  return address.length <= 254 ? address : null;
}

function isType(part: Attachment, ...types: string[]): boolean {
  return types.includes(part.contentType.toLowerCase());
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An event's `detail` as stored: on one line, at most DETAIL_MAX characters. */
export function clipDetail(text: string): string {
  const one = oneLine(text);
  return one.length <= DETAIL_MAX ? one : `${one.slice(0, DETAIL_MAX - 1)}…`;
}
