import { Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { type Headers, post } from '../../../test/http';
import { question } from './council-members.schema';
import { questionStatisticsWorld } from './questions-statistics.fixtures';

/*
 * The question lists read a page's ids before their rows (bench/results/
 * load-postgres-question-findings.md): paging through them gives every question once, newest
 * first, questions asked at the same moment by id, with any filter, as one long page does.
 */

type Page = { items: { id: number }[]; totalCount: number };

describe('paging through the question lists', () => {
  let ctx: TestContext;
  let moderator: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    const w = await questionStatisticsWorld(ctx);
    moderator = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    // Three more asked at one moment, to the council member: ties are broken by id.
    const same = new Date('2025-07-01T08:00:00Z');
    await ctx.database.db.insert(question).values(
      [1, 2, 3].map((n) => ({
        municipalityId: ctx.config.MUNICIPALITY_ID,
        councilMemberId: w.members.babic,
        askerId: w.accounts.babic,
        text: `Isti trenutak ${n}`,
        citizenEmail: 'gradjanin@example.ba',
        askedAt: same,
        answerInputMode: 1,
      })),
    );
  });
  afterAll(() => ctx.close());

  async function pages(url: string, headers: Headers, filter: Record<string, unknown>, size: number) {
    const ids: number[] = [];
    for (let pageNumber = 1; pageNumber < 20; pageNumber += 1) {
      const res = await post(ctx, url, headers, { languageId: 1, pageNumber, pageSize: size, ...filter });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page;
      ids.push(...page.items.map((q) => q.id));
      if (page.items.length < size) return { ids, total: page.totalCount };
    }
    throw new Error('Too many pages');
  }

  it.each([
    ['every public question', '/api/PublicQuestions/Search', {}],
    ['to council members', '/api/PublicQuestions/Search', { addresseeKind: 1 }],
    ['answered, of 2025', '/api/PublicQuestions/Search', { answered: 'answered', dateFrom: '2025-01-01' }],
    ['every question, for moderation', '/api/CouncilMembers/SearchQuestions', {}],
  ])('%s, five at a time as fifty at once', async (_, url, filter) => {
    const headers = url.includes('CouncilMembers') ? moderator : {};
    const whole = await pages(url, headers, filter, 50);
    const paged = await pages(url, headers, filter, 5);
    expect(paged).toEqual(whole);
    expect(new Set(paged.ids).size).toBe(paged.ids.length);
    expect(paged.ids.length).toBe(paged.total);
    expect(paged.total).toBeGreaterThan(5);
  });

  it('lists the newest first, and questions of one moment by id, newest id first', async () => {
    const { ids } = await pages('/api/PublicQuestions/Search', {}, { addresseeKind: 1 }, 50);
    const rows = await ctx.database.db.select({ id: question.id, askedAt: question.askedAt }).from(question);
    const at = new Map(rows.map((r) => [r.id, r.askedAt.getTime()]));
    const expected = [...ids].sort((a, b) => at.get(b)! - at.get(a)! || b - a);
    expect(ids).toEqual(expected);
  });
});
