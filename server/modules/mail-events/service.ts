import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { memberIdsByEmail, staffAccountRows } from '../members/index.ts';
import { disableNotifications } from '../notifications/index.ts';
import type { NotificationsDisabledReason } from '../../../common/rules/notifications.ts';
import { parseMailReport, type MailEvent } from './report-parser.ts';
import { containsUnfitText } from '../../http/input-guard.ts';
import { isSnsSubscribeUrl, MailEventInputError, readProviderJson } from './provider-events.ts';

/** One notification turned off: whose, why, for which address. */
export interface TurnedOff {
  memberId: number;
  reason: NotificationsDisabledReason;
  email: string;
}

export interface IntakeResult {
  /** How many times e-mail notifications were turned off (members × reports). */
  processed: number;
  /** The events the input held, soft ones included. */
  events: MailEvent[];
  turnedOff: TurnedOff[];
  /** An SNS subscription was confirmed. */
  confirmed?: string;
}

export interface MailEventDeps {
  db: Database;
  /** The secret the unsubscribe tokens are signed with (the session secret). */
  secret: string;
  log: FastifyBaseLogger;
  /** Injected by tests; the real one fetches the SNS confirmation. */
  fetch?: typeof fetch;
}

/**
 * The intake of bounces and complaints (decision 029): raw DSN/ARF mails (the HTTP
 * endpoint and `npm run admin -- mail intake`) and the providers' JSON. A hard bounce turns the
 * member's e-mail notifications off with `bounce`, a complaint with `fbl`; a soft bounce changes
 * nothing. Not per site: one provider posts for every site of the deployment.
 *
 * Who a report is about:
 * - a bounce: the address. Every member (of any site) whose current address it is; a member whose
 *   unsubscribe token the report quotes but who has since changed address is left alone (the
 *   report is about the old address: nothing is stored).
 * - a complaint: the member of the quoted unsubscribe token (a complaint is one member saying no to
 *   one site's mail) when the reported address is redacted or is still theirs; without a token,
 *   every member with the reported address.
 */
export class MailEventService {
  constructor(private readonly deps: MailEventDeps) {}

  /** A raw mail: a DSN or ARF report turns notifications off; any other mail (an autoreply) does nothing. */
  async intakeRaw(raw: Buffer): Promise<IntakeResult> {
    let events: MailEvent[];
    try {
      events = await parseMailReport(raw, { secret: this.deps.secret });
    } catch (err) {
      throw new ApiError(400, 'invalid_mail', 'mailEvents.invalid', {
        details: err instanceof Error ? err.message : 'unreadable',
      });
    }
    return this.apply(events);
  }

  /** A provider's JSON: Amazon SES through SNS (or raw delivery), or the generic `{ events: [...] }`. */
  async intakeJson(body: unknown): Promise<IntakeResult> {
    let input;
    try {
      input = readProviderJson(typeof body === 'string' ? parseJson(body) : body, this.deps.secret);
    } catch (err) {
      if (err instanceof MailEventInputError)
        throw new ApiError(400, 'invalid_event', 'mailEvents.invalid', { details: err.message });
      throw err;
    }
    if (input.kind === 'sns-confirmation') {
      await this.confirmSubscription(input.subscribeUrl);
      return { processed: 0, events: [], turnedOff: [], confirmed: input.topicArn };
    }
    return this.apply(input.events);
  }

  /** The hard events, applied in one transaction. */
  async apply(events: MailEvent[]): Promise<IntakeResult> {
    const hard = events.filter((e) => e.hard);
    const turnedOff =
      hard.length === 0
        ? []
        : await this.deps.db.transaction(async (tx) => {
            const done: TurnedOff[] = [];
            for (const event of hard) {
              const reason: NotificationsDisabledReason = event.kind === 'bounce' ? 'bounce' : 'fbl';
              for (const [memberId, email] of await membersOf(tx, event)) {
                await disableNotifications(tx, memberId, { reason, email, detail: event.detail });
                done.push({ memberId, reason, email });
              }
            }
            return done;
          });
    for (const t of turnedOff)
      this.deps.log.info(
        { memberId: t.memberId, reason: t.reason },
        'e-mail notifications turned off by a mail report',
      );
    return { processed: turnedOff.length, events, turnedOff };
  }

  /**
   * SNS's subscription handshake: a GET of the SubscribeURL, only to an SNS host over https
   * (the URL comes from the request body).
   */
  private async confirmSubscription(url: string): Promise<void> {
    if (!isSnsSubscribeUrl(url)) throw new ApiError(400, 'sns_host_refused', 'mailEvents.snsHost');
    const doFetch = this.deps.fetch ?? fetch;
    try {
      const res = await doFetch(url, { method: 'GET', redirect: 'error', signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`SNS answered ${res.status}`);
    } catch (err) {
      this.deps.log.warn({ err }, 'confirming the SNS subscription failed');
      throw new ApiError(502, 'sns_confirmation_failed', 'mailEvents.snsFailed');
    }
  }
}

/** One line for the command line (`npm run admin -- mail intake`): what the mail was and what it changed. */
export function intakeSummary(result: IntakeResult): string {
  if (result.events.length === 0) return 'processed 0: not a bounce or complaint report';
  const off = result.turnedOff.map((t) => `${t.reason} for member ${t.memberId} (${t.email})`);
  const soft = result.events.filter((e) => !e.hard).length;
  const unmatched = result.events.length - soft > 0 && off.length === 0 ? '; no member has the reported address' : '';
  return `processed ${result.processed}${off.length ? `: ${off.join(', ')}` : ''}${soft ? `; ${soft} soft bounce(s) ignored` : ''}${unmatched}`;
}

/**
 * What `npm run admin -- mail intake` does when a mail fails: a mail that will never read (an
 * ApiError below 500, e.g. `invalid_mail`) is dropped with exit 0 — retrying cannot help, and a
 * non-zero exit would bounce the bounce; anything else (the database is away) exits 75
 * (EX_TEMPFAIL), so the MTA keeps the mail and tries again.
 */
export function intakeFailure(err: unknown): { exitCode: 0 | 75; line: string } {
  if (err instanceof ApiError && err.status < 500) {
    const details = typeof err.params?.details === 'string' ? `: ${err.params.details}` : '';
    return { exitCode: 0, line: `mail intake: dropped, the mail cannot be read (${err.code}${details})` };
  }
  return {
    exitCode: 75,
    line: `mail intake failed, to be retried: ${err instanceof Error ? err.message : String(err)}`,
  };
}

/** The members one hard event is about, with the address to record (see the class comment). */
async function membersOf(tx: Executor, event: MailEvent): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (event.kind === 'complaint' && event.memberId !== null) {
    const [row] = await staffAccountRows(tx, [event.memberId]);
    if (row && !row.purgedAt && (event.recipient === null || row.email.toLowerCase() === event.recipient))
      found.set(row.id, row.email);
    return found;
  }
  if (!event.recipient) return found;
  for (const id of await memberIdsByEmail(tx, event.recipient)) found.set(id, event.recipient);
  return found;
}

/** A body sent as text (SNS posts text/plain): the edge's text rule applies to what it parses to. */
function parseJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MailEventInputError('the body is not JSON');
  }
  if (containsUnfitText(parsed)) throw new MailEventInputError('the body holds a NUL byte or an unpaired surrogate');
  return parsed;
}
