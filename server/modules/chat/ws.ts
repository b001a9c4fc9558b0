import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { clientEventSchema, type ChatEvent } from '../../../common/api/chat.ts';
import { WS_CLOSE_SERVICE_RESTART } from '../../../common/constants.ts';
import type { Database } from '../../db/client.ts';
import { markActive } from '../accounts/sessions.ts';
import type { EventBus } from '../../platform/events.ts';
import type { ChatService } from './service.ts';

/** A socket that has not answered a ping within this time is closed (dead mobile connections). */
export const HEARTBEAT_MS = 30_000;

/**
 * The member sockets of this process. Every event on the bus for a member goes to each of their
 * open tabs here; other processes deliver to the tabs connected to them. Presence: a member is
 * online while a tab is connected (to this process) and their partners are told when that changes.
 */
export class SocketHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly deps: { bus: EventBus; chat: ChatService; db: Database; log: FastifyBaseLogger }) {
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

  add(memberId: number, socket: WebSocket): void {
    let set = this.sockets.get(memberId);
    const first = !set;
    if (!set) this.sockets.set(memberId, (set = new Set()));
    set.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('message', (raw) => void this.onClientEvent(memberId, raw.toString()));
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) {
        this.sockets.delete(memberId);
        void this.presence(memberId, false);
      }
    });
    socket.on('error', () => socket.terminate());
    if (first) void this.presence(memberId, true);
  }

  private deliver(memberId: number, event: ChatEvent): void {
    const set = this.sockets.get(memberId);
    if (!set) return;
    const data = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(data);
  }

  private async onClientEvent(memberId: number, raw: string): Promise<void> {
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
      // Only into a conversation the member takes part in.
      const other = await this.deps.chat.otherMember(memberId, event.conversation_id).catch(() => null);
      if (other !== null) await this.deps.bus.publish([other], { type: 'typing', conversation_id: event.conversation_id, from: memberId });
    }
  }

  private async presence(memberId: number, online: boolean): Promise<void> {
    try {
      if (online) await markActive(this.deps.db, memberId);
      const partners = await this.deps.chat.partners(memberId);
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
