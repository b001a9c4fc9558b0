import { WebSocket } from 'ws';
import type { ChatEvent } from '../../common/api/chat.ts';

/** A member's socket to /api/ws with their session cookie; every event lands in `sink`. */
export function openSocket(port: number, cookie: string, sink: ChatEvent[]): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie, origin: `http://127.0.0.1:${port}` } });
  socket.on('message', (raw) => sink.push(JSON.parse(raw.toString()) as ChatEvent));
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Polls until `check` holds (events arrive asynchronously). */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for an event');
    await new Promise((r) => setTimeout(r, 10));
  }
}
