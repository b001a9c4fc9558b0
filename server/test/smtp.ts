import { SMTPServer } from 'smtp-server';
import { parseMessage } from '../platform/mail.ts';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the plain-text part. */
  links: string[];
}

/** A real SMTP server on a free loopback port that keeps what it receives (engineering §2: smtp-server in tests). */
export async function startSmtpCapture(
  onMail?: (mail: CapturedMail) => void,
): Promise<{ url: string; mails: CapturedMail[]; close(): Promise<void> }> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // The subject as a mail program shows it (a non-ASCII one travels MIME-encoded).
        const { text, html, subject } = await parseMessage(raw);
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: text ?? '',
          html: html ?? '',
          links: [...(text ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
        };
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
