import {
  type QuestionStatistics,
  type Responsiveness,
  type ResponsivenessRow,
  todayInPortal,
  twelveMonthsBefore,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { get, post } from '../../../test/http';
import { questionStatisticsWorld } from './questions-statistics.fixtures';

/*
 * The public statistics of citizens' questions and the responsiveness table (decision 0028),
 * counted on the world of questions-statistics.fixtures.ts.
 */

const YEAR_2025 = { dateFrom: '2025-01-01', dateTo: '2025-12-31', languageId: 1 };

describe('question statistics and responsiveness', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof questionStatisticsWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await questionStatisticsWorld(ctx);
  });
  afterAll(() => ctx.close());

  const statistics = async (body: Record<string, unknown>) => {
    const res = await post(ctx, '/api/PublicQuestions/Statistics', {}, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QuestionStatistics;
  };

  it('count the active questions asked in the period, answered when the public sees the answer', async () => {
    const s = await statistics(YEAR_2025);
    // q1–q8 and q11 (1 January there); q9 is inactive, q10 of 2023, q12 of 2026 there.
    expect(s).toMatchObject({ dateFrom: '2025-01-01', dateTo: '2025-12-31', received: 9, answered: 6 });
    expect(s.byAddresseeKind).toEqual([
      { id: 1, received: 4, answered: 3 },
      { id: 2, received: 3, answered: 2 },
      { id: 3, received: 2, answered: 1 },
    ]);
  });

  it('count every month of the period by the day there, oldest first', async () => {
    const s = await statistics(YEAR_2025);
    expect(s.byMonth).toHaveLength(12);
    expect(s.byMonth.filter((m) => m.received > 0)).toEqual([
      { month: '2025-01', received: 1, answered: 1 },
      { month: '2025-03', received: 2, answered: 2 },
      { month: '2025-04', received: 2, answered: 1 },
      { month: '2025-05', received: 2, answered: 1 },
      { month: '2025-06', received: 2, answered: 1 },
    ]);
    expect(s.byMonth[1]).toEqual({ month: '2025-02', received: 0, answered: 0 });
  });

  it('put each question in its answer-time bucket: 24 hours within the first, an unpublished answer unanswered', async () => {
    const s = await statistics(YEAR_2025);
    expect(s.byAnswerTime).toEqual([
      { bucket: 'within24', count: 2 },
      { bucket: 'within48', count: 1 },
      { bucket: 'within72', count: 1 },
      { bucket: 'over72', count: 2 },
      { bucket: 'unanswered', count: 3 },
    ]);
  });

  it('count per council member and the mayor, and per unit, most questions first, named in the language', async () => {
    const s = await statistics(YEAR_2025);
    expect(s.byCouncilMember).toEqual([
      {
        addresseeKind: 1,
        addresseeId: w.members.babic,
        name: 'Amir Babić',
        party: 'SDA',
        memberTypeId: 1,
        received: 4,
        answered: 3,
      },
      {
        addresseeKind: 2,
        addresseeId: w.members.mayor,
        name: 'Selma Mujić',
        party: 'SDP',
        memberTypeId: 2,
        received: 3,
        answered: 2,
      },
    ]);
    expect(s.byUnit).toEqual([
      {
        addresseeKind: 3,
        addresseeId: w.units.urbanism,
        name: 'Služba za urbanizam',
        party: '',
        memberTypeId: null,
        received: 2,
        answered: 1,
      },
    ]);
  });

  it('count only the addressee kind chosen', async () => {
    const s = await statistics({ ...YEAR_2025, addresseeKind: 2 });
    expect(s).toMatchObject({ received: 3, answered: 2, byUnit: [] });
    expect(s.byAddresseeKind.map((k) => k.received)).toEqual([0, 3, 0]);
    expect(s.byCouncilMember.map((m) => m.name)).toEqual(['Selma Mujić']);
    const units = await statistics({ ...YEAR_2025, addresseeKind: 3 });
    expect(units).toMatchObject({ received: 2, byCouncilMember: [] });
  });

  it('count the last twelve months to today when no period is given', async () => {
    const s = await statistics({ languageId: 1 });
    const today = todayInPortal();
    expect(s.dateTo).toBe(today);
    expect(s.dateFrom).toBe(twelveMonthsBefore(today));
    expect(s.byMonth).toHaveLength(12);
  });

  it('refuse a period that ends before it starts, and an unknown addressee kind, with a message key', async () => {
    const backwards = await post(
      ctx,
      '/api/PublicQuestions/Statistics',
      {},
      {
        ...YEAR_2025,
        dateFrom: '2025-06-01',
        dateTo: '2025-05-01',
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ dateTo: 'validation_end_before_start' });
    const kind = await post(ctx, '/api/PublicQuestions/Statistics', {}, { ...YEAR_2025, addresseeKind: 4 });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors.addresseeKind).toBe('validation_required');
  });

  describe('the responsiveness table', () => {
    let table: Responsiveness;
    beforeAll(async () => {
      const res = await get(ctx, '/api/PublicQuestions/Responsiveness/1');
      expect(res.statusCode, res.body).toBe(200);
      table = res.json() as Responsiveness;
    });
    const row = (rows: ResponsivenessRow[], name: string) => rows.find((r) => r.name === name);

    it('lists the mayor, the council members and the units one may ask now, in that order, with none asked too', () => {
      expect(table.convocationName).toBe('Saziv 2024–2028');
      const ours = table.current.filter((r) =>
        ['Selma Mujić', 'Amir Babić', 'Vesna Čolić', 'Služba za urbanizam', 'Ozren Delić'].includes(r.name),
      );
      expect(ours.map((r) => r.name)).toEqual([
        'Selma Mujić',
        'Amir Babić',
        'Vesna Čolić',
        'Služba za urbanizam',
      ]);
      // A unit that takes no questions and was asked none is not listed.
      expect(row(table.current, 'Služba za finansije')).toBeUndefined();
      expect(row(table.current, 'Vesna Čolić')).toMatchObject({
        received: 0,
        answered: 0,
        answeredWithinShare: null,
        medianDays: null,
      });
    });

    it('counts the current convocation’s period: received, answered, the share within 30 days and the median days', () => {
      // q1, q2, q3, q11, q12: answered after 1 day, 1.25 days and 2 hours.
      expect(row(table.current, 'Amir Babić')).toEqual({
        addresseeKind: 1,
        addresseeId: w.members.babic,
        name: 'Amir Babić',
        party: 'SDA',
        memberTypeId: 1,
        received: 5,
        answered: 3,
        answeredWithinShare: 0.6,
        medianDays: 1,
      });
      // q4 after 2.5 days, q5 after 100; q6's answer awaits activation.
      expect(row(table.current, 'Selma Mujić')).toMatchObject({
        addresseeKind: 2,
        received: 3,
        answered: 2,
        answeredWithinShare: 1 / 3,
        medianDays: 51.3,
      });
      // q7 after 5 days (its entry: no publication kept), q8 inappropriate; q9 inactive is not counted.
      expect(row(table.current, 'Služba za urbanizam')).toMatchObject({
        addresseeKind: 3,
        party: '',
        received: 2,
        answered: 1,
        answeredWithinShare: 0.5,
        medianDays: 5,
      });
    });

    it('counts every question overall, with those asked of a member of an earlier convocation', () => {
      expect(row(table.overall, 'Ozren Delić')).toMatchObject({
        received: 1,
        answered: 1,
        answeredWithinShare: 1,
        medianDays: 3,
      });
      expect(row(table.current, 'Ozren Delić')).toBeUndefined();
      expect(row(table.overall, 'Amir Babić')).toMatchObject({ received: 5, answered: 3 });
      const names = table.overall.map((r) => r.name);
      expect(names.indexOf('Ozren Delić')).toBeGreaterThan(names.indexOf('Vesna Čolić'));
      expect(names.indexOf('Služba za urbanizam')).toBeGreaterThan(names.indexOf('Ozren Delić'));
    });
  });
});
