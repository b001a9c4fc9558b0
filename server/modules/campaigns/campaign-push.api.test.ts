import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { makeSubscriptionKeys, startPushStandin, type PushStandin } from '../../test/push-service-standin.ts';
import { campaignDeliveries, pushSubscriptions } from '../../db/schema.ts';
import { setPreference } from '../notifications/index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { CAMPAIGN_PUSH_HOLD_MAX_S } from '../../../common/rules/campaigns.ts';
import type { CampaignList } from '../../../common/api/campaigns.ts';

/**
 * A campaign's push (decision 052) through the real sending path: the push module's sender and
 * engine, VAPID-signed and encrypted, to a local push-service stand-in that decrypts what a device
 * would show. The delivery row decides both channels, so a member is pushed at most once.
 */
let ctx: TestContext;
let standin: PushStandin;
let staff: Awaited<ReturnType<typeof loggedInStaff>>;
/** Noon in the home time zone (11:00 UTC in December), and half past eleven at night. */
const DAYTIME = new Date('2026-12-01T11:00:00Z');
const NIGHT = new Date('2026-12-01T22:30:00Z');

beforeAll(async () => {
  ctx = await buildTestApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: '1' }, { smtp: true });
  standin = await startPushStandin();
  staff = await loggedInStaff(ctx, 'admin');
});
afterAll(async () => {
  await standin?.close();
  await ctx?.close();
});

const db = () => ctx.database.db;
const service = () => ctx.app.services.campaigns;
async function runJob(id: number, now = DAYTIME): Promise<{ result: string; again: Date | null }> {
  let again: Date | null = null;
  const result = await service().runJob({ payload: { campaign: id }, again: (at) => (again = at) }, now);
  return { result, again };
}
const deliveryOf = async (campaignId: number, memberId: number) =>
  (
    await db()
      .select()
      .from(campaignDeliveries)
      .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.memberId, memberId)))
  )[0]!;
const pushesTo = (endpoint: string) => standin.received.filter((r) => endpoint.endsWith(r.path));

