import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressOf,
  bounceIsHard,
  clipDetail,
  memberOfHeaders,
  parseMailReport,
  type MailEvent,
} from './report-parser.ts';
import { isSnsSubscribeUrl, MailEventInputError, readProviderJson } from './provider-events.ts';
import { secretOf } from './routes.ts';
import { intakeFailure, intakeSummary } from './service.ts';
import { ApiError } from '../../http/errors.ts';
import { memberOfUnsubscribeUrl, unsubscribeLinks, unsubscribeToken } from '../notifications/index.ts';

/** What each bounce or complaint report says, as the intake acts on it. */
const SECRET = 'sample-secret';
const sample = (name: string) => readFileSync(path.join(import.meta.dirname, 'samples', name));
const parse = (name: string) => parseMailReport(sample(name), { secret: SECRET });

describe('DSN and ARF samples', () => {
  const expected: Record<string, MailEvent[]> = {
    'postfix-5.1.1-user-unknown.eml': [
      {
        kind: 'bounce',
        hard: true,
        recipient: 'jan.jansen@example.nl',
        memberId: 101,
        detail:
          '5.1.1 smtp; 550 5.1.1 <jan.jansen@example.nl>: Recipient address rejected: User unknown in virtual mailbox table',
      },
    ],
    // Exim says 5.0.0 for every failure; the remote server's 5.1.1 is the code kept.
    'exim-5.1.1-headers-only.eml': [
      {
        kind: 'bounce',
        hard: true,
        recipient: 'piet@example.org',
        memberId: 108,
        detail: '5.1.1 smtp; 550 5.1.1 <piet@example.org>: Recipient address rejected: User unknown',
      },
    ],
    'gmail-5.1.1-no-such-user.eml': [
      {
        kind: 'bounce',
        hard: true,
        recipient: 'sanne.devries1990@gmail.com',
        memberId: 102,
        detail:
          "5.1.1 smtp; 550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos or 550-5.1.1 unnecessary spaces. For more information, go to 550 5.1.1 https://support.google.com/mail/?p=NoSuchUser 5b1f17b1804b1-43bd2a0c1e5si123456f8f.123 - gsmtp",
      },
    ],
    'outlook-365-5.1.10-ndr.eml': [
      {
        kind: 'bounce',
        hard: true,
        recipient: 'klaas.vanleeuwen@contoso-bv.nl',
        memberId: 103,
        detail: '5.1.10 smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
      },
    ],
    'postfix-4.4.1-delayed.eml': [
      {
        kind: 'bounce',
        hard: false,
        recipient: 'fleur@example.be',
        memberId: 104,
        detail: '4.4.1 X-Postfix; connect to mx.example.be[198.51.100.7]:25: Connection timed out',
      },
    ],
    'mailbox-full-5.2.2.eml': [
      {
        kind: 'bounce',
        hard: false,
        recipient: 'ineke.bakker@example.nl',
        memberId: 105,
        detail: '5.2.2 smtp; 552 5.2.2 <ineke.bakker@example.nl>: Mailbox full: quota exceeded (2048000/2048000 KB)',
      },
    ],
    // The feedback loops hide the recipient: the quoted original's unsubscribe token names the member.
    'yahoo-arf-abuse.eml': [
      { kind: 'complaint', hard: true, recipient: null, memberId: 106, detail: 'abuse (Yahoo!-Mail-Feedback/2.0)' },
    ],
    'microsoft-jmrp-arf.eml': [
      { kind: 'complaint', hard: true, recipient: null, memberId: 107, detail: 'abuse (Hotmail FBL)' },
    ],
    'rfc5965-arf-by-address.eml': [
      {
        kind: 'complaint',
        hard: true,
        recipient: 'lisa.peters@example.com',
        memberId: null,
        detail: 'abuse (SomeGenerator/1.0)',
      },
    ],
    'autoreply-out-of-office.eml': [],
    'human-reply.eml': [],
  };
  for (const [name, events] of Object.entries(expected)) {
    it(`${name}: ${events.length ? events.map((e) => `${e.hard ? 'hard' : 'soft'} ${e.kind}`).join(', ') : 'no event'}`, async () => {
      expect(await parse(name)).toEqual(events);
    });
  }

  it('covers every sample in the folder', () => {
    const files = readFileSync(path.join(import.meta.dirname, 'samples', 'README.md'), 'utf8')
      .match(/`[^`]+\.eml`/g)!
      .map((f) => f.slice(1, -1));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it('names no member when the token was signed with another secret', async () => {
    const events = await parseMailReport(sample('yahoo-arf-abuse.eml'), { secret: 'another-secret' });
    expect(events).toEqual([
      { kind: 'complaint', hard: true, recipient: null, memberId: null, detail: 'abuse (Yahoo!-Mail-Feedback/2.0)' },
    ]);
  });

  it('reads one event per recipient and skips successes; a not-spam feedback is no complaint', async () => {
    const dsn = [
      'From: MAILER-DAEMON@mx.example',
      'Content-Type: multipart/report; report-type=delivery-status; boundary=b',
      '',
      '--b',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example',
      '',
      'Final-Recipient: rfc822; a@example.com',
      'Action: failed',
      'Status: 5.1.1',
      '',
      'Final-Recipient: rfc822; b@example.com',
      'Action: delivered',
      'Status: 2.0.0',
      '',
      'Final-Recipient: rfc822; c@example.com',
      'Action: failed',
      'Status: 5.7.1',
      'Diagnostic-Code: smtp; 550 5.7.1 Service unavailable, client host blocked using Spamhaus',
      '--b--',
      '',
    ].join('\r\n');
    expect(await parseMailReport(Buffer.from(dsn), { secret: SECRET })).toEqual([
      { kind: 'bounce', hard: true, recipient: 'a@example.com', memberId: null, detail: '5.1.1' },
      {
        kind: 'bounce',
        hard: false,
        recipient: 'c@example.com',
        memberId: null,
        detail: '5.7.1 smtp; 550 5.7.1 Service unavailable, client host blocked using Spamhaus',
      },
    ]);
    const arf = [
      'Content-Type: multipart/report; report-type=feedback-report; boundary=b',
      '',
      '--b',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: not-spam',
      'Original-Rcpt-To: <d@example.com>',
      '--b--',
      '',
    ].join('\r\n');
    expect(await parseMailReport(Buffer.from(arf), { secret: SECRET })).toEqual([]);
  });

  it('takes garbage without throwing', async () => {
    expect(await parseMailReport(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x0a, 0x0a]), { secret: SECRET })).toEqual([]);
    expect(
      await parseMailReport(
        Buffer.from(
          'Content-Type: multipart/report; boundary=x\r\n\r\n--x\r\nContent-Type: message/delivery-status\r\n\r\nnonsense\r\n',
        ),
        { secret: SECRET },
      ),
    ).toEqual([]);
  });
});

describe('hard or soft', () => {
  it('is hard for a permanent failure about the address, soft for full mailboxes, sender blocks and temporary failures', () => {
    expect(bounceIsHard('5.1.1', '')).toBe(true);
    expect(bounceIsHard('5.1.10', '')).toBe(true);
    expect(bounceIsHard('5.2.1', 'mailbox disabled')).toBe(true);
    expect(bounceIsHard('5.4.4', 'Host or domain name not found')).toBe(true);
    expect(bounceIsHard('5.2.2', '')).toBe(false);
    expect(bounceIsHard('5.0.0', '552 Mailbox is full')).toBe(false);
    expect(bounceIsHard('5.1.1', 'The recipient is over quota')).toBe(false);
    expect(bounceIsHard('5.7.1', 'blocked')).toBe(false);
    expect(bounceIsHard('5.3.4', 'message too big')).toBe(false);
    expect(bounceIsHard('4.4.1', '')).toBe(false);
    expect(bounceIsHard('', '')).toBe(false);
  });

  it('reads addresses as reports write them, and not redacted ones', () => {
    expect(addressOf('rfc822; Jan@Example.NL')).toBe('jan@example.nl');
    expect(addressOf('rfc822;<jan@example.nl>')).toBe('jan@example.nl');
    expect(addressOf('Jan <jan@example.nl>')).toBe('jan@example.nl');
    expect(addressOf('x400; /G=jan/S=jansen/')).toBeNull();
    expect(addressOf('<redacted>')).toBeNull();
    expect(addressOf('redacted@yahoo.com')).toBeNull();
    expect(addressOf('xxxxxxx@hotmail.com')).toBeNull();
    expect(addressOf('')).toBeNull();
  });

  it('finds the member of a List-Unsubscribe header, also URL-encoded and beside a mailto', () => {
    const token = unsubscribeToken(SECRET, 42, 'like');
    expect(
      memberOfHeaders(
        `List-Unsubscribe: <mailto:u@klik.example>,\r\n <https://a.example/api/unsubscribe.php?t=${encodeURIComponent(token).replace('.', '%2E')}>`,
        SECRET,
      ),
    ).toBe(42);
    expect(
      memberOfHeaders(
        `List-Unsubscribe: <https://a.example/api/unsubscribe.php?t=${token.replace(/.$/, 'x')}>`,
        SECRET,
      ),
    ).toBeNull();
    expect(memberOfHeaders('List-Unsubscribe: <https://a.example/api/unsubscribe.php?t=%E0%A4%A>', SECRET)).toBeNull();
    // The headers our notification mails carry read back to their member.
    expect(
      memberOfHeaders(
        `List-Unsubscribe: ${unsubscribeLinks(SECRET, 'https://klik.example', 42, 'weekly_updates').headers['List-Unsubscribe']}`,
        SECRET,
      ),
    ).toBe(42);
  });

  it('reads the member back from either unsubscribe URL, and from nothing else', () => {
    const links = unsubscribeLinks(SECRET, 'https://klik.example', 42, 'like');
    expect(memberOfUnsubscribeUrl(SECRET, links.page)).toBe(42);
    expect(memberOfUnsubscribeUrl(SECRET, links.oneClick)).toBe(42);
    expect(memberOfUnsubscribeUrl('another-secret', links.oneClick)).toBeNull();
    expect(memberOfUnsubscribeUrl(SECRET, 'mailto:u@klik.example')).toBeNull();
    expect(memberOfUnsubscribeUrl(SECRET, 'not a url')).toBeNull();
    expect(memberOfUnsubscribeUrl(SECRET, 'https://klik.example/unsubscribe')).toBeNull();
  });

  it('keeps a detail on one line and at most 500 characters', () => {
    expect(clipDetail('  550 5.1.1\r\n  user unknown ')).toBe('550 5.1.1 user unknown');
    const long = clipDetail('x'.repeat(600));
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('provider JSON', () => {
  const sesBounce = (bounceType: string) => ({
    notificationType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: 'Jan@Example.nl',
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        },
      ],
      timestamp: '2025-03-04T09:21:07.000Z',
      feedbackId: '0102019565f3c9e0-abc',
    },
    mail: {
      messageId: 'x',
      destination: ['jan@example.nl'],
      headers: [
        {
          name: 'List-Unsubscribe',
          value: `<https://klik.example/api/unsubscribe.php?t=${unsubscribeToken(SECRET, 7, 'like')}>`,
        },
      ],
    },
  });

  it('reads SES bounces through an SNS notification: Permanent is hard, Transient soft', () => {
    const sns = (message: object) => ({
      Type: 'Notification',
      MessageId: 'm',
      TopicArn: 'arn:aws:sns:eu-west-1:123456789012:klik-ses',
      Message: JSON.stringify(message),
      Timestamp: '2025-03-04T09:21:08.000Z',
    });
    expect(readProviderJson(sns(sesBounce('Permanent')), SECRET)).toEqual({
      kind: 'events',
      events: [
        {
          kind: 'bounce',
          hard: true,
          recipient: 'jan@example.nl',
          memberId: 7,
          detail: 'SES Permanent/General 5.1.1 smtp; 550 5.1.1 user unknown',
        },
      ],
    });
    expect(readProviderJson(sns(sesBounce('Transient')), SECRET)).toEqual({
      kind: 'events',
      events: [
        {
          kind: 'bounce',
          hard: false,
          recipient: 'jan@example.nl',
          memberId: 7,
          detail: 'SES Transient/MailboxFull 5.1.1 smtp; 550 5.1.1 user unknown',
        },
      ],
    });
    // SNS raw message delivery, and SES event publishing's `eventType`.
    expect(
      readProviderJson({ ...sesBounce('Permanent'), notificationType: undefined, eventType: 'Bounce' }, SECRET),
    ).toMatchObject({ kind: 'events', events: [{ kind: 'bounce', hard: true }] });
    expect(readProviderJson(sns({ notificationType: 'Delivery', delivery: {} }), SECRET)).toEqual({
      kind: 'events',
      events: [],
    });
  });

  it('reads SES complaints, except not-spam', () => {
    const complaint = (type: string | null) => ({
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'lisa@example.com' }],
        complaintFeedbackType: type,
        userAgent: 'Yahoo!-Mail-Feedback/2.0',
        timestamp: '2025-03-10T17:22:39.000Z',
        feedbackId: 'f',
      },
      mail: { messageId: 'x', destination: ['lisa@example.com'] },
    });
    expect(readProviderJson(complaint('abuse'), SECRET)).toEqual({
      kind: 'events',
      events: [
        {
          kind: 'complaint',
          hard: true,
          recipient: 'lisa@example.com',
          memberId: null,
          detail: 'SES abuse (Yahoo!-Mail-Feedback/2.0)',
        },
      ],
    });
    expect(readProviderJson(complaint(null), SECRET)).toMatchObject({
      events: [{ kind: 'complaint', detail: 'SES complaint (Yahoo!-Mail-Feedback/2.0)' }],
    });
    expect(readProviderJson(complaint('not-spam'), SECRET)).toEqual({ kind: 'events', events: [] });
  });

  it('hands on an SNS subscription confirmation', () => {
    expect(
      readProviderJson(
        {
          Type: 'SubscriptionConfirmation',
          TopicArn: 'arn:aws:sns:eu-west-1:1:t',
          Token: 'tok',
          SubscribeURL: 'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&Token=tok',
        },
        SECRET,
      ),
    ).toEqual({
      kind: 'sns-confirmation',
      subscribeUrl: 'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&Token=tok',
      topicArn: 'arn:aws:sns:eu-west-1:1:t',
    });
    expect(
      readProviderJson(
        { Type: 'UnsubscribeConfirmation', SubscribeURL: 'https://sns.eu-west-1.amazonaws.com/' },
        SECRET,
      ),
    ).toEqual({ kind: 'events', events: [] });
  });

  it('reads the generic form: a bounce is permanent unless it says not', () => {
    expect(
      readProviderJson(
        {
          events: [
            { type: 'bounce', email: 'A@example.com' },
            { type: 'bounce', email: 'b@example.com', permanent: false, detail: 'mailbox full' },
            { type: 'complaint', email: 'c@example.com' },
          ],
        },
        SECRET,
      ),
    ).toEqual({
      kind: 'events',
      events: [
        { kind: 'bounce', hard: true, recipient: 'a@example.com', memberId: null, detail: 'permanent' },
        { kind: 'bounce', hard: false, recipient: 'b@example.com', memberId: null, detail: 'mailbox full' },
        { kind: 'complaint', hard: true, recipient: 'c@example.com', memberId: null, detail: 'complaint' },
      ],
    });
  });

  it('refuses what it cannot read', () => {
    for (const body of [
      null,
      [],
      'x',
      {},
      { events: [] },
      { events: [{ type: 'spam', email: 'a@example.com' }] },
      { events: [{ type: 'bounce', email: 'not an address' }] },
      { Type: 'Notification', Message: '{' },
      { Type: 'SubscriptionConfirmation' },
      { notificationType: 'Bounce', bounce: { bounceType: 'Permanent' } },
    ]) {
      expect(() => readProviderJson(body, SECRET), JSON.stringify(body)).toThrow(MailEventInputError);
    }
  });
});

