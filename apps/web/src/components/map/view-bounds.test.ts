import { describe, expect, it } from 'vitest';
import { allWithin, firstViewBounds, viewBounds } from './view-bounds';

const bounds = (south: number, west: number, north: number, east: number) => ({
  getSouth: () => south,
  getWest: () => west,
  getNorth: () => north,
  getEast: () => east,
});

describe('viewBounds', () => {
  it('gives the visible area as south, west, north and east', () => {
    expect(viewBounds(bounds(44.5, 18.6, 44.6, 18.7))).toEqual({
      south: 44.5,
      west: 18.6,
      north: 44.6,
      east: 18.7,
    });
  });

  it('keeps a world-wide view within the earth', () => {
    expect(viewBounds(bounds(-95, -540, 95, 540))).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});

describe('firstViewBounds', () => {
  const view = { south: 44.5, west: 18.6, north: 44.6, east: 18.7 };

  it('widens a phone’s view to what a desk’s map shows at the same zoom', () => {
    const wide = firstViewBounds(view, { width: 320, height: 360 });
    // 1280 px is four times 320: the span of longitude grows fourfold around the same middle.
    expect(wide.east - wide.west).toBeCloseTo(0.4);
    expect((wide.east + wide.west) / 2).toBeCloseTo(18.65);
    expect(wide.north - wide.south).toBeCloseTo(0.2);
  });

  it('leaves a desk’s view as it is', () => {
    expect(firstViewBounds(view, { width: 1232, height: 720 })).toEqual({
      ...view,
      west: expect.closeTo(18.6 - (0.1 * (1280 / 1232 - 1)) / 2, 10) as unknown as number,
      east: expect.closeTo(18.7 + (0.1 * (1280 / 1232 - 1)) / 2, 10) as unknown as number,
    });
    expect(firstViewBounds(view, { width: 1600, height: 900 })).toEqual(view);
  });

  it('stays within the earth and copes with a map not yet laid out', () => {
    expect(
      firstViewBounds({ south: -80, west: -170, north: 80, east: 170 }, { width: 100, height: 100 }),
    ).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
    expect(firstViewBounds(view, { width: 0, height: 0 })).toEqual(view);
  });
});

describe('allWithin', () => {
  it('tells whether every point lies in the view', () => {
    const view = { south: 44.5, west: 18.6, north: 44.6, east: 18.7 };
    expect(allWithin(view, [{ latitude: 44.55, longitude: 18.65 }])).toBe(true);
    expect(
      allWithin(view, [
        { latitude: 44.55, longitude: 18.65 },
        { latitude: 44.7, longitude: 18.65 },
      ]),
    ).toBe(false);
    expect(allWithin(view, [])).toBe(true);
  });
});
