import { describe, expect, it } from 'vitest';
import { hideSmallGroups } from './small-groups';

const cells = (...counts: [number, number][]) => counts.map(([count, reporters]) => ({ count, reporters }));

describe('hiding small groups of people', () => {
  it('hides a group of fewer than 3 people, whatever its complaints, and one more where the total would give it', () => {
    // One person with 4 complaints is hidden; the total would tell it from the other two,
    // so the smallest of them goes too.
    expect(hideSmallGroups(cells([10, 8], [4, 1], [6, 5]), [[0, 1, 2]])).toEqual([10, null, null]);
    // Two small groups hide each other.
    expect(hideSmallGroups(cells([10, 8], [1, 1], [2, 2]), [[0, 1, 2]])).toEqual([10, null, null]);
    // Nothing small, nothing hidden; an empty group is no one.
    expect(hideSmallGroups(cells([10, 8], [0, 0], [3, 3]), [[0, 1, 2]])).toEqual([10, 0, 3]);
    // An empty group protects nothing: a group with complaints is hidden with the small one,
    // an empty one only when there is no other.
    expect(hideSmallGroups(cells([10, 8], [2, 1], [0, 0]), [[0, 1, 2]])).toEqual([null, null, 0]);
    expect(hideSmallGroups(cells([0, 0], [2, 1], [0, 0]), [[0, 1, 2]])).toEqual([null, null, 0]);
  });

  it('goes on until no sum has a single hidden count', () => {
    // A 2 × 2 table (cells 0–3) and its column totals (4, 5): cell 0 is small.
    const table = cells([1, 1], [5, 5], [4, 4], [6, 6], [5, 5], [11, 11]);
    const sums = [
      [0, 1],
      [2, 3],
      [0, 2, 4],
      [1, 3, 5],
    ];
    const shown = hideSmallGroups(table, sums);
    expect(shown[0]).toBeNull();
    for (const sum of sums) expect(sum.filter((i) => shown[i] === null).length).not.toBe(1);
  });
});
