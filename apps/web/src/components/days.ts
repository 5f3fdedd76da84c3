/** A year before this one is taken for a typing slip and leaves a date field empty. */
export const FIRST_YEAR = 1900;
/** Day, month and a four-digit year, with dots (slashes or dashes also taken) and an optional final dot. */
const TYPED = /^\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})\s*\.?\s*$/;

export type Typed = { kind: 'date'; value: string } | { kind: 'empty' } | { kind: 'incomplete' };

/** Whether year, month and day name a day of the calendar (not 31.02. and the like). */
function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What the user has typed so far: a date, nothing (also an early year), or not yet a date. */
export function readTyped(text: string): Typed {
  if (text.trim() === '') return { kind: 'empty' };
  const parts = TYPED.exec(text);
  if (!parts) return { kind: 'incomplete' };
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < FIRST_YEAR) return { kind: 'empty' };
  return isDay(year, month, day) ? { kind: 'date', value: iso(year, month, day) } : { kind: 'incomplete' };
}

/** A stored or picked value a date field can hold: a real `YYYY-MM-DD` day from FIRST_YEAR on, else none. */
export function usableDay(value: string | null | undefined): string | null {
  const parts = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return year >= FIRST_YEAR && isDay(year, month, day) ? value! : null;
}

/** A day as shown and typed in BiH, with the final dot: `2024-11-14` is `14.11.2024.`; none is empty. */
export function displayDay(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}.`;
}
