import { z } from 'zod';
import { containsUnfitText } from '../../http/input-guard.ts';
import { genericMailEventsSchema } from '../../../common/api/mail-events.ts';
import { addressOf, clipDetail, memberOfHeaders, type MailEvent } from './report-parser.ts';

/**
 * The JSON a mail provider posts about the mails we sent: Amazon SES notifications
 * through an SNS topic (or SNS's raw delivery of them), and a small generic format for any other
 * provider (`{ events: [{ type, email, permanent?, detail? }] }`, docs/mail-events.md).
 */
export type ProviderInput =
  | { kind: 'events'; events: MailEvent[] }
  /** SNS asks to confirm the subscription: the caller fetches the URL (only an SNS host, `isSnsSubscribeUrl`). */
  | { kind: 'sns-confirmation'; subscribeUrl: string; topicArn: string };

export class MailEventInputError extends Error {}

const snsEnvelopeSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  Message: z
    .string()
    .max(1024 * 1024)
    .optional(),
  SubscribeURL: z.string().max(2048).optional(),
  TopicArn: z.string().max(512).optional(),
});

const recipientSchema = z.object({
  emailAddress: z.string().max(512),
  status: z.string().max(32).optional(),
  diagnosticCode: z.string().max(4096).optional(),
});

/** The fields of an SES notification (`notificationType`) or event (`eventType`) we read; the rest is let through. */
const sesSchema = z.object({
  notificationType: z.string().max(64).optional(),
  eventType: z.string().max(64).optional(),
  bounce: z
    .object({
      bounceType: z.string().max(64),
      bounceSubType: z.string().max(64).optional(),
      bouncedRecipients: z.array(recipientSchema).max(1000),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(z.object({ emailAddress: z.string().max(512) })).max(1000),
      complaintFeedbackType: z.string().max(64).nullish(),
      complaintSubType: z.string().max(64).nullish(),
      userAgent: z.string().max(256).nullish(),
    })
    .optional(),
  mail: z
    .object({
      headers: z
        .array(z.object({ name: z.string().max(256), value: z.string().max(8192) }))
        .max(500)
        .optional(),
    })
    .optional(),
});
type SesNotification = z.infer<typeof sesSchema>;

/** What a JSON body says; throws MailEventInputError for a body that is none of the known shapes. */
export function readProviderJson(body: unknown, secret: string): ProviderInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new MailEventInputError('not a JSON object');
  if ('Type' in body) return readSns(body, secret);
  if ('notificationType' in body || 'eventType' in body)
    return { kind: 'events', events: sesEvents(parseOrThrow(sesSchema, body), secret) };
  if ('events' in body) return { kind: 'events', events: genericEvents(body) };
  throw new MailEventInputError('neither an SNS message, an SES notification nor { events: [...] }');
}

const UNFIT_TEXT = 'the notification holds a NUL byte or an unpaired surrogate';

function readSns(body: object, secret: string): ProviderInput {
  const envelope = parseOrThrow(snsEnvelopeSchema, body);
  if (envelope.Type === 'SubscriptionConfirmation') {
    if (!envelope.SubscribeURL) throw new MailEventInputError('SubscriptionConfirmation without SubscribeURL');
    return { kind: 'sns-confirmation', subscribeUrl: envelope.SubscribeURL, topicArn: envelope.TopicArn ?? '' };
  }
  // An UnsubscribeConfirmation needs nothing from us: the topic stops posting.
  if (envelope.Type === 'UnsubscribeConfirmation') return { kind: 'events', events: [] };
  let message: unknown;
  try {
    message = JSON.parse(envelope.Message ?? '');
  } catch {
    throw new MailEventInputError('SNS Message is not JSON');
  }
  // The edge checked the envelope, not the JSON inside its Message string (decision 035).
  if (containsUnfitText(message)) throw new MailEventInputError(UNFIT_TEXT);
  // Another topic's test message, or an SES notification of a kind we do not read (Delivery, Send…).
  if (!message || typeof message !== 'object') return { kind: 'events', events: [] };
  return { kind: 'events', events: sesEvents(parseOrThrow(sesSchema, message), secret) };
}

/**
 * SES classifies itself: `bounceType` Permanent is a hard bounce (General, NoEmail, Suppressed,
 * OnAccountSuppressionList); Transient (mailbox full, message too large…) and Undetermined are soft.
 * A complaint is a complaint unless the feedback says `not-spam`.
 */
function sesEvents(ses: SesNotification, secret: string): MailEvent[] {
  const type = ses.notificationType ?? ses.eventType;
  const headers = (ses.mail?.headers ?? []).map((h) => `${h.name}: ${h.value}`).join('\n');
  const memberId = headers ? memberOfHeaders(headers, secret) : null;
  if (type === 'Bounce' && ses.bounce) {
    const b = ses.bounce;
    const hard = b.bounceType === 'Permanent';
    return b.bouncedRecipients.map((r) => ({
      kind: 'bounce' as const,
      hard,
      recipient: addressOf(r.emailAddress),
      memberId,
      detail: clipDetail(
        [`SES ${b.bounceType}${b.bounceSubType ? `/${b.bounceSubType}` : ''}`, r.status, r.diagnosticCode]
          .filter(Boolean)
          .join(' '),
      ),
    }));
  }
  if (type === 'Complaint' && ses.complaint) {
    const c = ses.complaint;
    if (c.complaintFeedbackType === 'not-spam') return [];
    const what = c.complaintFeedbackType ?? c.complaintSubType ?? 'complaint';
    return c.complainedRecipients.map((r) => ({
      kind: 'complaint' as const,
      hard: true,
      recipient: addressOf(r.emailAddress),
      memberId,
      detail: clipDetail(`SES ${what}${c.userAgent ? ` (${c.userAgent})` : ''}`),
    }));
  }
  return [];
}

function genericEvents(body: object): MailEvent[] {
  const parsed = parseOrThrow(genericMailEventsSchema, body);
  return parsed.events.map((e) => {
    const recipient = addressOf(e.email);
    if (!recipient) throw new MailEventInputError(`not an address: ${e.email}`);
    return {
      kind: e.type,
      // A bounce is hard unless the provider says it may pass (`permanent: false`); a complaint always acts.
      hard: e.type === 'complaint' || e.permanent !== false,
      recipient,
      memberId: null,
      detail: clipDetail(
        e.detail?.trim() || (e.type === 'bounce' ? (e.permanent === false ? 'transient' : 'permanent') : 'complaint'),
      ),
    };
  });
}

/**
 * Whether an SNS `SubscribeURL` may be fetched: https on the default port to
 * `sns.<region>.amazonaws.com`, nothing else. Whoever knows the secret could otherwise make the
 * server fetch any URL (an address inside the network, a metadata service).
 */
export function isSnsSubscribeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    /^sns\.[a-z]{2}(?:-[a-z]+)+-\d{1,2}\.amazonaws\.com$/.test(url.hostname)
  );
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MailEventInputError(issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid');
  }
  return parsed.data;
}
