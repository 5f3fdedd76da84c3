/** The part of the earth a map shows, in degrees, as the complaint map's query takes it. */
export type ViewBounds = { south: number; west: number; north: number; east: number };

type LeafletBounds = { getSouth(): number; getWest(): number; getNorth(): number; getEast(): number };

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * A map's bounds within the earth's range: zoomed far out, Leaflet reports longitudes
 * past ±180 and latitudes past ±90, which a server's query would refuse.
 */
export function viewBounds(bounds: LeafletBounds): ViewBounds {
  return {
    south: clamp(bounds.getSouth(), 90),
    west: clamp(bounds.getWest(), 180),
    north: clamp(bounds.getNorth(), 90),
    east: clamp(bounds.getEast(), 180),
  };
}
