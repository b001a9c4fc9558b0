import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { attributionEvents } from '../../db/schema.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { AttributionService, PrivatePostbackHostError } from './index.ts';

/**
 * Postbacks reach public hosts only (decision 051, server/platform/public-address.ts): the app runs
 * here as in production, without POSTBACK_ALLOW_PRIVATE_HOSTS. A stand-in network on 127.0.0.1
 * counts every request that reaches it: none may.
 */
let ctx: TestContext;
let network: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ POSTBACK_ALLOW_PRIVATE_HOSTS: '0' });
  network = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200).end('OK');
  });
  await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
  port = (network.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => network?.close(resolve));
  await ctx?.close();
});

const PRIVATE = [
  'http://10.0.0.1/pb?e={event}',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:8080/pb',
  'http://localhost/pb',
  'http://127.0.0.1:9/pb',
  'http://metadata.google.internal/computeMetadata/v1/',
];

describe('postbacks never reach private addresses (decision 051)', () => {
  it('an admin cannot save a template to this server or a private network, with a clear message; a public one saves', async () => {
    const { c: admin } = await loggedInStaff(ctx, 'admin');
    for (const url of PRIVATE) {
      const res = await admin.put(`${STAFF_API}/postback-templates`, { site_id: ctx.siteId, network: 'n', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('postback_private_host');
      expect(res.json().message).toContain(new URL(url).hostname);
    }
    const ok = await admin.put(`${STAFF_API}/postback-templates`, {
      site_id: ctx.siteId,
      network: 'n',
      url: 'https://net.example/pb?e={event}',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The command line takes the same rule.
    await expect(
      ctx.app.services.attribution.setTemplate(ctx.siteId, 'cli', 'http://192.168.1.10/pb'),
    ).rejects.toBeInstanceOf(PrivatePostbackHostError);
    expect((await ctx.app.services.attribution.templates(ctx.siteId)).map((t) => t.url)).toEqual([
      'https://net.example/pb?e={event}',
    ]);
  });

  it('a postback whose URL names a private host, or a name that resolves to one, fails without a connection', async () => {
    const { m } = await loggedInMember(ctx, {});
    // A public-looking name pointed at this machine (DNS rebinding), answered by a stand-in for DNS.
    const service = new AttributionService({
      db: ctx.database.db,
      log: { warn() {} },
      enqueue: (...a) => ctx.app.services.jobs.enqueue(...a),
      resolve: (hostname, _options, callback) =>
        callback(null, hostname === 'pb.rebind.example' ? [{ address: '127.0.0.1', family: 4 }] : []),
    });
    // Rows as an earlier template (or a hand in the database) would have left them.
    const urls = [
      `http://127.0.0.1:${port}/pb`,
      `http://[::ffff:127.0.0.1]:${port}/pb`,
      `http://localhost:${port}/pb`,
      `http://pb.rebind.example:${port}/pb`,
    ];
    for (const [i, url] of urls.entries()) {
      const [row] = await ctx.database.db
        .insert(attributionEvents)
        .values({
          siteId: ctx.siteId,
          memberId: m.id,
          event: 'purchase',
          eventKey: `purchase:${900 + i}`,
          network: 'n',
          tracking: { network: 'n' },
          postbackUrl: url,
          postbackStatus: 'pending',
        })
        .returning({ id: attributionEvents.id });
      await expect(service.sendPostback(row!.id), url).rejects.toThrow(/EPOSTBACKADDRESS/);
      const [after] = await ctx.database.db.select().from(attributionEvents).where(eq(attributionEvents.id, row!.id));
      expect(after).toMatchObject({ postbackStatus: 'failed', attempts: 1, responseCode: null, sentAt: null });
      expect(after!.lastError).toMatch(
        /^EPOSTBACKADDRESS postback host .* (is not public|resolves to a reserved address)$/,
      );
    }
    expect(hits).toBe(0);
  });
});
