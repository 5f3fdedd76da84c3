import { contractModules, defineContractModule, usageStatisticsReport } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { modules } from '../../modules';
import { defineModule } from '../module';
import type { ReportScope } from './engine';
import {
  defineUsageCount,
  gatherUsageCounts,
  monthsOf,
  type UsageCount,
  usageStatisticsModule,
  usageStatisticsServer,
} from './usage';

/** A module that arrives later: it declares a measure in contracts and counts it in its manifest. */
const probeContract = defineContractModule({
  name: 'probe',
  endpoints: [],
  usage: [{ key: 'probeVotes', label: 'probe.usage.votes' }],
});
const asked: unknown[] = [];
const probeVotes = defineUsageCount({
  key: 'probeVotes',
  perMonth: async (_db, period) => {
    asked.push(period);
    return [
      { month: '2026-01', count: 4 },
      { month: '2026-03', count: 1 },
    ];
  },
});
const probe = defineModule({
  name: 'probe',
  contract: probeContract,
  usageCounts: [probeVotes],
  routes: () => undefined,
});

/** The caller's scope, as far as usage statistics read it (the counts here touch no database). */
const scope = {
  municipalityId: 6,
  languageId: 1,
  language: 'bs',
  t: (key: string) => (key === 'reports.usage.total' ? 'Ukupno' : key),
} as ReportScope;

describe('usage counts gathered from the manifests', () => {
  it('takes a new module’s measure as a column, counted by its own manifest, with no edit here', async () => {
    const report = usageStatisticsReport([...contractModules, probeContract]);
    expect(report.columns.at(-1)).toEqual({ key: 'probeVotes', label: 'probe.usage.votes', type: 'number' });
    // The portal's own counts answer nothing: only the probe's numbers show.
    const silent = (count: UsageCount): UsageCount => ({ key: count.key, perMonth: async () => [] });
    const counts = new Map([...gatherUsageCounts([...modules, probe])].map(([key, c]) => [key, silent(c)]));
    counts.set('probeVotes', probeVotes);
    const server = usageStatisticsServer(report, counts)!;
    const filters = { dateFrom: '2026-01-15', dateTo: '2026-03-10' };
    expect(await server.count(scope, filters)).toBe(4);
    const rows = await server.rows(scope, filters, { offset: 0, limit: 10 });
    const zeros = report.columns.slice(1, -1).map(() => 0);
    expect(rows).toEqual([
      ['01.2026.', ...zeros, 4],
      ['02.2026.', ...zeros, 0],
      ['03.2026.', ...zeros, 1],
      ['Ukupno', ...zeros, 5],
    ]);
    expect(asked.at(-1)).toEqual({ municipalityId: 6, from: '2026-01-15', to: '2026-03-10' });
    expect(await server.rows(scope, filters, { offset: 2, limit: 10 })).toEqual([
      ['03.2026.', ...zeros, 1],
      ['Ukupno', ...zeros, 5],
    ]);
  });

  it('refuses to start when a module declares a measure it does not count, or counts one it does not declare', () => {
    const uncounted = defineModule({ name: 'probe', contract: probeContract, routes: () => undefined });
    expect(() => gatherUsageCounts([uncounted])).toThrow(
      'The module probe declares usage measures it does not count: probeVotes',
    );
    const stray = defineModule({
      name: 'probe',
      contract: defineContractModule({ name: 'probe', endpoints: [] }),
      usageCounts: [probeVotes],
      routes: () => undefined,
    });
    expect(() => gatherUsageCounts([stray])).toThrow(
      'The module probe counts usage measures its contract does not declare: probeVotes',
    );
    expect(() =>
      usageStatisticsModule([...modules, uncounted], usageStatisticsReport(contractModules)),
    ).toThrow('declares usage measures it does not count');
  });

  it('serves the report only when every measure has its count (an app of some modules, in tests)', () => {
    const report = usageStatisticsReport(contractModules);
    expect(usageStatisticsModule(modules, report).reports).toHaveLength(1);
    const withoutComplaints = modules.filter((m) => m.name !== 'complaints');
    expect(usageStatisticsModule(withoutComplaints, report).reports).toEqual([]);
  });

  it('refuses a period that ends before it starts', async () => {
    const server = usageStatisticsServer(
      usageStatisticsReport([probeContract]),
      new Map([['probeVotes', probeVotes]]),
    )!;
    await expect(server.count(scope, { dateFrom: '2026-03-02', dateTo: '2026-03-01' })).rejects.toMatchObject(
      {
        status: 400,
        key: 'validation_end_before_start',
        field: 'dateTo',
      },
    );
  });
});

describe('the months of a period', () => {
  it('lists every month the period touches, across years', () => {
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual(['2026-03']);
    expect(monthsOf({ from: '2026-04-01', to: '2026-03-31' })).toEqual([]);
  });
});
