import {
  AGE_GROUPS,
  type ComplaintStatistics,
  type LanguageKey,
  PUBLIC_MIN_GROUP,
  SEX_GROUPS,
} from '@portal/contracts';
import { type Cell, EMPTY, hideSmallGroups } from '../../platform/small-groups';
import { profileTotals } from './complaints-profile';
import type { statistics } from './complaints-statistics.repository';
import { nameIn } from './complaints.present';

type Counts = Awaited<ReturnType<typeof statistics>>;

const tenths = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/** Category per year and resolved by category, with the names in the language. */
export function categoryCounts(
  s: Counts,
  language: LanguageKey,
): Pick<ComplaintStatistics, 'byCategoryPerYear' | 'resolvedByCategory'> {
  const order = new Map(s.byCategory.map((c, i) => [c.id, i]));
  const names = new Map(s.byCategory.map((c) => [c.id, nameIn(c.name, language) ?? '']));
  return {
    byCategoryPerYear: s.byCategoryPerYear
      .map((r) => ({ id: r.id, name: names.get(r.id) ?? '', year: r.year, count: r.count }))
      .sort((a, b) => order.get(a.id)! - order.get(b.id)! || a.year - b.year),
    resolvedByCategory: s.resolvedByCategory.map((r) => ({
      id: r.id,
      name: nameIn(r.name, language) ?? '',
      count: r.count,
      averageHours: tenths(r.hours),
    })),
  };
}

const allOf = (cells: readonly unknown[]) => [cells.map((_, i) => i)];

/**
 * The counts by the reporters' sex, age group and sensitive category, and per category by
 * sex, with the small groups hidden (platform/small-groups.ts).
 */
export function profileStatistics(
  s: Counts,
  language: LanguageKey,
): Pick<
  ComplaintStatistics,
  'bySex' | 'byAgeGroup' | 'bySensitiveCategory' | 'byCategoryAndSex' | 'minimumGroup'
> {
  const totals = profileTotals(s.profiles);

  const ageCells = AGE_GROUPS.map((id) => totals.ageGroup.get(id) ?? EMPTY);
  const ages = hideSmallGroups(ageCells, allOf(ageCells));

  const categories = s.sensitiveCategories.map((c) => ({ id: c.id, name: nameIn(c.name, language) ?? '' }));
  // The public page does not tell one who named no category from one without profile data
  // (a person is one or the other, so their people add up).
  const none = totals.sensitive.get('none') ?? EMPTY;
  const unknown = totals.sensitive.get('unknown') ?? EMPTY;
  const sensitiveCells: Cell[] = [
    ...categories.map((c) => totals.sensitive.get(c.id) ?? EMPTY),
    { count: none.count + unknown.count, reporters: none.reporters + unknown.reporters },
  ];
  const sensitive = hideSmallGroups(sensitiveCells, allOf(sensitiveCells));

  // Sex overall and per category, hidden together: the cells are the three sexes' totals,
  // then each category's three. A row adds up to the total or to the category's published
  // count; down a sex's column, the categories add up to the sex's total.
  const rows = [totals.sex, ...s.byCategory.map((c) => totals.categorySex.get(c.id) ?? new Map())];
  const cells = rows.flatMap((row) => SEX_GROUPS.map((id) => row.get(id) ?? EMPTY));
  const at = (r: number, i: number) => r * SEX_GROUPS.length + i;
  const sums = [
    ...rows.map((_, r) => SEX_GROUPS.map((_, i) => at(r, i))),
    ...SEX_GROUPS.map((_, i) => rows.map((_, r) => at(r, i))),
  ];
  const sexes = hideSmallGroups(cells, sums);

  return {
    bySex: SEX_GROUPS.map((id, i) => ({ id, name: '', count: sexes[at(0, i)] ?? null })),
    byAgeGroup: AGE_GROUPS.map((id, i) => ({ id, name: '', count: ages[i] ?? null })),
    bySensitiveCategory: [
      ...categories.map((c, i) => ({ ...c, count: sensitive[i] ?? null })),
      { id: null, name: '', count: sensitive[categories.length] ?? null },
    ],
    byCategoryAndSex: s.byCategory.map((c, r) => ({
      id: c.id,
      name: nameIn(c.name, language) ?? '',
      bySex: SEX_GROUPS.map((id, i) => ({ id, count: sexes[at(r + 1, i)] ?? null })),
    })),
    minimumGroup: PUBLIC_MIN_GROUP,
  };
}
