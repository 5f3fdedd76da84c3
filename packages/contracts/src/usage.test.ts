import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContractModule } from './module';
import { allReports, contractModules, endpoints, usageStatistics } from './registry';
import { usageMeasures, usageStatisticsReport } from './usage';
import { todayInPortal, twelveMonthsBefore, usagePeriodFilters } from './usage-period';

const probe = (name: string, usage: { key: string; label: string }[]) =>
  defineContractModule({ name, endpoints: [], usage });

describe('usage statistics, declared from the modules’ measures', () => {
  it('has a column per measure of every module, in the modules’ order, after the month', () => {
    const report = usageStatisticsReport([
      probe('alpha', [{ key: 'alphaVisits', label: 'alpha.usage.visits' }]),
      probe('beta', [
        { key: 'betaVotes', label: 'beta.usage.votes' },
        { key: 'betaAnswers', label: 'beta.usage.answers' },
      ]),
    ]);
    expect(report.columns).toEqual([
      { key: 'month', label: 'reports.usage.columns.month', type: 'text' },
      { key: 'alphaVisits', label: 'alpha.usage.visits', type: 'number' },
      { key: 'betaVotes', label: 'beta.usage.votes', type: 'number' },
      { key: 'betaAnswers', label: 'beta.usage.answers', type: 'number' },
    ]);
    expect(report.search.path).toBe('/api/Reports/UsageStatistics/Search');
  });

  it('refuses a measure declared twice, one named "month", and a key that is not camelCase', () => {
    const twice = [probe('a', [{ key: 'visits', label: 'a' }]), probe('b', [{ key: 'visits', label: 'b' }])];
    expect(() => usageMeasures(twice)).toThrow('Usage measures declared twice: visits');
    expect(() => usageMeasures([probe('a', [{ key: 'month', label: 'a' }])])).toThrow('"month"');
    expect(() => probe('a', [{ key: 'Page-views', label: 'a' }])).toThrow('camelCase: Page-views');
  });

  it('counts the portal’s modules’ measures and serves its calls among the endpoints', () => {
    const keys = usageStatistics.columns.map((c) => c.key);
    expect(keys.slice(0, 5)).toEqual(['month', 'newUsers', 'signIns', 'newComplaints', 'complaintComments']);
    expect(keys.slice(1)).toEqual(contractModules.flatMap((m) => m.usage.map((u) => u.key)));
    expect(endpoints).toContain(usageStatistics.search);
    expect(endpoints).toContain(usageStatistics.export);
    expect(allReports).toContain(usageStatistics);
    expect(allReports.map((r) => r.name)).toContain('UsersByProfile');
    expect(usageStatistics.access).toEqual({ profiles: [1, 7, 6] });
  });
});

describe('the usage period', () => {
  it('starts on the first day of the month eleven months back: twelve months with the given one', () => {
    expect(twelveMonthsBefore('2026-03-15')).toBe('2025-04-01');
    expect(twelveMonthsBefore('2026-12-31')).toBe('2026-01-01');
    expect(twelveMonthsBefore('2026-11-01')).toBe('2025-12-01');
  });

  it('takes today in Sarajevo, not in UTC', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in Sarajevo (summer time, UTC+2).
    expect(todayInPortal(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(todayInPortal(new Date('2026-01-31T22:59:00Z'))).toBe('2026-01-31');
  });

  it('is filled in with the last twelve months when left out or empty, and kept when given', () => {
    const filters = z.object(usagePeriodFilters);
    const today = todayInPortal();
    expect(filters.parse({})).toEqual({ dateFrom: twelveMonthsBefore(today), dateTo: today });
    expect(filters.parse({ dateFrom: '', dateTo: '' })).toEqual({
      dateFrom: twelveMonthsBefore(today),
      dateTo: today,
    });
    expect(filters.parse({ dateFrom: '2024-01-01', dateTo: '2024-03-31' })).toEqual({
      dateFrom: '2024-01-01',
      dateTo: '2024-03-31',
    });
    expect(filters.safeParse({ dateFrom: '2024-02-30' }).success).toBe(false);
    // Days PostgreSQL or the date picker would not take: refused here, a 400 and not a 500.
    expect(filters.safeParse({ dateFrom: '0000-01-01' }).success).toBe(false);
    expect(filters.safeParse({ dateFrom: '1899-12-31' }).success).toBe(false);
    expect(filters.safeParse({ dateTo: '3000-01-01' }).success).toBe(false);
  });
});
