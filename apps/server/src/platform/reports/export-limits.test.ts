import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, type Headers } from '../../modules/complaints/complaints.fixtures';
import { complaint } from '../../modules/complaints/complaints.schema';
import { SYNC_EXPORTS_PER_PROCESS } from './engine';

/*
 * Files made in answer to Export are limited per process (SYNC_EXPORTS_PER_PROCESS): each may
 * hold hundreds of megabytes for seconds, and a burst of calls must not exhaust the process.
 * A download a client does not read keeps its file being made, so the slots stay taken. (A
 * client that goes away closes the answer, which Fastify passes on to the file's stream, and
 * every writer stops at a closed stream: their own tests.)
 */

const ROWS = 6_000;
const REPORT = '/api/Reports/ComplaintsByAnswerTime';

describe('exports made at once', () => {
  let ctx: TestContext;
  let office: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    const w = await complaintWorld(ctx);
    office = w.all.headers;
    // Enough rows that a file fills the answer's buffers and waits for a reader.
    for (let start = 0; start < ROWS; start += 1_000) {
      await ctx.database.db.insert(complaint).values(
        Array.from({ length: 1_000 }, (_, i) => ({
          municipalityId: 6,
          year: 2024,
          sequence: start + i + 1,
          title: `Prijava ${start + i + 1} s naslovom dovoljno dugim da datoteka naraste`,
          description: 'Opis',
          categoryId: w.roads,
          userId: w.citizen.user.id,
          latitude: 44.5,
          longitude: 18.6,
          address: 'Tuzla',
          dateCreated: new Date(Date.UTC(2024, 0, 1) + (start + i) * 60_000),
        })),
      );
    }
  });
  afterAll(() => ctx.close());

  const exported = (payloadAsStream: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: `${REPORT}/Export`,
      headers: office,
      payload: { languageId: 1, format: 'csv', dateFrom: '2024-01-01', dateTo: '2024-12-31' },
      payloadAsStream,
    });

  it('refuses one more than the process makes at once, and takes it again once a file is done', async () => {
    // Downloads nobody reads: their files stay being made.
    const held = await Promise.all(Array.from({ length: SYNC_EXPORTS_PER_PROCESS }, () => exported(true)));
    for (const res of held) expect(res.statusCode).toBe(200);

    const refused = await exported(false);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'exports_busy' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Read to the end, the held files finish and give their places back.
    for (const res of held) {
      const stream = res.stream() as Readable;
      let bytes = 0;
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
      expect(bytes).toBeGreaterThan(100_000);
    }
    const again = await exported(false);
    expect(again.statusCode).toBe(200);
    expect(again.payload.split('\r\n').filter(Boolean)).toHaveLength(ROWS + 1);
  });
});
