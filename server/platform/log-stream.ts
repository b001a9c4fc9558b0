import pino from 'pino';

/** How much a batch of log lines holds before it is written, bytes. */
const BATCH_BYTES = 4096;
/** The longest a line waits in a batch, ms: a quiet server's lines still reach the log promptly. */
const FLUSH_EVERY_MS = 1000;

let stream: pino.DestinationStream | null = null;

/**
 * Where the process's log lines go: standard output, written in batches of about 4 KB and at least
 * once a second, not one write per line. One log line per request was one write per request, 8 % of
 * the app's CPU on a chat send (bench/README.md, "Chat over WebSockets"). Pino writes the waiting
 * batch out when the process exits, a crash included (log-stream.unit.test.ts); a process killed
 * outright (SIGKILL) loses at most its last second of lines. One stream per process, however many apps it builds (the tests build many).
 */
export function logStream(): pino.DestinationStream {
  if (stream) return stream;
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => {
    // After the exit's last write pino destroys the stream, and a flush would throw.
    if (!(destination as unknown as { destroyed: boolean }).destroyed) destination.flush();
  }, FLUSH_EVERY_MS).unref();
  stream = destination;
  return destination;
}
