import { AGE_GROUPS, type LanguageKey, SEX_GROUPS, type Translated } from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import type { ReportValue } from '../../platform/reports/document';
import type { Cell } from '../../platform/small-groups';
import type { ProfileCountRow } from './complaints-profile.repository';
import { nameIn } from './complaints.present';

/** A reporter's sensitive category: its id, none named (`none`), or no profile data at all (`unknown`). */
export type SensitiveGroup = number | 'none' | 'unknown';

export type ProfileTotals = {
  total: number;
  sex: Map<number | null, Cell>;
  ageGroup: Map<number | null, Cell>;
  sensitive: Map<SensitiveGroup, Cell>;
  /** Per category, by sex. */
  categorySex: Map<number, Map<number | null, Cell>>;
};

/** The rows of `profileCounts` by their grouping. */
export function profileTotals(rows: readonly ProfileCountRow[]): ProfileTotals {
  const totals: ProfileTotals = {
    total: 0,
    sex: new Map(),
    ageGroup: new Map(),
    sensitive: new Map(),
    categorySex: new Map(),
  };
  for (const row of rows) {
    const cell = { count: row.count, reporters: row.reporters };
    if (row.set === 'sex') {
      totals.sex.set(row.sex, cell);
      totals.total += row.count;
    } else if (row.set === 'ageGroup') {
      totals.ageGroup.set(row.ageGroup, cell);
    } else if (row.set === 'sensitive') {
      totals.sensitive.set(row.sensitiveCategoryId ?? (row.withProfile ? 'none' : 'unknown'), cell);
    } else if (row.categoryId !== null) {
      const bySex = totals.categorySex.get(row.categoryId) ?? new Map<number | null, Cell>();
      bySex.set(row.sex, cell);
      totals.categorySex.set(row.categoryId, bySex);
    }
  }
  return totals;
}

/** The ids of the sensitive categories the counts name. */
export function namedSensitiveCategories(rows: readonly ProfileCountRow[]): number[] {
  return [
    ...new Set(
      rows.flatMap((r) =>
        r.set === 'sensitive' && r.sensitiveCategoryId !== null ? [r.sensitiveCategoryId] : [],
      ),
    ),
  ];
}

const percentage = (n: number, total: number) => (total === 0 ? null : Math.round((n * 1000) / total) / 10);

/**
 * The rows of the profile-data report: each dimension's groups with their complaints and
 * share of all of them, the sensitive categories as the code list orders them (active ones
 * always, others where counted), then those who named none and those without profile data.
 */
export function profileReportRows(input: {
  rows: readonly ProfileCountRow[];
  categories: readonly { id: number; name: Translated }[];
  t: Translate;
  language: LanguageKey;
}): ReportValue[][] {
  const { t } = input;
  const totals = profileTotals(input.rows);
  const line = (dimension: string, group: string, cell: Cell | undefined): ReportValue[] => [
    t(`complaintsAdmin.reports.dimensions.${dimension}`),
    group,
    cell?.count ?? 0,
    percentage(cell?.count ?? 0, totals.total),
  ];
  const groups = 'components.statistics';
  return [
    ...SEX_GROUPS.map((id) =>
      line('sex', t(id === null ? `${groups}.sexUnknown` : `enums.gender.${id}`), totals.sex.get(id)),
    ),
    ...AGE_GROUPS.map((id) =>
      line(
        'ageGroup',
        t(id === null ? `${groups}.ageUnknown` : `${groups}.ageGroup.${id}`),
        totals.ageGroup.get(id),
      ),
    ),
    ...input.categories.map((c) =>
      line('sensitiveCategory', nameIn(c.name, input.language) ?? '', totals.sensitive.get(c.id)),
    ),
    line('sensitiveCategory', t('complaintsStatistics.groups.sensitiveNone'), totals.sensitive.get('none')),
    line(
      'sensitiveCategory',
      t('complaintsAdmin.reports.profileGroups.noProfile'),
      totals.sensitive.get('unknown'),
    ),
  ];
}
