import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { clientEventSchema } from '../../common/api/chat.ts';
import { WS_CLOSE_SERVICE_RESTART } from '../../common/constants.ts';
import type { BusEvent, EventBus } from './events.ts';

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
/** Open sockets per member on one process: opening one more closes the oldest (issue #11). */
export const MAX_SOCKETS_PER_MEMBER = 20;
/** Typing notices a member may send per second; more are dropped (the browser sends one per 3 s). */
export const TYPING_PER_SECOND = 3;

/** WebSocket close codes the browser acts on (app/lib/realtime.tsx does not reconnect after them). */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_FOREIGN_ORIGIN = 4403;
export const CLOSE_TOO_MANY_SOCKETS = 4409;

interface SocketInfo {
  /** The session the socket was opened with: ending it closes the socket. */
  tokenHash: string | null;
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
  private readonly alive = new WeakSet<WebSocket>();
  /** Typing notices per member in the current one-second window. */
  private readonly typing = new Map<number, { windowStart: number; count: number }>();
  private readonly now: () => number;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly deps: { bus: EventBus; domain: SocketHubDomain; log: FastifyBaseLogger; now?: () => number }) {
    this.now = deps.now ?? Date.now;
    this.unsubscribe = deps.bus.subscribe((memberId, event) => this.deliver(memberId, event));
    this.heartbeat = setInterval(() => this.sweep(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many sockets are open here (benchmarks, health). */
  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** `tokenHash`: the session the socket was opened with (null only in tests and benchmarks). */
  add(memberId: number, socket: WebSocket, tokenHash: string | null = null): void {
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
    this.info.set(socket, { tokenHash });
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('message', (raw) => void this.handleClientEvent(memberId, raw.toString()));
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(memberId) === set) {
        this.sockets.delete(memberId);
        this.typing.delete(memberId);
        void this.presence(memberId, false);
      }
    });
    socket.on('error', () => socket.terminate());
    if (first) void this.presence(memberId, true);
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
    const data = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(data);
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
      if (other !== null) await this.deps.bus.publish([other], { type: 'typing', conversation_id: event.conversation_id, from: memberId });
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

  private async presence(memberId: number, online: boolean): Promise<void> {
    try {
      if (online) await this.deps.domain.markActive(memberId);
      const partners = await this.deps.domain.partners(memberId);
      await this.deps.bus.publish(partners, { type: 'presence', member_id: memberId, online });
    } catch (err) {
      this.deps.log.warn({ err }, 'presence update failed');
    }
  }

  private sweep(): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (!this.alive.has(socket)) {
          socket.terminate();
          continue;
        }
        this.alive.delete(socket);
        socket.ping();
      }
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
    const closed = Promise.all(open.map((s) => (s.readyState === s.CLOSED ? null : new Promise((r) => s.once('close', r)))));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
    for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(WS_CLOSE_SERVICE_RESTART, 'service restart');
    this.sockets.clear();
  }
}
