import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, post, reportBody } from './complaints.fixtures';
import { complaint } from './complaints.schema';

/** While set, reading a complaint outside a transaction fails, as when the database goes away after a commit. */
const readsAfterCommit = vi.hoisted(() => ({ fail: false }));

vi.mock(import('./complaints.repository'), async (original) => {
  const repository = await original();
  return {
    ...repository,
    findComplaint: (...args: Parameters<typeof repository.findComplaint>) => {
      if (readsAfterCommit.fail && !(args[0] instanceof PgTransaction)) {
        return Promise.reject(new Error('the database went away after the commit'));
      }
      return repository.findComplaint(...args);
    },
  };
});

describe('reporting a problem', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('answers with the number and id the transaction wrote, whatever happens after the commit', async () => {
    readsAfterCommit.fail = true;
    try {
      const res = await post(ctx, '/api/Complaints/Report', w.citizen.headers, reportBody(w.roads));
      expect(res.statusCode).toBe(200);
      const { id, number } = res.json();
      const [saved] = await ctx.database.db.select().from(complaint).where(eq(complaint.id, id));
      expect(saved).toBeDefined();
      expect(number).toBe(`${saved!.sequence}/${saved!.year}`);
    } finally {
      readsAfterCommit.fail = false;
    }
  });
});
