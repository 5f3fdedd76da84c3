import { isPosition, type Position } from './position';

/** Long enough for a slow public geocoder, short enough that the form is not held up. */
export const GEOCODER_TIMEOUT_MS = 5000;

type NominatimAddress = Partial<
  Record<
    | 'road'
    | 'pedestrian'
    | 'footway'
    | 'path'
    | 'square'
    | 'house_number'
    | 'neighbourhood'
    | 'quarter'
    | 'suburb'
    | 'hamlet'
    | 'village'
    | 'town'
    | 'city'
    | 'municipality',
    unknown
  >
>;
type NominatimAnswer = { address?: NominatimAddress; display_name?: unknown; error?: unknown };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function first(address: NominatimAddress, keys: (keyof NominatimAddress)[]): string | null {
  for (const key of keys) {
    const value = text(address[key]);
    if (value) return value;
  }
  return null;
}

/**
 * "Turalibegova 12, Tuzla" from a Nominatim answer: the street (or, without one, the
 * neighbourhood) with its house number, and the settlement. Without a street or
 * neighbourhood the full display name says more than the town alone.
 */
export function shortAddress(answer: NominatimAnswer): string | null {
  const address = answer.address ?? {};
  const street = first(address, ['road', 'pedestrian', 'footway', 'path', 'square']);
  const number = text(address.house_number);
  const local = street
    ? [street, number].filter(Boolean).join(' ')
    : first(address, ['neighbourhood', 'quarter', 'suburb']);
  const place = first(address, ['city', 'town', 'village', 'hamlet', 'municipality']);
  if (local) return place && place !== local ? `${local}, ${place}` : local;
  return text(answer.display_name) ?? place;
}

/**
 * The address at a position from a Nominatim-compatible reverse geocoder, or null when
 * it cannot be reached within GEOCODER_TIMEOUT_MS, fails or knows nothing there.
 * `geocoderUrl` is the reverse endpoint itself (GEOCODER_URL, by default
 * https://nominatim.openstreetmap.org/reverse); the query is added to it.
 * `language` is an accept-language value (see geocoderLanguage).
 */
export async function reverseGeocode(
  geocoderUrl: string,
  position: Position,
  language: string,
  signal?: AbortSignal,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(geocoderUrl);
  } catch {
    return null;
  }
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', position.latitude.toFixed(6));
  url.searchParams.set('lon', position.longitude.toFixed(6));
  url.searchParams.set('zoom', '18');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('accept-language', language);

  const answer = await fetchJson(url, signal);
  if (!answer || typeof answer !== 'object' || 'error' in answer) return null;
  return shortAddress(answer as NominatimAnswer);
}

/**
 * The JSON a geocoder answers at `url`, or null when it fails, answers something else, or
 * cannot be reached within GEOCODER_TIMEOUT_MS (or `signal` aborts first).
 */
async function fetchJson(url: URL, signal?: AbortSignal): Promise<unknown> {
  if (signal?.aborted) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, GEOCODER_TIMEOUT_MS);
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    if (!response.ok) return null;
    return (await response.json()) as unknown;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** How far around the municipality's centre a search looks, in kilometres. */
export const SEARCH_RADIUS_KM = 25;
/** The most places a search offers. */
export const SEARCH_LIMIT = 6;

/** A box on the map: the area a search is bounded to. */
export type SearchArea = { south: number; west: number; north: number; east: number };

/** The box `km` around a point (a degree of latitude is about 111 km; of longitude, less by its cosine). */
export function areaAround(centre: Position, km = SEARCH_RADIUS_KM): SearchArea {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.max(Math.cos((centre.latitude * Math.PI) / 180), 0.01));
  return {
    south: Math.max(-90, centre.latitude - dLat),
    north: Math.min(90, centre.latitude + dLat),
    west: Math.max(-180, centre.longitude - dLng),
    east: Math.min(180, centre.longitude + dLng),
  };
}

/** A place a search found: where it is, its short address for the form, and its full name. */
export type Place = { position: Position; address: string; name: string };

type NominatimPlace = NominatimAnswer & { lat?: unknown; lon?: unknown };

function placeOf(found: NominatimPlace): Place | null {
  const latitude = Number(found.lat);
  const longitude = Number(found.lon);
  const position = { latitude, longitude };
  if (typeof found.lat !== 'string' || typeof found.lon !== 'string' || !isPosition(position)) return null;
  const name = text(found.display_name);
  const address = shortAddress(found) ?? name;
  if (!address) return null;
  return { position, address, name: name ?? address };
}

/**
 * The places a Nominatim-compatible search knows by `query` within `area` (the municipality's
 * surroundings: `viewbox` with `bounded=1`), named in `language` (an accept-language value).
 * An empty list when it knows none there; null when it cannot be reached within
 * GEOCODER_TIMEOUT_MS or fails, so the form can say so and let the person drop a pin.
 * `searchUrl` is the search endpoint itself (GEOCODER_SEARCH_URL, by default
 * https://nominatim.openstreetmap.org/search).
 */
export async function forwardGeocode(
  searchUrl: string,
  query: string,
  options: { language: string; area: SearchArea; signal?: AbortSignal },
): Promise<Place[] | null> {
  let url: URL;
  try {
    url = new URL(searchUrl);
  } catch {
    return null;
  }
  const { area } = options;
  url.searchParams.set('q', query.trim());
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(SEARCH_LIMIT));
  url.searchParams.set(
    'viewbox',
    [area.west, area.north, area.east, area.south].map((v) => v.toFixed(5)).join(','),
  );
  url.searchParams.set('bounded', '1');
  url.searchParams.set('accept-language', options.language);
  const answer = await fetchJson(url, options.signal);
  if (!Array.isArray(answer)) return null;
  const places: Place[] = [];
  for (const found of answer as unknown[]) {
    const place = found && typeof found === 'object' ? placeOf(found as NominatimPlace) : null;
    if (place && !places.some((p) => p.address === place.address)) places.push(place);
  }
  return places;
}
