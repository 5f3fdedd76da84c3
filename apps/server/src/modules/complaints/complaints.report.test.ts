import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import type { Database, Db } from '../../platform/db/database';
import { complaintWorld, post, reportBody } from './complaints.fixtures';
import { complaint } from './complaints.schema';

/**
 * The database as the application sees it, which, once `armed`, goes away as soon as a
 * transaction has committed: every later call on it fails.
 */
function goneAfterCommit(database: Database) {
  const state = { armed: false, committed: false };
  const db: Db = new Proxy(database.db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') {
        return async (...args: unknown[]) => {
          const result: unknown = await value.apply(target, args);
          if (state.armed) state.committed = true;
          return result;
        };
      }
      return (...args: unknown[]) => {
        if (state.committed) throw new Error('the database went away after the commit');
        return value.apply(target, args);
      };
    },
  });
  return { state, wrap: (): Database => ({ ...database, db }) };
}

describe('reporting a problem', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let state: ReturnType<typeof goneAfterCommit>['state'];
  beforeAll(async () => {
    ctx = await startApp({
      wrap: (database) => {
        const gone = goneAfterCommit(database);
        state = gone.state;
        return gone.wrap();
      },
    });
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('answers with the number and id the transaction wrote, whatever happens after the commit', async () => {
    state.armed = true;
    let res;
    try {
      res = await post(ctx, '/api/Complaints/Report', w.citizen.headers, reportBody(w.roads));
      // The report's transaction went through the database that then went away.
      expect(state.committed).toBe(true);
    } finally {
      state.armed = false;
      state.committed = false;
    }
    expect(res.statusCode).toBe(200);
    const { id, number } = res.json();
    const [saved] = await ctx.database.db.select().from(complaint).where(eq(complaint.id, id));
    expect(saved).toBeDefined();
    expect(number).toBe(`${saved!.sequence}/${saved!.year}`);
  });
});
