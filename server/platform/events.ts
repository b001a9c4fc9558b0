import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ChatEvent } from '../../common/api/chat.ts';

/**
 * The event bus (design: real-time): services publish events for members; the WebSocket hub of
 * each process delivers them to that member's open tabs. In-process by default; with REDIS_URL every
 * process publishes to one Redis channel and every process hears every event, so members connected
 * to different processes reach each other.
 */
export interface EventBus {
  publish(memberIds: readonly number[], event: BusEvent): Promise<void>;
  subscribe(handler: (memberId: number, event: BusEvent) => void): () => void;
  /** To every process (this one too), for no member: a notice between the servers. */
  broadcast(event: ServerEvent): Promise<void>;
  onBroadcast(handler: (event: ServerEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Between the servers only, to every process: a site's settings changed (the console, the command
 * line), so each drops its cached sites and serves the new ones from the next request on.
 */
export interface SiteChangedEvent {
  type: 'site_changed';
  site_id: number;
}
export type ServerEvent = SiteChangedEvent;

/**
 * Between the servers only, never sent to a browser: these sessions of the member ended (logout,
 * password reset or change), so every process closes their sockets. Hashes, not the
 * tokens: the channel never carries a usable credential.
 */
export interface SessionEndedEvent {
  type: 'session_ended';
  token_hashes: string[];
}

export type BusEvent = ChatEvent | SessionEndedEvent;

interface Envelope {
  to: readonly number[];
  event: BusEvent;
}
interface Broadcast {
  broadcast: ServerEvent;
}

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(memberIds: readonly number[], event: BusEvent): Promise<void> {
    this.emitter.emit('event', { to: memberIds, event } satisfies Envelope);
  }

  subscribe(handler: (memberId: number, event: BusEvent) => void): () => void {
    const listener = (e: Envelope) => {
      for (const id of e.to) handler(id, e.event);
    };
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async broadcast(event: ServerEvent): Promise<void> {
    this.emitter.emit('broadcast', event);
  }

  onBroadcast(handler: (event: ServerEvent) => void): () => void {
    this.emitter.on('broadcast', handler);
    return () => this.emitter.off('broadcast', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export const EVENTS_CHANNEL = 'klik:events';

export class RedisEventBus implements EventBus {
  private readonly local = new LocalEventBus();
  private readonly sub: Redis;

  /** `pub` may be shared with other uses; subscribing needs a connection of its own. */
  constructor(
    private readonly pub: Redis,
    url: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    void this.sub.subscribe(EVENTS_CHANNEL).catch(() => {});
    // The subscriber reconnects and resubscribes by itself; the shared connection's listener logs the outage.
    this.sub.on('error', () => {});
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        const e = JSON.parse(raw) as Envelope | Broadcast;
        if ('broadcast' in e) void this.local.broadcast(e.broadcast);
        else void this.local.publish(e.to, e.event);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  async publish(memberIds: readonly number[], event: BusEvent): Promise<void> {
    if (memberIds.length === 0) return;
    try {
      await this.pub.publish(EVENTS_CHANNEL, JSON.stringify({ to: memberIds, event } satisfies Envelope));
    } catch (err) {
      // Events are hints after the commit: what they announce is stored, and the screens fetch it
      // after a reconnect or at the periodic refresh. A Redis outage must not turn a stored,
      // paid message into an error for its sender.
      this.onError(err);
    }
  }

  subscribe(handler: (memberId: number, event: BusEvent) => void): () => void {
    return this.local.subscribe(handler);
  }

  /** Through Redis, so every process hears it, this one included (its own message comes back). */
  async broadcast(event: ServerEvent): Promise<void> {
    try {
      await this.pub.publish(EVENTS_CHANNEL, JSON.stringify({ broadcast: event } satisfies Broadcast));
    } catch (err) {
      // Redis is away: this process at least serves the change; the others within their cache's lifetime.
      this.onError(err);
      await this.local.broadcast(event);
    }
  }

  onBroadcast(handler: (event: ServerEvent) => void): () => void {
    return this.local.onBroadcast(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
  }
}
