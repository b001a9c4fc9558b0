import { WebSocket } from 'ws';
import type { ChatEvent } from '../../common/api/chat.ts';
import { scaled } from './time-scale.ts';

/** A member's socket to /api/ws with their session cookie; every event lands in `sink`. */
export function openSocket(port: number, cookie: string, sink: ChatEvent[]): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
    headers: { cookie, origin: `http://127.0.0.1:${port}` },
  });
  socket.on('message', (raw) => sink.push(JSON.parse(raw.toString()) as ChatEvent));
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
}

/**
 * Polls until `check` holds (events arrive asynchronously). `ms` is the limit on a quiet machine,
 * scaled to this one (time-scale.ts).
 */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + scaled(ms);
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for an event');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Polls until `check` holds or the (scaled) limit has passed, and says which: for a test that asserts
 * what it waited for itself, with its own message (a mail that should have been sent, a job run).
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const until = Date.now() + scaled(ms);
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
}
