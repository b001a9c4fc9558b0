import type { FastifyBaseLogger } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { clientEventSchema } from '../../common/api/chat.ts';
import { WS_CLOSE_SERVICE_RESTART } from '../../common/constants.ts';
import type { BusEvent, EventBus } from './events.ts';
import type { MemberPresence } from './presence.ts';

/**
 * What the hub asks the domain, given by the composition root (server/app.ts): the hub is a platform
 * piece serving chat, likes, credits and presence, so it imports no module.
 */
export interface SocketHubDomain {
  /** The other member of a conversation the member takes part in, else null (typing notices). */
  otherMember(memberId: number, conversationId: number): Promise<number | null>;
  /** Whom a member's presence concerns: their conversation partners. */
  partners(memberId: number): Promise<number[]>;
  /** A member with an open socket is active (members module). */
  markActive(memberId: number): Promise<void>;
}

/** A socket that has not answered a ping within this time is closed (dead mobile connections). */
export const HEARTBEAT_MS = 30_000;
/**
 * The heartbeat visits one slice of the sockets at a time, each socket once per HEARTBEAT_MS: 10,000
 * pings in one tick held up every message behind them (the chat p99 in bench/README.md).
 */
const HEARTBEAT_SLICES = 30;
/** Open sockets per member on one process: opening one more closes the oldest. */
export const MAX_SOCKETS_PER_MEMBER = 20;
/**
 * Presence updates (a write and a look-up each) run at most this many at a time: after a restart,
 * thousands of sockets reconnect at once, and their presence must not take every database
 * connection from the messages being sent meanwhile.
 */
export const PRESENCE_CONCURRENCY = 2;
/** Typing notices a member may send per second; more are dropped (the browser sends one per 3 s). */
export const TYPING_PER_SECOND = 3;

/** WebSocket close codes the browser acts on (app/lib/realtime.tsx does not reconnect after them). */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_FOREIGN_ORIGIN = 4403;
export const CLOSE_TOO_MANY_SOCKETS = 4409;

interface SocketInfo {
  memberId: number;
  /** The session the socket was opened with: ending it closes the socket. */
  tokenHash: string | null;
  /** Answered the last ping (or was opened since). */
  alive: boolean;
  /** Its heartbeat slice. */
  slice: Set<WebSocket>;
}

/**
 * The member sockets of this process. Every event on the bus for a member goes to each of their
 * open tabs here; other processes deliver to the tabs connected to them. Presence: a member is
 * online while a tab is connected (to this process) and their partners are told when that changes.
 */
export class SocketHub {
  /** Per member, in the order they were opened (a Set keeps insertion order: the first is the oldest). */
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly info = new WeakMap<WebSocket, SocketInfo>();
  /** The sockets by heartbeat slice; a new socket joins the next slice in turn. */
  private readonly slices: Set<WebSocket>[] = Array.from({ length: HEARTBEAT_SLICES }, () => new Set());
  private nextSlice = 0;
  private sweepSlice = 0;
  /**
   * One listener of each kind for all sockets (`this` is the socket), rather than closures per
   * socket: memory per idle socket is a budget (engineering §9, ≤ 10 KB).
   */
  private readonly onPong: (this: WebSocket) => void;
  private readonly onMessage: (this: WebSocket, raw: Buffer) => void;
  private readonly onClose: (this: WebSocket) => void;
  /** The event being delivered, serialised: the bus hands the same event over once per recipient. */
  private lastEvent: { event: BusEvent; frame: Buffer } | null = null;
  /** Presence changes waiting their turn, per member: the latest wins (a quick reconnect is one update). */
  private readonly presenceQueue = new Map<number, boolean>();
  private presenceRunning = 0;
  /** Typing notices per member in the current one-second window. */
  private readonly typing = new Map<number, { windowStart: number; count: number }>();
  private readonly now: () => number;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  /** `presence`: told when a member's first socket opens here and their last closes (who is away). */
  constructor(
    private readonly deps: {
      bus: EventBus;
      domain: SocketHubDomain;
      log: FastifyBaseLogger;
      now?: () => number;
      presence?: MemberPresence;
    },
  ) {
    this.now = deps.now ?? Date.now;
    this.unsubscribe = deps.bus.subscribe((memberId, event) => this.deliver(memberId, event));
    this.heartbeat = setInterval(() => this.sweep(), HEARTBEAT_MS / HEARTBEAT_SLICES);
    this.heartbeat.unref();
    const info = this.info;
    const handle = (memberId: number, raw: string) => this.handleClientEvent(memberId, raw);
    const remove = (socket: WebSocket, i: SocketInfo) => this.removeSocket(socket, i);
    this.onPong = function () {
      const i = info.get(this);
      if (i) i.alive = true;
    };
    this.onMessage = function (raw) {
      const i = info.get(this);
      if (i) void handle(i.memberId, raw.toString());
    };
    this.onClose = function () {
      const i = info.get(this);
      if (i) remove(this, i);
    };
  }

