import type {
  ComplaintDeadlineShares,
  ComplaintFixedShares,
  LanguageKey,
  Translated,
} from '@portal/contracts';
import { nameIn } from './complaints.present';

/** A part of a whole to four places; null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** Resolved by staff beside confirmed fixed by the reporters who were asked. */
export function fixedShares(c: {
  total: number;
  resolved: number;
  asked: number;
  confirmed: number;
}): ComplaintFixedShares {
  return {
    ...c,
    resolvedShare: shareOf(c.resolved, c.total),
    confirmedShare: shareOf(c.confirmed, c.asked),
  };
}

/** Responded to within the deadline, overall and per unit (units named in the language). */
export function deadlineShares(
  rows: readonly { id: number | null; name: Translated | null; counted: number; inTime: number }[],
  language: LanguageKey,
): ComplaintDeadlineShares {
  const counted = rows.reduce((sum, r) => sum + r.counted, 0);
  const inTime = rows.reduce((sum, r) => sum + r.inTime, 0);
  return {
    counted,
    inTime,
    share: shareOf(inTime, counted),
    byUnit: rows
      .filter((r) => r.counted > 0)
      .map((r) => ({
        id: r.id,
        name: nameIn(r.name, language) ?? '',
        counted: r.counted,
        inTime: r.inTime,
        share: shareOf(r.inTime, r.counted),
      })),
  };
}
