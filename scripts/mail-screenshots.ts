/**
 * Screenshots of every mail (issue #16): renders each template with Dutch sample data and takes a
 * full-page PNG of its HTML in Chromium at a phone's width (390 px) into docs/mails/<template>.png,
 * and writes docs/mails/README.md listing them. The members' photos come from the seed's avatar
 * drawer, answered by the page's request routing (no network).
 *
 *   node --import tsx scripts/mail-screenshots.ts [template …]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { renderAvatar } from '../server/seed/avatars.ts';
import { renderMail, isNotificationMail, NOTIFICATION_MAILS, type MailContext, type MailTemplate, type MailTemplateVars } from '../server/platform/mail-templates.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'docs', 'mails');
const origin = 'https://klik.example';

const ctx: MailContext = {
  locale: 'nl',
  siteName: 'Klik',
  domain: 'klik.example',
  siteUrl: origin,
  supportEmail: 'support@klik.example',
  primaryColor: '#e8175d',
  companyLine: 'Klik B.V., Keizersgracht 1, Amsterdam · KvK 12345678',
};

const token = `${origin}/activate?token=3f9a1c0d7e5b`;
const notify = { unsubscribeLink: `${origin}/unsubscribe?token=u-8d2f`, preferencesLink: `${origin}/notifications` };
const photo = (n: number) => `${origin}/media/sample-${n}.jpg`;

export const SAMPLES: { [T in MailTemplate]: MailTemplateVars[T] } = {
  activation: { name: 'Anna', link: token },
  password_reset: { name: 'Anna', link: `${origin}/password-reset?token=9c1e`, validMinutes: 60 },
  email_change: { name: 'Anna', link: `${origin}/mail-change/do?token=51ab`, newEmail: 'anna.nieuw@example.com' },
  welcome: { name: 'Anna', link: `${origin}/profile` },
  directdebit_code: { name: 'Anna', link: `${origin}/directdebit`, code: '482913', validMinutes: 15 },
  warning: { name: 'Anna', link: `${origin}/pages/ban`, category: 'Spam of oplichting' },
  photo_rejected: { name: 'Anna', link: `${origin}/profile#photos`, reason: 'Er staat geen persoon herkenbaar op' },
  account_deleted: { name: 'Anna', link: `${origin}/reactivate?token=77e0`, until: '9 december 2026' },
  data_export: { name: 'Anna', link: `${origin}/api/data-export.php?token=e4c2` },
  new_device: { name: 'Anna', link: `${origin}/settings`, device: 'Firefox, Linux', place: 'Nederland' },
  new_conversation: { name: 'Anna', link: `${origin}/chat/812`, senderName: 'Sanne', senderAge: 34, senderCity: 'Utrecht', photoUrl: photo(1), ...notify },
  new_messages: { name: 'Anna', link: `${origin}/chat/812`, senderName: 'Sanne', count: 3, ...notify },
  like: { name: 'Anna', link: `${origin}/profile/5531`, likerName: 'Mark', likerAge: 41, likerCity: null, photoUrl: null, ...notify },
  unread_reminder: { name: 'Anna', link: `${origin}/chats`, unreadCount: 7, senders: ['Sanne', 'Mark', 'Lisa', 'Eva', 'Tom'], ...notify },
  weekly_update: {
    name: 'Anna',
    link: `${origin}/search`,
    members: [
      { name: 'Sanne', age: 34, city: 'Utrecht', photoUrl: photo(1), link: `${origin}/profile/101` },
      { name: 'Mark', age: 41, city: 'Amersfoort', photoUrl: null, link: `${origin}/profile/102` },
      { name: 'Lisa', age: 29, city: 'Den Haag', photoUrl: photo(2), link: `${origin}/profile/103` },
      { name: 'Jan Willem', age: null, city: 's-Hertogenbosch', photoUrl: photo(3), link: `${origin}/profile/104` },
      { name: 'Eva', age: 38, city: null, photoUrl: photo(4), link: `${origin}/profile/105` },
      { name: 'Tom', age: 45, city: 'Rotterdam', photoUrl: photo(5), link: `${origin}/profile/106` },
    ],
    ...notify,
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

/** The genders of the sample photos 1–5: Sanne, Lisa, Jan Willem, Eva, Tom. */
const GENDERS = ['female', 'female', 'male', 'female', 'male'] as const;

async function main() {
  const only = process.argv.slice(2);
  const templates = (Object.keys(SAMPLES) as MailTemplate[]).filter((t) => only.length === 0 || only.includes(t));
  mkdirSync(outDir, { recursive: true });
  const photos = new Map<string, Buffer>();
  for (let n = 1; n <= 5; n += 1) photos.set(photo(n), await renderAvatar({ seed: n * 7, gender: GENDERS[n - 1]!, variant: 0, size: 176 }));

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 }, deviceScaleFactor: 1 });
    await page.route('**/*', (route) => {
      const body = photos.get(route.request().url());
      return body ? route.fulfill({ status: 200, contentType: 'image/jpeg', body }) : route.fulfill({ status: 404, body: '' });
    });
    for (const template of templates) {
      const mail = await renderMail(template, SAMPLES[template] as never, ctx);
      // Served from the site's origin, as a webmail shows it; images load through the routing above.
      await page.route(`${origin}/__mail`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: mail.html }));
      await page.goto(`${origin}/__mail`, { waitUntil: 'load' });
      await page.unroute(`${origin}/__mail`);
      await page.screenshot({ path: path.join(outDir, `${template}.png`), fullPage: true });
      console.log(`docs/mails/${template}.png  ${mail.subject}`);
    }
  } finally {
    await browser.close();
  }

  const all = Object.keys(SAMPLES) as MailTemplate[];
  const rows = await Promise.all(
    all.map(async (t) => {
      const mail = await renderMail(t, SAMPLES[t] as never, ctx);
      const kind = isNotificationMail(t) ? `notification (${NOTIFICATION_MAILS[t]})` : 'service';
      return `| \`${t}\` | ${kind} | ${mail.subject.replace(/\|/g, '\\|')} | [${t}.png](${t}.png) |`;
    }),
  );
  writeFileSync(
    path.join(outDir, 'README.md'),
    `# The mails

Every mail the site sends, rendered with React Email (\`server/platform/mail-layout.tsx\`, texts in
\`common/i18n/mail.nl.ts\`) with Dutch sample data, as a phone shows it (390 pixels wide). Made by
\`node --import tsx scripts/mail-screenshots.ts [template …]\` (Chromium at /usr/bin/chromium); run it
again after changing a mail, and look at the pictures.

Notification mails can be switched off per category (spec §3 notification preferences); their footer
says why the member got the mail and links to unsubscribe and to the notification settings.

| Template | Kind | Subject | Screenshot |
|---|---|---|---|
${rows.join('\n')}
`,
  );
}

await main();
