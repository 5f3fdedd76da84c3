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

/** The map a desk shows at the portal's configured zoom: a phone's first view covers as much. */
export const DESK_VIEW = { width: 1280, height: 720 };

/**
 * The area to ask for first: the map's own view widened to what a desk's map would show
 * at the same zoom, so that a phone's small map learns of the markers around it (and is
 * then fitted to them) rather than showing only the few in its middle.
 */
export function firstViewBounds(view: ViewBounds, size: { width: number; height: number }): ViewBounds {
  const grow = (span: number, own: number, desk: number) =>
    own <= 0 || own >= desk ? 0 : (span * (desk / own - 1)) / 2;
  const dLat = grow(view.north - view.south, size.height, DESK_VIEW.height);
  const dLng = grow(view.east - view.west, size.width, DESK_VIEW.width);
  return viewBounds({
    getSouth: () => view.south - dLat,
    getNorth: () => view.north + dLat,
    getWest: () => view.west - dLng,
    getEast: () => view.east + dLng,
  });
}

/** True when every point lies within the view. */
export function allWithin(
  view: ViewBounds,
  points: readonly { latitude: number; longitude: number }[],
): boolean {
  return points.every(
    (p) =>
      p.latitude >= view.south &&
      p.latitude <= view.north &&
      p.longitude >= view.west &&
      p.longitude <= view.east,
  );
}
