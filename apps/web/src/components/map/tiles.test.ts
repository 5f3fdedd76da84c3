import { describe, expect, it } from 'vitest';
import { TILE_SIZE, tilesInView, tileUrl, worldPixel } from './tiles';

/** The slippy-map tile of a position, by OpenStreetMap's own formula (asinh of the tangent). */
function osmTile(latitude: number, longitude: number, zoom: number) {
  const n = 2 ** zoom;
  const radians = (latitude * Math.PI) / 180;
  return {
    x: Math.floor(((longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * n),
  };
}

describe('worldPixel', () => {
  it('puts the equator at Greenwich in the middle of the world and its corner at 180° west', () => {
    expect(worldPixel({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 256, y: 256 });
    const corner = worldPixel({ latitude: 85.0511287798, longitude: -180 }, 0);
    expect(corner.x).toBe(0);
    expect(corner.y).toBeCloseTo(0, 6);
    // Beyond Web Mercator's edge a latitude is held at it, not sent off to infinity.
    expect(worldPixel({ latitude: 90, longitude: 180 }, 0).y).toBeCloseTo(0, 6);
  });

  it('finds the tile OpenStreetMap names for a place in Tuzla', () => {
    const place = { latitude: 44.5384, longitude: 18.6671 };
    const pixel = worldPixel(place, 16);
    expect({ x: Math.floor(pixel.x / TILE_SIZE), y: Math.floor(pixel.y / TILE_SIZE) }).toEqual(
      osmTile(place.latitude, place.longitude, 16),
    );
  });
});

describe('tileUrl', () => {
  it('fills the zoom, column and row, a subdomain as Leaflet picks it and no high-density suffix', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 16, 36166, 23652)).toBe(
      'https://tile.openstreetmap.org/16/36166/23652.png',
    );
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', 3, 1, 1)).toBe(
      'https://c.tiles.example/3/1/1.png',
    );
  });
});

describe('tilesInView', () => {
  const template = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  it('covers the whole view with tiles placed around the position in its middle', () => {
    const place = { latitude: 44.5384, longitude: 18.6671 };
    const { tiles, point } = tilesInView(template, place, 16, 600, 240);
    expect(Math.abs(point.x - 300)).toBeLessThanOrEqual(1);
    expect(Math.abs(point.y - 120)).toBeLessThanOrEqual(1);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + TILE_SIZE))).toBeGreaterThanOrEqual(600);
    expect(Math.max(...tiles.map((t) => t.top + TILE_SIZE))).toBeGreaterThanOrEqual(240);
    // No tile lies wholly outside the view.
    for (const tile of tiles) {
      expect(tile.left).toBeGreaterThan(-TILE_SIZE);
      expect(tile.left).toBeLessThan(600);
      expect(tile.top).toBeGreaterThan(-TILE_SIZE);
      expect(tile.top).toBeLessThan(240);
    }
    // The tile under the point is OpenStreetMap's tile of the place.
    const own = osmTile(place.latitude, place.longitude, 16);
    const under = tiles.find(
      (t) =>
        t.left <= point.x && point.x < t.left + TILE_SIZE && t.top <= point.y && point.y < t.top + TILE_SIZE,
    );
    expect(under?.url).toBe(`https://tile.openstreetmap.org/16/${own.x}/${own.y}.png`);
  });

  it('wraps around the date line and draws nothing beyond the poles', () => {
    const { tiles } = tilesInView(template, { latitude: 85, longitude: 179.99 }, 1, 600, 600);
    const urls = tiles.map((t) => t.url);
    // East of the last column comes the first again.
    expect(urls).toContain('https://tile.openstreetmap.org/1/1/0.png');
    expect(urls).toContain('https://tile.openstreetmap.org/1/0/0.png');
    expect(urls.every((url) => !/\/-\d|\/1\/\d+\/[2-9]/.test(url))).toBe(true);
  });
});
