import type { FastifyInstance } from 'fastify';
import { devPage } from '../platform/outbox-routes.ts';
import { readDemoStaff } from '../seed/demo-staff.ts';
import { decodeBase32, totpCode, totpStep, TOTP_PERIOD_S } from '../modules/staff/index.ts';
import { escapeHtml as e } from '../../common/html.ts';

/**
 * `GET /dev/staff`: the demo site's staff accounts (server/seed/demo-staff.ts) with their password
 * and the current code of their authenticator key, so the staff console can be tried without an
 * authenticator app. The page reloads itself when the code changes. The caller registers it only
 * outside production.
 */
export async function devStaffRoutes(app: FastifyInstance, opts: { dataDir: string }): Promise<void> {
  app.get('/dev/staff', async (_request, reply) => {
    const accounts = readDemoStaff(opts.dataDir);
    const now = Date.now();
    const step = totpStep(now);
    const secondsLeft = TOTP_PERIOD_S - (Math.floor(now / 1000) % TOTP_PERIOD_S);
    const rows = accounts
      .map(
        (a) =>
          `<tr><td>${e(a.role)}</td><td>${e(a.email)}</td><td><code>${e(a.password)}</code></td>` +
          `<td><code class="code" data-email="${e(a.email)}">${totpCode(decodeBase32(a.key), step)}</code></td><td><code>${e(a.key)}</code></td></tr>`,
      )
      .join('\n');
    const body = accounts.length
      ? `<p>Log in at <a href="/staff/login">/staff/login</a> with an address and password below, then the code
(it changes every ${TOTP_PERIOD_S} s; this page reloads in ${secondsLeft} s). Or add the key to an authenticator app.</p>
<table><thead><tr><th>Role</th><th>E-mail</th><th>Password</th><th>Code now</th><th>Authenticator key</th></tr></thead><tbody>
${rows}
</tbody></table>`
      : `<p>No demo staff accounts in this data directory (the database was seeded before they existed, or
elsewhere). Make one with <code>npm run admin -- staff create --email you@example.com --role admin</code>.</p>`;
    return devPage(
      reply,
      'Staff accounts',
      `<h1>Demo staff accounts</h1>\n${body}`,
      `<meta http-equiv="refresh" content="${secondsLeft}">\n`,
    );
  });
}