/** A member of `country` with a device subscribed (or not), wanting promotions by push (or not). */
async function member(country: string, o: { device: boolean; push: boolean }) {
  const me = await loggedInMember(ctx, { country });
  const endpoint = standin.endpoint();
  if (o.device) {
    const res = await me.c.post('/api/user.php?push=1', makeSubscriptionKeys(endpoint).subscription);
    expect(res.statusCode, res.body).toBe(200);
  }
  await setPreference(db(), me.m.id, 'promotions', 'push', o.push);
  return { ...me, endpoint };
}
async function create(country: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await staff.c.post(`${STAFF_API}/campaigns`, {
    site_id: ctx.siteId,
    kind: 'promotions',
    subject: 'Dit weekend dubbele credits',
    body: 'Koop dit weekend credits en krijg er evenveel bij: [naar de credits](/credits).',
    language: 'nl',
    segment: { countries: [country] },
    push: { title: 'Dubbele credits', body: 'Alleen dit weekend: koop credits en krijg er evenveel bij.' },
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('a campaign by push (decision 052)', () => {
  it('a segment of three — wanting push, not wanting it, without a device — gets exactly one push, however often the job runs', async () => {
    const wanting = await member('AT', { device: true, push: true });
    const declining = await member('AT', { device: true, push: false });
    const deviceless = await member('AT', { device: false, push: true });
    const id = await create('AT');

    // At night nothing goes: the job asks to run again when quiet hours end.
    const night = await runJob(id, NIGHT);
    expect(night.again).not.toBeNull();
    expect(standin.received).toHaveLength(0);

    // Two runners at once, then a third run: one push.
    await Promise.all([runJob(id), runJob(id)]);
    expect((await runJob(id)).result).toBe('nothing to send');
    expect(pushesTo(wanting.endpoint)).toHaveLength(1);
    expect(pushesTo(declining.endpoint)).toHaveLength(0);
    expect(pushesTo(deviceless.endpoint)).toHaveLength(0);
    expect(standin.received).toHaveLength(1);

    const [push] = pushesTo(wanting.endpoint);
    const payload = push!.payload as { title: string; body: string; url: string; tag: string };
    expect(payload).toMatchObject({
      v: 2,
      title: 'Dubbele credits',
      body: 'Alleen dit weekend: koop credits en krijg er evenveel bij.',
      tag: `campaign-${id}`,
    });
    expect(payload.url).toMatch(new RegExp(`^/c/${id}\\.${wanting.m.id}\\.0\\.[A-Za-z0-9_-]{22}$`));
    // Not urgent, and held for an offline device only until quiet hours (at noon: the six-hour cap).
    expect(push!.headers.urgency).toBe('normal');
    expect(Number(push!.headers.ttl)).toBe(CAMPAIGN_PUSH_HOLD_MAX_S);

    expect(await deliveryOf(id, wanting.m.id)).toMatchObject({ pushOutcome: 'sent' });
    expect((await deliveryOf(id, wanting.m.id)).pushedAt).toBeInstanceOf(Date);
    expect(await deliveryOf(id, declining.m.id)).toMatchObject({ pushOutcome: 'not_wanted', pushedAt: null });
    expect(await deliveryOf(id, deviceless.m.id)).toMatchObject({ pushOutcome: 'no_device', pushedAt: null });
    // Promotions by mail are off until chosen (marketing): the three got no mail.
    expect(ctx.mails.filter((m) => m.subject === 'Dit weekend dubbele credits')).toHaveLength(0);

    const listed = ((await staff.c.get(`${STAFF_API}/campaigns`)).json() as CampaignList).campaigns.find(
      (c) => c.id === id,
    )!;
    expect(listed).toMatchObject({ status: 'sent', segment_size: 3, sent: 0, pushed: 1, clicked: 0 });

    // Opening the push counts a click of the campaign and lands on its link.
    const opened = await client(ctx.app).get(payload.url);
    expect(opened.statusCode).toBe(302);
    expect(new URL(opened.headers.location as string).pathname).toBe('/credits');
    expect(await deliveryOf(id, wanting.m.id)).toMatchObject({ clicks: 1 });
  });

  it('a member who wants the mail and the push gets both, once; a device the push service says is gone is removed', async () => {
    const both = await member('LU', { device: true, push: true });
    await setPreference(db(), both.m.id, 'promotions', 'email', true);
    standin.respondWith(410);
    const id = await create('LU');
    await runJob(id);
    standin.respondWith(201);
    expect(ctx.mails.filter((m) => m.to.includes(both.m.email))).toHaveLength(1);
    expect(pushesTo(both.endpoint)).toHaveLength(1);
    expect(await deliveryOf(id, both.m.id)).toMatchObject({ status: 'sent', pushOutcome: 'failed' });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, both.m.id))).toHaveLength(
      0,
    );
  });

  it('a campaign without a push, or of a kind with no push (news), pushes nobody', async () => {
    const m = await member('MT', { device: true, push: true });
    const mailOnly = await create('MT', { push: undefined });
    await runJob(mailOnly);
    expect(await deliveryOf(mailOnly, m.m.id)).toMatchObject({ pushOutcome: null });
    const news = await create('MT', { kind: 'news' });
    await runJob(news);
    expect(await deliveryOf(news, m.m.id)).toMatchObject({ pushOutcome: 'not_wanted' });
    expect(pushesTo(m.endpoint)).toHaveLength(0);
    const list = ((await staff.c.get(`${STAFF_API}/campaigns`)).json() as CampaignList).campaigns;
    expect(list.find((c) => c.id === mailOnly)!.pushed).toBeNull();
    expect(list.find((c) => c.id === news)!.pushed).toBe(0);
  });
});
