import type { Position } from './position';

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
    const answer = (await response.json()) as unknown;
    if (!answer || typeof answer !== 'object' || 'error' in answer) return null;
    return shortAddress(answer as NominatimAnswer);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
