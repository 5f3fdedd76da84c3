import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../test/postgres-server';
import { buildApp } from '../../app';
import { seed } from '../../db/seed/seed';
import { modules } from '../../modules';
import { diskStorage } from '../files/storage';
import { type Database, openPostgres } from './database';
import { inTransaction } from './transaction';

/**
 * The portal outlives its database: PostgreSQL is killed under a transaction, the portal
 * answers 503 meanwhile and serves again as soon as the server is back, without a restart.
 * The test starts a PostgreSQL server of its own (whatever DATABASE_URL says), so it runs
 * in both of CI's server runs.
 */
describe('losing the database', () => {
  let server: ThrowawayPostgres;
  let database: Database;
  let app: FastifyInstance;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    database = openPostgres(server.url, 4);
    await database.migrate();
    const config = testConfig();
    const storage = diskStorage(path.join(config.dataDir, 'files'));
    await seed({ db: database.db, config, storage, modules, demo: false });
    app = await buildApp({ config, database, storage, logger: false });
    await app.ready();
    process.on('uncaughtException', onUncaught);
  }, 90_000);
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await app?.close();
    await database?.close().catch(() => undefined);
    await server?.close();
  });

  const languages = () => app.inject({ url: '/api/Language/GetAllForDropdown/0/true/1' });
  const subscribe = (email: string) =>
    app.inject({ method: 'POST', url: '/api/Newsletter/Subscribe', payload: { email } });

  it('answers 503 while PostgreSQL is down, even when it died mid-transaction, and serves again once it is back', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await languages()).statusCode).toBe(200);
    expect((await subscribe('prije@example.ba')).statusCode).toBe(200);

    // A transaction between two statements, and one waiting on a statement, when the server dies.
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    let carryOn!: () => void;
    const killed = new Promise<void>((resolve) => (carryOn = resolve));
    const outcome = (work: Promise<unknown>) =>
      work.then(
        () => 'committed',
        (error: unknown) => error,
      );
    const idleTransaction = outcome(
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`select 1`);
        started();
        await killed;
        await tx.execute(sql`select 2`);
      }),
    );
    const busyTransaction = outcome(
      inTransaction(database.db, async (tx) => {
        await tx.execute(sql`select pg_sleep(30)`);
      }),
    );
    await begun;
    await new Promise((resolve) => setTimeout(resolve, 100));

    await server.kill();
    await new Promise((resolve) => setTimeout(resolve, 200));
    carryOn();
    expect(await idleTransaction).toBeInstanceOf(Error);
    expect(await busyTransaction).toBeInstanceOf(Error);

    // Alive, and saying why it cannot serve, in the error format and without internals.
    expect(uncaught).toEqual([]);
    const down = await languages();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      errors: { general: 'service_unavailable' },
      requestId: expect.any(String),
    });
    expect(down.body).not.toMatch(/select|ECONN|terminated|postgres/i);
    const write = await subscribe('tokom@example.ba');
    expect(write.statusCode).toBe(503);
    expect(write.json().errors).toEqual({ general: 'service_unavailable' });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().errors).toEqual({ database: 'service_unavailable' });

    await server.restart();
    const back = Date.now();
    let answer = await languages();
    while (answer.statusCode !== 200 && Date.now() - back < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await languages();
    }
    expect(answer.statusCode).toBe(200);
    expect(Date.now() - back).toBeLessThan(1_000);
    expect((await subscribe('poslije@example.ba')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(uncaught).toEqual([]);
  }, 60_000);
});
