import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildListeningTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { openSocket, waitFor } from '../../test/sockets.ts';
import { members, messages } from '../../db/schema.ts';
import { queryRows } from '../../db/client.ts';
import type { BusEvent } from '../../platform/events.ts';
import type { ChatEvent, ChatMessage, ConversationPayload } from '../../../common/api/chat.ts';
import {
  coveredUpTo,
  hasGap,
  maxSeq,
  mergeMessages,
  NO_SEQ,
  receiveSeq,
  type SeqState,
  type UiMessage,
} from '../../../app/components/chat/rules.ts';

/**
 * Decision 036: every stored message reaches the open chat exactly once — also when its event was
 * lost, when it was delivered after messages with higher ids, when the same event came twice, and
 * when the database ends every connection while messages are being sent.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ({ ctx, port } = await buildListeningTestApp());
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Member = Awaited<ReturnType<typeof loggedInMember>>;

/**
 * The open chat as the browser's `useConversation` keeps it, with the same rules (app/components/
 * chat/rules.ts): events merged by id, the sequence followed, a gap filled and a reconnect caught
 * up through GET /api/chat.php?after_seq.
 */
class OpenChat {
  shown: UiMessage[] = [];
  seq: SeqState = NO_SEQ;
  fetches = 0;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly viewer: Member,
    readonly conversationId: number,
  ) {}

  async open(): Promise<void> {
    const page = await this.page('');
    this.shown = mergeMessages(this.shown, page.messages.slice().reverse());
    this.seq = coveredUpTo(this.seq, maxSeq(page.messages));
  }

  onEvent(e: ChatEvent): void {
    if (e.type !== 'message' || e.conversation_id !== this.conversationId) return;
    this.shown = mergeMessages(this.shown, [e.message]);
    this.seq = receiveSeq(this.seq, [e.message]);
    if (hasGap(this.seq)) void this.catchUp();
  }

  catchUp(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      for (let round = 0; round < 5; round++) {
        this.again = false;
        let page: ConversationPayload;
        let after = this.seq.synced;
        do {
          page = await this.page(`&after_seq=${after}`);
          this.shown = mergeMessages(this.shown, page.messages.slice().reverse());
          after = page.next_after_seq ?? after;
        } while (page.next_after_seq !== null);
        this.seq = coveredUpTo(this.seq, Math.max(after, maxSeq(page.messages)));
        if (!this.again && !hasGap(this.seq)) break;
      }
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async page(query: string): Promise<ConversationPayload> {
    this.fetches++;
    for (;;) {
      const res = await this.viewer.c.get(`/api/chat.php?id=${this.conversationId}${query}`);
      if (res.statusCode === 200) return res.json() as ConversationPayload;
      // The database is away for a moment (503): the browser tries again.
      expect(res.statusCode).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

let failedSends = 0;
/** A send as the composer makes it: the same client_id again after a failure, until it is stored. */
async function send(from: Member, to: number, body: string, clientId = randomUUID()): Promise<ChatMessage> {
  for (let attempt = 0; ; attempt++) {
    const res = await from.c.post('/api/message.php', { to, client_id: clientId, type: 'text', body });
    if (res.statusCode === 200) return (res.json() as { message: ChatMessage }).message;
    if (res.statusCode < 500 || attempt > 100) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
    failedSends++;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The bus drops the events of these messages (a lost Redis publish, a crash after the commit). */
function loseEventsOf(bodies: Set<string>): void {
  const bus = ctx.app.services.bus;
  const publish = bus.publish.bind(bus);
  vi.spyOn(bus, 'publish').mockImplementation(async (to: readonly number[], event: BusEvent) => {
    if (event.type === 'message' && bodies.has(event.message.body)) return;
    return publish(to, event);
  });
}

async function storedIn(conversationId: number): Promise<number[]> {
  // Right after the connections were ended, an idle one in the test's pool may not know it yet.
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await ctx.database.db
        .select({ id: messages.id, seq: messages.seq })
        .from(messages)
        .where(eq(messages.conversationId, conversationId));
      return rows.sort((a, b) => a.seq! - b.seq!).map((r) => r.id);
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('the catch-up by sequence', () => {
  it('a message delivered after higher ids, and one whose event was lost, are each returned once', async () => {
    const anna = await loggedInMember(ctx, { credits: 100, name: 'Anna' });
    const bram = await loggedInMember(ctx, { credits: 100, gender: 'male', name: 'Bram' });
    // Bram has not confirmed his address yet: his first message is stored (a low id) and held.
    await ctx.database.db.update(members).set({ status: 'not_confirmed' }).where(eq(members.id, bram.m.id));
    const held = await send(bram, anna.m.id, 'Vastgehouden');
    expect(held.seq).toBeNull();
    await ctx.database.db.update(members).set({ status: 'active' }).where(eq(members.id, bram.m.id));

    const first = await send(anna, bram.m.id, 'Eerste');
    const second = await send(anna, bram.m.id, 'Tweede');
    expect(second.id).toBeGreaterThan(held.id);
    const conversationId = first.conversation_id;
    // Anna's chat shows what was delivered so far.
    const tab = new OpenChat(anna, conversationId);
    await tab.open();
    expect(tab.shown.map((m) => m.body)).toEqual(['Eerste', 'Tweede']);

    // Bram confirms: the held message is delivered now — after "Tweede", though its id is lower —
    // and its event is lost.
    loseEventsOf(new Set(['Vastgehouden']));
    expect(await ctx.app.services.chat.deliverHeld(bram.m.id)).toBe(1);
    vi.restoreAllMocks();
    // "After the newest id" passes over it: that cursor never shows it.
    const byId = (
      await anna.c.get(`/api/chat.php?id=${conversationId}&after=${second.id}`)
    ).json() as ConversationPayload;
    expect(byId.messages.map((m) => m.body)).toEqual([]);
    // By sequence it is the next one.
    const bySeq = (
      await anna.c.get(`/api/chat.php?id=${conversationId}&after_seq=${second.seq}`)
    ).json() as ConversationPayload;
    expect(bySeq.messages.map((m) => [m.body, m.seq])).toEqual([['Vastgehouden', 3]]);
    expect(bySeq.next_after_seq).toBeNull();

    // Then one more message whose event is lost, and one that arrives: the tab sees the gap.
    const events: ChatEvent[] = [];
    const stop = ctx.app.services.bus.subscribe((to, e) => {
      if (to === anna.m.id && e.type === 'message') {
        events.push(e);
        tab.onEvent(e);
      }
    });
    loseEventsOf(new Set(['Kwijt']));
    await send(bram, anna.m.id, 'Kwijt');
    await send(bram, anna.m.id, 'Aangekomen');
    stop();
    await tab.idle();
    expect(events.map((e) => (e as { message: ChatMessage }).message.body)).toEqual(['Aangekomen']);
    expect(tab.shown.map((m) => m.body)).toEqual(['Eerste', 'Tweede', 'Vastgehouden', 'Kwijt', 'Aangekomen']);
    expect(tab.shown.map((m) => m.id)).toEqual(await storedIn(conversationId));
    expect(tab.seq).toEqual({ synced: 5, ahead: [] });
  });

  it('pages a long catch-up oldest first: every message after the number exactly once', async () => {
    const anna = await loggedInMember(ctx, { credits: 1000 });
    const bram = await loggedInMember(ctx, { credits: 1000, gender: 'male' });
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 65; i++)
      sent.push(await send(i % 2 ? anna : bram, i % 2 ? bram.m.id : anna.m.id, `Bericht ${i}`));
    const conversationId = sent[0]!.conversation_id;
    expect(sent.map((m) => m.seq)).toEqual(sent.map((_, i) => i + 1));
    const got: ChatMessage[] = [];
    let after: number | null = 3;
    let pages = 0;
    while (after !== null) {
      const page = (
        await anna.c.get(`/api/chat.php?id=${conversationId}&after_seq=${after}`)
      ).json() as ConversationPayload;
      pages++;
      got.push(...page.messages.slice().reverse());
      after = page.next_after_seq;
    }
    expect(pages).toBe(3);
    expect(got.map((m) => m.body)).toEqual(sent.slice(3).map((m) => m.body));
    expect(new Set(got.map((m) => m.id)).size).toBe(62);
  });

  it('a retried send publishes the message again; the chat shows it once, and the list counts it once', async () => {
    const anna = await loggedInMember(ctx, { credits: 100 });
    const bram = await loggedInMember(ctx, { credits: 100, gender: 'male' });
    const opening = await send(bram, anna.m.id, 'Hoi');
    const tab = new OpenChat(anna, opening.conversation_id);
    await tab.open();
    const events: ChatEvent[] = [];
    const stop = ctx.app.services.bus.subscribe((to, e) => {
      if (to === anna.m.id && e.type === 'message') {
        events.push(e);
        tab.onEvent(e);
      }
    });
    const clientId = randomUUID();
    await send(bram, anna.m.id, 'Twee keer verstuurd', clientId);
    await send(bram, anna.m.id, 'Twee keer verstuurd', clientId);
    stop();
    await tab.idle();
    expect(events).toHaveLength(2);
    expect(tab.shown.map((m) => m.body)).toEqual(['Hoi', 'Twee keer verstuurd']);
    const list = (await anna.c.get('/api/chats.php')).json() as {
      chats: { conversation: { last_seq: number }; num_unread_messages: number }[];
    };
    expect(list.chats[0]!.conversation.last_seq).toBe(2);
    expect(list.chats[0]!.num_unread_messages).toBe(2);
  });
});

/**
 * The database ends every connection of the app, again and again, while 60 messages are sent
 * both ways and the recipient's socket is cut twice; some events are lost on the way. Afterwards
 * the open chat on a real WebSocket shows every stored message exactly once, in the stored order.
 * PostgreSQL only: PGlite has no connections to end.
 */
/** 30 a member: under the send rate limit (60 a minute) with room for the retries. */
const TOTAL = 60;
describe.runIf(process.env.TEST_DATABASE_URL)('the database ends its connections while messages are sent', () => {
  it('the open chat ends with every stored message exactly once', { timeout: 120_000 }, async () => {
    const anna = await loggedInMember(ctx, { credits: 10_000, name: 'Anna' });
    const bram = await loggedInMember(ctx, { credits: 10_000, gender: 'male', name: 'Bram' });
    const opening = await send(bram, anna.m.id, 'Begin');
    const tab = new OpenChat(anna, opening.conversation_id);
    await tab.open();

    let socket: WebSocket;
    let duplicates = 0;
    const seenIds = new Set<number>();
    // The browser's socket tries again after a failed upgrade (the session lookup can meet a
    // connection the database just ended and answer 503); so does this one.
    const connect = async () => {
      const sink: ChatEvent[] = [];
      let s: WebSocket | undefined;
      for (let attempt = 0; !s; attempt++) {
        try {
          s = await openSocket(port, anna.c.cookie, sink);
        } catch (error) {
          if (attempt > 50 || !/Unexpected server response: 5\d\d/.test(String(error))) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      s.on('message', (raw) => {
        const e = JSON.parse(raw.toString()) as ChatEvent;
        if (e.type === 'message') {
          if (seenIds.has(e.message.id)) duplicates++;
          seenIds.add(e.message.id);
        }
        tab.onEvent(e);
      });
      socket = s;
    };
    await connect();

    // Every 13th message loses its event (a Redis publish that never arrived).
    const lost = new Set<string>();
    for (let i = 13; i <= TOTAL; i += 13) lost.add(`Bericht ${i}`);
    loseEventsOf(lost);

    const database = new URL(process.env.TEST_DATABASE_URL!);
    const [{ name: dbName }] = (await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select current_database() as name`,
    )) as [{ name: string }];
    const admin = new pg.Client({ connectionString: database.toString() });
    await admin.connect();
    let cutting = true;
    let cuts = 0;
    const cutter = (async () => {
      while (cutting) {
        await new Promise((r) => setTimeout(r, 250));
        const ended = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        cuts += ended.rowCount ?? 0;
      }
    })();

    // Two members writing at once, retrying with the same client id as the composer does; the
    // recipient's socket is cut twice on the way (a forced disconnect) and catches up when back.
    const writer = async (from: Member, to: number, parity: number) => {
      for (let i = 1; i <= TOTAL; i++) {
        if (i % 2 !== parity) continue;
        await send(from, to, `Bericht ${i}`);
        if (from === bram && (i === 21 || i === 41)) {
          socket.terminate();
          await new Promise((r) => setTimeout(r, 200));
          await connect();
          void tab.catchUp();
        }
      }
    };
    // The cutter stops also when a writer fails, or it would end the connections of every later test.
    try {
      await Promise.all([writer(bram, anna.m.id, 1), writer(anna, bram.m.id, 0)]);
    } finally {
      cutting = false;
      await cutter;
      await admin.end();
    }
    vi.restoreAllMocks();

    // The last events arrive; the chat fills what it saw missing (and nothing more is sent).
    const stored = await storedIn(opening.conversation_id);
    expect(stored).toHaveLength(TOTAL + 1);
    await waitFor(() => !hasGap(tab.seq) && tab.seq.synced >= TOTAL + 1, 20_000).catch(() => {});
    await tab.idle();
    socket!.close();

    expect(cuts).toBeGreaterThan(0);
    // Every connection went back to the pool: none was kept by a transaction that met a dead one.
    const pool = (ctx.database.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
    await waitFor(() => pool.totalCount === pool.idleCount, 5000).catch(() => {});
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // Exactly once each, in the stored order; no duplicate shown though the socket got some.
    expect(tab.shown.map((m) => m.id)).toEqual(stored);
    expect(new Set(tab.shown.map((m) => m.body)).size).toBe(TOTAL + 1);
    expect(tab.seq).toEqual({ synced: TOTAL + 1, ahead: [] });
    console.info(
      `database connections ended: ${cuts}; sends answered 5xx and retried: ${failedSends}; duplicate message events on the socket: ${duplicates}; chat fetches: ${tab.fetches}`,
    );
  });
});
