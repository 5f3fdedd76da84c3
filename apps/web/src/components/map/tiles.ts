import type { Position } from './position';

/** The tiles' data licence (ODbL) asks for this credit wherever the map is shown. */
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const MAX_ZOOM = 19;
/** A map tile's side in pixels (Leaflet's and every tile server's default). */
export const TILE_SIZE = 256;
/** Web Mercator ends here, so that the world is a square (Leaflet's SphericalMercator). */
const MAX_LATITUDE = 85.0511287798;

/**
 * Where a position lies on the world's picture at a zoom, in pixels from its top left corner
 * (Web Mercator, EPSG:3857, as Leaflet and the tile servers draw it).
 */
export function worldPixel(position: Position, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const latitude = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, position.latitude));
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((position.longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * A tile's address from the configured template: `{z}`, `{x}` and `{y}`, and as Leaflet fills
 * them, `{s}` one of the subdomains a, b and c and `{r}` nothing (no high-density tiles).
 */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  const values: Record<string, string> = {
    z: String(zoom),
    x: String(x),
    y: String(y),
    s: 'abc'[Math.abs(x + y) % 3]!,
    r: '',
  };
  return template.replace(/\{([zxysr])\}/g, (_, key: string) => values[key]!);
}

export type PlacedTile = { key: string; url: string; left: number; top: number };

/**
 * The tiles that cover a `width` × `height` view centred on a position, each with its place in
 * the view (its top left corner, in pixels), and where the position itself is in the view. The
 * view's corner is rounded to whole pixels as Leaflet rounds it, so a map drawn from these tiles
 * matches the one Leaflet draws for the same centre and zoom. Tiles wrap around east and west;
 * beyond the poles there are none.
 */
export function tilesInView(
  template: string,
  position: Position,
  zoom: number,
  width: number,
  height: number,
): { tiles: PlacedTile[]; point: { x: number; y: number } } {
  const centre = worldPixel(position, zoom);
  const left = Math.round(centre.x - width / 2);
  const top = Math.round(centre.y - height / 2);
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let row = Math.floor(top / TILE_SIZE); row * TILE_SIZE < top + height; row++) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor(left / TILE_SIZE); column * TILE_SIZE < left + width; column++) {
      const x = ((column % count) + count) % count;
      tiles.push({
        key: `${column}:${row}`,
        url: tileUrl(template, zoom, x, row),
        left: column * TILE_SIZE - left,
        top: row * TILE_SIZE - top,
      });
    }
  }
  return { tiles, point: { x: Math.round(centre.x) - left, y: Math.round(centre.y) - top } };
}
