import { PUBLIC_MIN_GROUP } from '@portal/contracts';

/*
 * The public statistics count records by the people behind them (complaints by their
 * reporters' sex, age group and sensitive category; a session's votes and comments by the
 * participants' sex and age group). A small group there can point at one person: "Roma: 1"
 * next to a public complaint whose reporter's first name is shown. So the public answer
 * hides (null) the count of every group of 1 or 2 different people (fewer than
 * PUBLIC_MIN_GROUP: people, not records, since one person may make many), and, where a
 * hidden count could be worked out from the published ones (the groups of a dimension add
 * up to the total, a category's row to its count, a sex's column to its total), one more
 * count of the same sum, the smallest not empty, until none can: the secondary suppression
 * statistics offices use. Staff reports show exact counts. Not covered: a category all of
 * whose records come from one group is told by the totals being empty for the others; and
 * comparing the answers for overlapping periods, which only added noise would stop.
 */

/** Records of a group and the different people who made them. */
export type Cell = { count: number; reporters: number };
export const EMPTY: Cell = { count: 0, reporters: 0 };

/**
 * The cells' record counts with the hidden ones null. `sums` are sets of cells whose
 * total a reader knows or can work out; a set with exactly one hidden cell gets another.
 */
export function hideSmallGroups(
  cells: readonly Cell[],
  sums: readonly (readonly number[])[],
  minimum: number = PUBLIC_MIN_GROUP,
): (number | null)[] {
  const hidden = cells.map((c) => c.reporters > 0 && c.reporters < minimum);
  let changed = true;
  while (changed) {
    changed = false;
    for (const set of sums) {
      if (set.filter((i) => hidden[i]).length !== 1) continue;
      // An empty group hides little (a reader guesses it is empty): the smallest other first.
      const size = (i: number) => cells[i]!.count || Number.MAX_SAFE_INTEGER;
      const next = set.filter((i) => !hidden[i]).sort((a, b) => size(a) - size(b) || a - b)[0];
      if (next === undefined) continue;
      hidden[next] = true;
      changed = true;
    }
  }
  return cells.map((c, i) => (hidden[i] ? null : c.count));
}
