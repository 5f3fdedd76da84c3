import { TIME_ZONE } from '@portal/i18n';

/** A day and a time of day as the portal's people read them: in Sarajevo. */
export type LocalMoment = { day: string | null; time: string };

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): { day: string; time: string; asUtc: number } {
  const map = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  const day = `${map['year']}-${map['month']}-${map['day']}`;
  const time = `${map['hour']}:${map['minute']}`;
  return { day, time, asUtc: Date.parse(`${day}T${time}:00Z`) };
}

/** Sarajevo's offset from UTC at `instant`, in minutes (+60 in winter, +120 in summer). */
function offsetAt(instant: number): number {
  const whole = Math.floor(instant / 60_000) * 60_000;
  return (wallClock(new Date(whole)).asUtc - whole) / 60_000;
}

/** A moment of the contracts (ISO with offset) as its day and time in Sarajevo; none for an empty value. */
export function toLocalMoment(iso: string | null | undefined): LocalMoment {
  if (!iso || Number.isNaN(Date.parse(iso))) return { day: null, time: '' };
  const { day, time } = wallClock(new Date(iso));
  return { day, time };
}

/**
 * A day and time in Sarajevo as the contracts' moment, with the offset in force then
 * (`2026-11-27T17:00:00+01:00`); an empty string while either is missing, which the
 * schema refuses as required.
 */
export function fromLocalMoment({ day, time }: LocalMoment): string {
  if (!day || !/^\d{2}:\d{2}$/.test(time)) return '';
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return '';
  // The offset at the guessed instant, checked once more near the changes of clocks.
  let offset = offsetAt(asUtc - offsetAt(asUtc) * 60_000);
  offset = offsetAt(asUtc - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${day}T${time}:00${sign}${hours}:${minutes}`;
}
