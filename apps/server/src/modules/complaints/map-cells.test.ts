import { describe, expect, it } from 'vitest';
import type { MapCell } from './complaints.repository';
import { cellsInView } from './complaints.service';

const cell = (gx: number, gy: number, count: number): MapCell => ({
  gx,
  gy,
  count,
  latitude: (gy + 0.5) * 0.1,
  longitude: (gx + 0.5) * 0.1,
  id: gx * 100 + gy,
  title: 'Rupa',
  statusId: 1,
  total: 0,
});

describe('a municipality’s kept map cells, cut to a view', () => {
  const all = [cell(10, 10, 3), cell(11, 10, 7), cell(12, 12, 1), cell(20, 10, 50), cell(10, 3, 9)];

  it('keeps the cells the view touches, the fullest first, and counts the complaints in them', () => {
    // The view runs from the middle of cell (10, 10) to the middle of cell (12, 12).
    const view = cellsInView(all, { west: 1.05, south: 1.05, east: 1.25, north: 1.25 }, 0.1, 500);
    expect(view.cells.map((c) => [c.gx, c.gy])).toEqual([
      [11, 10],
      [10, 10],
      [12, 12],
    ]);
    expect(view.total).toBe(11);
  });

  it('answers at most the limit of cells, but counts every complaint in view', () => {
    const view = cellsInView(all, { west: 1.05, south: 1.05, east: 1.25, north: 1.25 }, 0.1, 2);
    expect(view.cells.map((c) => c.count)).toEqual([7, 3]);
    expect(view.total).toBe(11);
  });

  it('takes a view across the antimeridian from both of its sides', () => {
    const far = [cell(1799, 0, 2), cell(-1800, 0, 4), cell(0, 0, 8)];
    const view = cellsInView(far, { west: 179.95, south: 0, east: -179.95, north: 0.05 }, 0.1, 500);
    expect(view.cells.map((c) => c.count)).toEqual([4, 2]);
    expect(view.total).toBe(6);
  });
});
