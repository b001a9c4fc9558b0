import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { commitTopic, emitAfterCommit, onCommitted } from './committed.ts';
import { openTestDatabase } from '../test/harness.ts';

/**
 * Events emitted after commit: a listener hears of a change only once it has committed, once, and
 * never of one that was rolled back (by an error, a savepoint or a retried attempt).
 */
const NOTED = commitTopic<{ n: number }>('test_noted');

let database: DatabaseHandle;
let drop: () => Promise<void>;
const heard: number[] = [];
let stop: () => void;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table noted (n int)`);
  // What the listener sees of the table when it hears: the row it is told of must be there.
  stop = onCommitted(database.db, NOTED, async ({ n }) => {
    const rows = await database.db.execute(sql`select count(*)::int as c from noted where n = ${n}`);
    const found = (rows as unknown as { rows: { c: number }[] }).rows[0]!.c;
    heard.push(found > 0 ? n : -n);
  });
});
afterAll(async () => {
  stop();
  await database.close();
  await drop();
});

async function note(executor: Parameters<typeof emitAfterCommit>[0], n: number): Promise<void> {
  await executor.execute(sql`insert into noted values (${n})`);
  await emitAfterCommit(executor, NOTED, { n });
}

describe('an event emitted after commit', () => {
  it('is heard after the commit (the row is visible) and before the transaction’s caller goes on', async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await note(tx, 1);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([1]);
  });

  it('is not heard when the transaction rolls back', async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await note(tx, 2);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(heard).toEqual([]);
  });

  it('of a savepoint that rolled back is dropped; the rest of the transaction is heard', async () => {
    heard.length = 0;
    await database.db.transaction(async (tx) => {
      await note(tx, 3);
      await tx
        .transaction(async (sp) => {
          await note(sp, 4);
          throw new Error('savepoint');
        })
        .catch(() => {});
      await tx.transaction((sp) => note(sp, 5));
    });
    expect(heard).toEqual([3, 5]);
  });

  it('of an attempt that is retried (serialization failure) is heard once, from the attempt that committed', async () => {
    heard.length = 0;
    let attempts = 0;
    await database.db.transaction(async (tx) => {
      attempts += 1;
      await note(tx, 10 + attempts);
      if (attempts === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    expect(attempts).toBe(2);
    expect(heard).toEqual([12]);
  });

  it('outside a transaction is heard at once; a failing listener is logged, never thrown to the writer', async () => {
    heard.length = 0;
    const failing = onCommitted(database.db, NOTED, () => {
      throw new Error('listener down');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await note(database.db, 20);
      expect(heard).toEqual([20]);
      expect(logged).toHaveBeenCalledWith(
        "database: a listener of 'test_noted' failed after the commit",
        expect.any(Error),
      );
    } finally {
      failing();
      logged.mockRestore();
    }
    await note(database.db, 21);
    expect(heard).toEqual([20, 21]);
  });
});
