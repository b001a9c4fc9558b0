import type { MailContext, MailTemplate, MailTemplateVars } from './mail-templates.ts';

/**
 * Sample values of every mail, in Dutch: the mail tests render them
 * (mail-templates.unit.test.ts) and scripts/mail-screenshots.ts photographs them into docs/mails/.
 * The photos are addresses on the sample site; the script answers them with the seed's avatars.
 */
export const SAMPLE_ORIGIN = 'https://klik.example';
const origin = SAMPLE_ORIGIN;

/** The sample photos 1–5 (Sanne, Lisa, Jan Willem, Eva, Tom). */
export const samplePhoto = (n: number) => `${origin}/media/sample-${n}.jpg`;

export const SAMPLE_CONTEXT: MailContext = {
  locale: 'nl',
  siteName: 'Klik',
  domain: 'klik.example',
  siteUrl: origin,
  supportEmail: 'support@klik.example',
  primaryColor: '#e8175d',
  companyLine: 'Klik B.V., Keizersgracht 1, Amsterdam · KvK 12345678',
};

const token = `${origin}/activate?token=3f9a1c0d7e5b`;
export const SAMPLE_NOTIFICATION_LINKS = {
  unsubscribeLink: `${origin}/unsubscribe?token=u-8d2f`,
  preferencesLink: `${origin}/notifications`,
};

const appeal = `${origin}/appeal?token=41.q3ZcM0v7fW2rN8kLp5XtYg`;

export const MAIL_SAMPLES: { [T in MailTemplate]: MailTemplateVars[T] } = {
  activation: { name: 'Anna', link: token },
  password_reset: { name: 'Anna', link: `${origin}/password-reset?token=9c1e`, validMinutes: 60 },
  email_change: { name: 'Anna', link: `${origin}/mail-change/do?token=51ab`, newEmail: 'anna.nieuw@example.com' },
  welcome: { name: 'Anna', link: `${origin}/profile` },
  directdebit_code: { name: 'Anna', link: `${origin}/directdebit`, code: '482913', validMinutes: 15 },
  warning: { name: 'Anna', link: `${origin}/pages/ban`, category: 'Spam of oplichting', appealLink: appeal },
  account_suspended: {
    name: 'Anna',
    link: `${origin}/pages/ban`,
    category: 'Spam of oplichting',
    until: '12 december 2026',
    appealLink: appeal,
  },
  account_banned: { name: 'Anna', link: `${origin}/pages/ban`, category: 'Spam of oplichting', appealLink: appeal },
  report_handled: { name: 'Anna', link: `${origin}/members`, category: 'Spam of oplichting', actioned: true },
  photo_rejected: {
    name: 'Anna',
    link: `${origin}/profile#photos`,
    reason: 'Er staat geen persoon herkenbaar op',
    appealLink: appeal,
  },
  account_held: { name: 'Anna', link: `${origin}/pages/ban`, until: '28 december 2026', appealLink: appeal },
  appeal_link: {
    name: 'Anna',
    link: appeal,
    decision: 'je account is geblokkeerd (Spam of oplichting)',
  },
  text_removed: { name: 'Anna', link: `${origin}/profile`, category: 'Spam of oplichting', appealLink: appeal },
  message_removed: {
    name: 'Anna',
    link: `${origin}/chats`,
    category: 'Intimidatie of lastigvallen',
    appealLink: appeal,
  },
  appeal_received: { name: 'Anna', link: `${origin}/`, decision: 'je foto is verwijderd (naaktheid)' },
  appeal_decided: {
    name: 'Anna',
    link: `${origin}/`,
    decision: 'je foto is verwijderd (naaktheid)',
    granted: true,
    note: 'Op de foto is geen naakt te zien; hij staat weer op je profiel.',
  },
  report_reversed: { name: 'Anna', link: `${origin}/members`, category: 'Aanstootgevende foto' },
  account_deleted: { name: 'Anna', link: `${origin}/reactivate?token=77e0`, until: '9 december 2026' },
  data_export: { name: 'Anna', link: `${origin}/api/data-export.php?token=e4c2` },
  new_device: { name: 'Anna', link: `${origin}/settings`, device: 'Firefox, Linux', place: 'Nederland' },
  new_conversation: {
    name: 'Anna',
    link: `${origin}/chat/812`,
    senderName: 'Sanne',
    senderAge: 34,
    senderCity: 'Utrecht',
    photoUrl: samplePhoto(1),
    ...SAMPLE_NOTIFICATION_LINKS,
  },
  new_messages: {
    name: 'Anna',
    link: `${origin}/chat/812`,
    senderName: 'Sanne',
    count: 3,
    ...SAMPLE_NOTIFICATION_LINKS,
  },
  like: {
    name: 'Anna',
    link: `${origin}/profile/5531`,
    likerName: 'Mark',
    likerAge: 41,
    likerCity: null,
    photoUrl: null,
    ...SAMPLE_NOTIFICATION_LINKS,
  },
  unread_reminder: {
    name: 'Anna',
    link: `${origin}/chats`,
    unreadCount: 7,
    senders: ['Sanne', 'Mark', 'Lisa', 'Eva', 'Tom'],
    ...SAMPLE_NOTIFICATION_LINKS,
  },
  weekly_update: {
    name: 'Anna',
    link: `${origin}/search`,
    members: [
      { name: 'Sanne', age: 34, city: 'Utrecht', photoUrl: samplePhoto(1), link: `${origin}/profile/101` },
      { name: 'Mark', age: 41, city: 'Amersfoort', photoUrl: null, link: `${origin}/profile/102` },
      { name: 'Lisa', age: 29, city: 'Den Haag', photoUrl: samplePhoto(2), link: `${origin}/profile/103` },
      {
        name: 'Jan Willem',
        age: null,
        city: 's-Hertogenbosch',
        photoUrl: samplePhoto(3),
        link: `${origin}/profile/104`,
      },
      { name: 'Eva', age: 38, city: null, photoUrl: samplePhoto(4), link: `${origin}/profile/105` },
      { name: 'Tom', age: 45, city: 'Rotterdam', photoUrl: samplePhoto(5), link: `${origin}/profile/106` },
    ],
    ...SAMPLE_NOTIFICATION_LINKS,
  },
  receipt: {
    name: 'Anna',
    link: `${origin}/transactions`,
    orderId: 'K-2026-01042',
    date: '3 maart 2026',
    description: '100 credits',
    credits: 100,
    amount: '€ 19,99',
    vatRate: '21%',
    vatAmount: '€ 3,47',
    refundDays: 14,
  },
};