describe('SNS confirmation host', () => {
  it('is https on sns.<region>.amazonaws.com only', () => {
    expect(
      isSnsSubscribeUrl('https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=arn&Token=t'),
    ).toBe(true);
    expect(isSnsSubscribeUrl('https://sns.us-gov-west-1.amazonaws.com/?Action=ConfirmSubscription')).toBe(true);
    expect(isSnsSubscribeUrl('http://sns.eu-west-1.amazonaws.com/')).toBe(false);
    expect(isSnsSubscribeUrl('https://sns.eu-west-1.amazonaws.com:8443/')).toBe(false);
    expect(isSnsSubscribeUrl('https://user:pw@sns.eu-west-1.amazonaws.com/')).toBe(false);
    expect(isSnsSubscribeUrl('https://sns.eu-west-1.amazonaws.com.evil.example/')).toBe(false);
    expect(isSnsSubscribeUrl('https://evil.example/sns.eu-west-1.amazonaws.com')).toBe(false);
    expect(isSnsSubscribeUrl('https://sqs.eu-west-1.amazonaws.com/')).toBe(false);
    expect(isSnsSubscribeUrl('https://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isSnsSubscribeUrl('https://localhost/')).toBe(false);
    expect(isSnsSubscribeUrl('not a url')).toBe(false);
  });
});

describe('the shared secret', () => {
  it('is the password of HTTP Basic (any user) or a Bearer token', () => {
    expect(secretOf(`Basic ${Buffer.from('sns:s3cret:with:colons').toString('base64')}`)).toBe('s3cret:with:colons');
    expect(secretOf(`basic ${Buffer.from(':s3cret').toString('base64')}`)).toBe('s3cret');
    expect(secretOf('Bearer s3cret')).toBe('s3cret');
    expect(secretOf(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeNull();
    expect(secretOf('Digest username="x"')).toBeNull();
    expect(secretOf('Bearer')).toBeNull();
    expect(secretOf(undefined)).toBeNull();
  });
});

describe('the command line', () => {
  it('says in one line what the mail was and what it changed', () => {
    const bounce: MailEvent = {
      kind: 'bounce',
      hard: true,
      recipient: 'jan@example.nl',
      memberId: null,
      detail: '5.1.1',
    };
    expect(intakeSummary({ processed: 0, events: [], turnedOff: [] })).toBe(
      'processed 0: not a bounce or complaint report',
    );
    expect(
      intakeSummary({
        processed: 1,
        events: [bounce],
        turnedOff: [{ memberId: 12, reason: 'bounce', email: 'jan@example.nl' }],
      }),
    ).toBe('processed 1: bounce for member 12 (jan@example.nl)');
    expect(intakeSummary({ processed: 0, events: [bounce], turnedOff: [] })).toBe(
      'processed 0; no member has the reported address',
    );
    expect(intakeSummary({ processed: 0, events: [{ ...bounce, hard: false }], turnedOff: [] })).toBe(
      'processed 0; 1 soft bounce(s) ignored',
    );
  });
});

describe('mail intake exit code', () => {
  it('drops a mail that can never be read (exit 0, no bounce of the bounce) and keeps the rest for a retry (75)', () => {
    expect(intakeFailure(new ApiError(400, 'invalid_mail', 'mailEvents.invalid', { details: 'no header' }))).toEqual({
      exitCode: 0,
      line: 'mail intake: dropped, the mail cannot be read (invalid_mail: no header)',
    });
    expect(intakeFailure(new ApiError(503, 'unavailable', 'mailEvents.invalid')).exitCode).toBe(75);
    expect(intakeFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toEqual({
      exitCode: 75,
      line: 'mail intake failed, to be retried: connect ECONNREFUSED 127.0.0.1:5432',
    });
  });
});
