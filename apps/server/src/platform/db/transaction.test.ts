import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { databaseError, UNIQUE_VIOLATION } from '../records';
import { type Database, type Db, queryRows } from './database';
import { inTransaction, type Tx } from './transaction';

/** A repository function as modules write them: it takes a `Db` and is given a transaction. */
const insertProbe = (db: Db, id: number) =>
  db.execute(sql`insert into transaction_probe (id) values (${id})`);

describe('inTransaction', () => {
  let database: Database;
  const stored = async () =>
    (await queryRows<{ id: number }>(database.db, sql`select id from transaction_probe order by id`)).map(
      (r) => r.id,
    );

  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
    await database.db.execute(sql`create table transaction_probe (id integer primary key)`);
  });
  afterAll(() => database.close());

  it('hands a transaction that repository functions taking a Db accept as it is', () => {
    expectTypeOf<Tx>().toExtend<Db>();
    expectTypeOf(inTransaction<number>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<Tx>();
  });

  it('commits what the work wrote and answers its value', async () => {
    const answer = await inTransaction(database.db, async (tx) => {
      await insertProbe(tx, 1);
      await insertProbe(tx, 2);
      return 'saved';
    });
    expect(answer).toBe('saved');
    expect(await stored()).toEqual([1, 2]);
  });

  it('rolls back everything when the work throws, and the caller gets the very error thrown', async () => {
    const refusal = new Error('refused half-way');
    await expect(
      inTransaction(database.db, async (tx) => {
        await insertProbe(tx, 3);
        await insertProbe(tx, 4);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await stored()).toEqual([1, 2]);
  });

  it('lets a database error through with its SQLSTATE, so modules still map it to their refusal', async () => {
    const error = await inTransaction(database.db, async (tx) => {
      await insertProbe(tx, 5);
      await insertProbe(tx, 1);
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseError(error).code).toBe(UNIQUE_VIOLATION);
    expect(await stored()).toEqual([1, 2]);
  });

  it('rolls back when the work asks to', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await insertProbe(tx, 6);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(await stored()).toEqual([1, 2]);
  });

  it('opens a savepoint when given a transaction: a failed inner part leaves the outer work', async () => {
    const refusal = new Error('inner refused');
    await inTransaction(database.db, async (tx) => {
      await insertProbe(tx, 7);
      await expect(
        inTransaction(tx, async (inner) => {
          await insertProbe(inner, 8);
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      await inTransaction(tx, (inner) => insertProbe(inner, 9));
    });
    expect(await stored()).toEqual([1, 2, 7, 9]);
  });

  it('applies the isolation level it is given', async () => {
    const [level] = await inTransaction(
      database.db,
      (tx) => queryRows<{ transaction_isolation: string }>(tx, sql`show transaction_isolation`),
      { isolationLevel: 'serializable' },
    );
    expect(level?.transaction_isolation).toBe('serializable');
  });
});
