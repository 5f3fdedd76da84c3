import type { ReportPage } from '@portal/contracts';
import { like } from 'drizzle-orm';
import { expect } from 'vitest';
import { rateLimit } from '../src/platform/limiter.schema';
import type { TestContext } from './harness';
import { type Headers, post } from './http';

/*
 * A module's reports called by name through the report engine's calls (/api/Reports/{name}/
 * Search and Export), as its report tests call them; report-files.ts reads the files back.
 */

const REPORTS = '/api/Reports';

type Body = Record<string, unknown>;

/**
 * Search and Export of the reports, each expecting 200: in language 1 (and pages of 50) unless
 * the body says otherwise. `ctx` is read at each call, so that a suite may start it in beforeAll.
 */
export function reportCalls(ctx: () => TestContext) {
  return {
    async search(name: string, headers: Headers, body: Body = {}): Promise<ReportPage> {
      const res = await post(ctx(), `${REPORTS}/${name}/Search`, headers, {
        languageId: 1,
        pageSize: 50,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ReportPage;
    },
    async exported(name: string, headers: Headers, format: string, body: Body = {}) {
      // A person's allowance of exports is not a report test's subject.
      await ctx().database.db.delete(rateLimit).where(like(rateLimit.key, 'write:export:%'));
      const res = await post(ctx(), `${REPORTS}/${name}/Export`, headers, { languageId: 1, format, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    },
  };
}

/** A column's values on a page, row by row. */
export const column = (page: ReportPage, key: string) => page.items.map((item) => item[key]);
