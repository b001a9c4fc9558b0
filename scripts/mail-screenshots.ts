/**
 * Screenshots of every mail: renders each template with Dutch sample data and takes a
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
import {
  renderMail,
  isNotificationMail,
  NOTIFICATION_MAILS,
  type MailTemplate,
  type RenderedMail,
} from '../server/platform/mail-templates.ts';
import { MAIL_SAMPLES, SAMPLE_CONTEXT, SAMPLE_ORIGIN, samplePhoto } from '../server/platform/mail-samples.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.join(root, 'docs', 'mails');
const origin = SAMPLE_ORIGIN;

/** The genders of the sample photos 1–5: Sanne, Lisa, Jan Willem, Eva, Tom. */
const GENDERS = ['female', 'female', 'male', 'female', 'male'] as const;

async function main() {
  const only = process.argv.slice(2);
  const all = Object.keys(MAIL_SAMPLES) as MailTemplate[];
  const templates = all.filter((t) => only.length === 0 || only.includes(t));
  // Every mail rendered once: the screenshots take the chosen ones, the README lists them all.
  const mails = new Map<MailTemplate, RenderedMail>();
  for (const t of all) mails.set(t, await renderMail(t, MAIL_SAMPLES[t], SAMPLE_CONTEXT));
  mkdirSync(outDir, { recursive: true });
  const photos = new Map<string, Buffer>();
  for (let n = 1; n <= 5; n += 1)
    photos.set(samplePhoto(n), await renderAvatar({ seed: n * 7, gender: GENDERS[n - 1]!, variant: 0, size: 176 }));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 }, deviceScaleFactor: 1 });
    await page.route('**/*', (route) => {
      const body = photos.get(route.request().url());
      return body
        ? route.fulfill({ status: 200, contentType: 'image/jpeg', body })
        : route.fulfill({ status: 404, body: '' });
    });
    for (const template of templates) {
      const mail = mails.get(template)!;
      // Served from the site's origin, as a webmail shows it; images load through the routing above.
      await page.route(`${origin}/__mail`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: mail.html }),
      );
      await page.goto(`${origin}/__mail`, { waitUntil: 'load' });
      await page.unroute(`${origin}/__mail`);
      await page.screenshot({ path: path.join(outDir, `${template}.png`), fullPage: true });
      console.log(`docs/mails/${template}.png  ${mail.subject}`);
    }
  } finally {
    await browser.close();
  }

  const rows = all.map((t) => {
    const kind = isNotificationMail(t) ? `notification (${NOTIFICATION_MAILS[t]})` : 'service';
    return `| \`${t}\` | ${kind} | ${mails.get(t)!.subject.replace(/\|/g, '\\|')} | [${t}.png](${t}.png) |`;
  });
  writeFileSync(
    path.join(outDir, 'README.md'),
    `# The mails

Every mail the site sends, rendered with React Email (\`server/platform/mail-layout.tsx\`, texts in
\`common/i18n/mail.nl.ts\`) with Dutch sample data, as a phone shows it (390 pixels wide). Made by
\`node --import tsx scripts/mail-screenshots.ts [template …]\` (Chromium at /usr/bin/chromium); run it
again after changing a mail, and look at the pictures.

Notification mails can be switched off per category (product §3 notification preferences); their footer
says why the member got the mail and links to unsubscribe and to the notification settings.

| Template | Kind | Subject | Screenshot |
|---|---|---|---|
${rows.join('\n')}
`,
  );
}

await main();
