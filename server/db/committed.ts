import type { Database, Executor } from './types.ts';

/**
 * Events emitted after commit (docs/architecture.md, "Layers"): a module announces what it changed
 * when its transaction has committed, and whoever listens (registered once, by the assembly) reacts.
 * A lower module thereby tells of its work without knowing who listens, and no listener ever sees a
 * change that was rolled back. Outside a transaction the statement has committed already: the event
 * is handled at once.
 */
export interface CommitTopic<T> {
  readonly name: string;
  /** Only carries the payload's type. */
  readonly payload?: T;
}

export function commitTopic<T>(name: string): CommitTopic<T> {
  return { name };
}

type Handler = (payload: unknown) => Promise<void> | void;

/** Listeners per database (each app, and each test app, has its own). */
const listeners = new WeakMap<Database, Map<string, Set<Handler>>>();

interface Pending {
  db: Database;
  events: { topic: string; payload: unknown }[];
}
/** The events of each open transaction, by its transaction object (savepoints share their outer one's). */
const pending = new WeakMap<object, Pending>();

/** Listens to a topic on one database; returns the function that stops listening (the app's close). */
export function onCommitted<T>(
  db: Database,
  topic: CommitTopic<T>,
  handler: (payload: T) => Promise<void> | void,
): () => void {
  let byTopic = listeners.get(db);
  if (!byTopic) listeners.set(db, (byTopic = new Map()));
  let set = byTopic.get(topic.name);
  if (!set) byTopic.set(topic.name, (set = new Set()));
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/**
 * Announces `payload` once the transaction `executor` belongs to has committed (at once when it is the
 * database itself). A rolled-back transaction, or savepoint, announces nothing.
 */
export async function emitAfterCommit<T>(executor: Executor, topic: CommitTopic<T>, payload: T): Promise<void> {
  const open = pending.get(executor);
  if (open) {
    open.events.push({ topic: topic.name, payload });
    return;
  }
  await deliver(executor as Database, [{ topic: topic.name, payload }]);
}

/**
 * Wraps the database's outermost `transaction` (below the retry, so an attempt that is retried
 * announces nothing): its events are delivered after the commit, before the caller's `await` ends,
 * so a request answers only when its announcements are out. A listener's failure is logged, never
 * thrown: the change it reacts to has committed.
 */
export function committingEvents(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (
    run: (tx: Executor) => Promise<unknown>,
    config?: Parameters<Database['transaction']>[1],
  ) => {
    const open: Pending = { db, events: [] };
    const result = await transaction((tx) => {
      track(tx, open);
      return run(tx);
    }, config);
    await deliver(db, open.events);
    return result;
  }) as unknown as Database['transaction'];
}

/** A savepoint's events join its outer transaction's, and are dropped when the savepoint rolls back. */
function track(tx: Executor, open: Pending): void {
  pending.set(tx, open);
  const nested = tx.transaction.bind(tx);
  tx.transaction = (async (run: (inner: Executor) => Promise<unknown>, config?: unknown) => {
    const before = open.events.length;
    try {
      return await nested((inner) => {
        track(inner, open);
        return run(inner);
      }, config as never);
    } catch (err) {
      open.events.length = before;
      throw err;
    }
  }) as unknown as Database['transaction'];
}

async function deliver(db: Database, events: { topic: string; payload: unknown }[]): Promise<void> {
  const byTopic = listeners.get(db);
  if (!byTopic) return;
  for (const event of events) {
    for (const handler of byTopic.get(event.topic) ?? []) {
      try {
        await handler(event.payload);
      } catch (err) {
        console.error(`database: a listener of '${event.topic}' failed after the commit`, err);
      }
    }
  }
}
