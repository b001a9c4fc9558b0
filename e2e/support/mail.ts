import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { CapturedMail } from '../../server/test/smtp.ts';
import { scaled } from '../../server/test/time-scale.ts';

/**
 * Waits for the newest mail to an address that the test server sent through the SMTP capture.
 * `timeoutMs` is for a quiet machine; it is scaled to this one (server/test/time-scale.ts).
 */
export async function waitForMail(to: string, matching: RegExp = /./, timeoutMs = 15_000): Promise<CapturedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + scaled(timeoutMs);
  for (;;) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CapturedMail);
    const found = mails.find((m) => m.to.includes(to) && matching.test(m.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${matching}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The path and query of the first link in a mail that contains `part`. */
export function linkIn(mail: CapturedMail, part: string): string {
  const link = mail.links.find((l) => l.includes(part));
  if (!link) throw new Error(`no link with ${part} in mail "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}