  /** How many sockets are open here (benchmarks, health). */
  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** `tokenHash`: the session the socket was opened with (null only in tests and benchmarks). */
  add(memberId: number, socket: WebSocket, tokenHash: string | null = null): void {
    releaseUpgrade(socket);
    let set = this.sockets.get(memberId);
    const first = !set;
    if (!set) this.sockets.set(memberId, (set = new Set()));
    // A bounded number per member: a script opening sockets in a loop cannot hold this process's memory.
    while (set.size >= MAX_SOCKETS_PER_MEMBER) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      oldest.close(CLOSE_TOO_MANY_SOCKETS, 'too_many_sockets');
    }
    set.add(socket);
    const slice = this.slices[this.nextSlice]!;
    this.nextSlice = (this.nextSlice + 1) % HEARTBEAT_SLICES;
    slice.add(socket);
    this.info.set(socket, { memberId, tokenHash, alive: true, slice });
    socket.on('pong', this.onPong);
    socket.on('message', this.onMessage);
    socket.on('close', this.onClose);
    socket.on('error', terminateOnError);
    if (first) {
      this.deps.presence?.arrived(memberId);
      this.presence(memberId, true);
    }
  }

  private removeSocket(socket: WebSocket, info: SocketInfo): void {
    info.slice.delete(socket);
    const set = this.sockets.get(info.memberId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) {
      this.sockets.delete(info.memberId);
      this.typing.delete(info.memberId);
      this.deps.presence?.left(info.memberId);
      this.presence(info.memberId, false);
    }
  }

  private deliver(memberId: number, event: BusEvent): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    if (event.type === 'session_ended') {
      // Out of the set at once, so nothing more is sent to it while the close handshake runs.
      const ended = new Set(event.token_hashes);
      for (const socket of set) {
        const hash = this.info.get(socket)?.tokenHash;
        if (hash && ended.has(hash)) {
          set.delete(socket);
          socket.close(CLOSE_SESSION_ENDED, 'session_ended');
        }
      }
      return;
    }
    // Serialised once for all the recipients' sockets, and as bytes, which ws sends without encoding again.
    // Kept for the bus's synchronous hand-over only: an event object published again later is read anew.
    if (this.lastEvent?.event !== event) {
      this.lastEvent = { event, frame: Buffer.from(JSON.stringify(event)) };
      queueMicrotask(() => (this.lastEvent = null));
    }
    const frame = this.lastEvent.frame;
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(frame, TEXT_FRAME);
  }

  /** One frame from a member's socket (public for the unit tests, which await it). */
  async handleClientEvent(memberId: number, raw: string): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const result = clientEventSchema.safeParse(parsed);
    if (!result.success) return;
    const event = result.data;
    if (event.type === 'typing') {
      // Before the database look-up: a flood of typing frames costs neither queries nor events.
      if (!this.allowTyping(memberId)) return;
      // Only into a conversation the member takes part in.
      const other = await this.deps.domain.otherMember(memberId, event.conversation_id).catch(() => null);
      if (other !== null)
        await this.deps.bus.publish([other], {
          type: 'typing',
          conversation_id: event.conversation_id,
          from: memberId,
        });
    }
  }

  /** At most TYPING_PER_SECOND notices per member per second, over all their tabs. */
  private allowTyping(memberId: number): boolean {
    const now = this.now();
    const window = this.typing.get(memberId);
    if (!window || now - window.windowStart >= 1000) {
      this.typing.set(memberId, { windowStart: now, count: 1 });
      return true;
    }
    if (window.count >= TYPING_PER_SECOND) return false;
    window.count += 1;
    return true;
  }

  /** A member's first socket opened here, or their last one closed: queued, see PRESENCE_CONCURRENCY. */
  private presence(memberId: number, online: boolean): void {
    this.presenceQueue.delete(memberId);
    this.presenceQueue.set(memberId, online);
    this.pumpPresence();
  }

  private pumpPresence(): void {
    while (this.presenceRunning < PRESENCE_CONCURRENCY && this.presenceQueue.size > 0) {
      const [memberId, online] = this.presenceQueue.entries().next().value!;
      this.presenceQueue.delete(memberId);
      this.presenceRunning += 1;
      void this.writePresence(memberId, online).finally(() => {
        this.presenceRunning -= 1;
        this.pumpPresence();
      });
    }
  }

  /** Presence changes not yet written (benchmarks wait for a connect storm to settle). */
  get presencePending(): number {
    return this.presenceQueue.size + this.presenceRunning;
  }

  private async writePresence(memberId: number, online: boolean): Promise<void> {
    try {
      if (online) await this.deps.domain.markActive(memberId);
      const partners = await this.deps.domain.partners(memberId);
      await this.deps.bus.publish(partners, { type: 'presence', member_id: memberId, online });
    } catch (err) {
      this.deps.log.warn({ err }, 'presence update failed');
    }
  }

  /** One slice of the sockets: those that did not answer the last ping are cut off, the others pinged. */
  private sweep(): void {
    const slice = this.slices[this.sweepSlice]!;
    this.sweepSlice = (this.sweepSlice + 1) % HEARTBEAT_SLICES;
    for (const socket of slice) {
      const info = this.info.get(socket);
      if (!info) continue;
      if (!info.alive) {
        socket.terminate();
        continue;
      }
      info.alive = false;
      socket.ping();
    }
  }

  /**
   * The process is stopping (SIGTERM, a deploy): every socket is closed with 1012 "service restart",
   * which the browser answers by reconnecting at once, through the balancer to a process that stays.
   * The HTTP server cannot finish closing while upgraded sockets are open, so a client that does not
   * answer the close within `graceMs` is cut off: the drain stays bounded.
   */
  async drain(graceMs = 2000): Promise<void> {
    const open = [...this.sockets.values()].flatMap((set) => [...set]);
    for (const socket of open) socket.close(WS_CLOSE_SERVICE_RESTART, 'service restart');
    const closed = Promise.all(
      open.map((s) => (s.readyState === s.CLOSED ? null : new Promise((r) => s.once('close', r)))),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
    for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const [memberId, set] of this.sockets) {
      for (const socket of set) socket.close(WS_CLOSE_SERVICE_RESTART, 'service restart');
      this.deps.presence?.left(memberId);
    }
    this.sockets.clear();
    for (const slice of this.slices) slice.clear();
    this.presenceQueue.clear();
  }
}

const TEXT_FRAME = { binary: false } as const;

function terminateOnError(this: WebSocket): void {
  this.terminate();
}

/**
 * What the upgrade request leaves attached to a WebSocket for as long as it is open, let go of:
 * @fastify/websocket's error listener holds the Fastify request and reply (the member's view, the
 * headers, a logger), and the upgrade's HTTP response stays the connection's current message,
 * holding the request again. A few KB per idle socket (engineering §9's memory budget). The hub's own
 * error listener replaces the plugin's, which only logged and terminated.
 */
function releaseUpgrade(socket: WebSocket): void {
  socket.removeAllListeners('error');
  const raw = (socket as unknown as { _socket?: Socket & { _httpMessage?: ServerResponse | null } })._socket;
  if (raw?._httpMessage) raw._httpMessage.detachSocket(raw);
}
