import type { LanguageKey } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';

/** A point on the earth, in WGS 84 degrees. */
export type Position = { latitude: number; longitude: number };

/** Whether both coordinates are numbers within the earth's range. */
export function isPosition(
  value: { latitude?: unknown; longitude?: unknown } | null | undefined,
): value is Position {
  if (!value) return false;
  const { latitude, longitude } = value;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

export function samePosition(a: Position | null, b: Position | null): boolean {
  if (a === null || b === null) return a === b;
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/**
 * Coordinates as shown to people, with six decimals (about 10 cm), as the page's
 * language writes numbers (decimal comma, no grouping).
 */
export function formatCoordinate(value: number, language: LanguageKey): string {
  return formatNumber(value, language, {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
    useGrouping: false,
  });
}

/** The language a geocoder is asked to name places in (Nominatim's accept-language). */
export const geocoderLanguage: Record<LanguageKey, string> = { bs: 'bs', hr: 'hr', sr_cyr: 'sr' };
