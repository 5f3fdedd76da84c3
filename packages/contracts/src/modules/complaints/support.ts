import { ComplaintStatus } from '../../enums';

/** At most this many reports are offered near a pin, the nearest first. */
export const NEARBY_COMPLAINTS_MAX = 10;
/** A resolved report is still offered, and may still be supported, this many days after it was resolved. */
export const SUPPORT_RESOLVED_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Whether a report may still gather supports: open (created, assigned, answered), or resolved
 * within the last SUPPORT_RESOLVED_DAYS days. The server also wants it public and not merged
 * into another; the web reads the same rule to offer the button.
 */
export function openForSupport(
  complaint: { statusId: number; dateResolved: string | Date | null },
  now: Date = new Date(),
): boolean {
  switch (complaint.statusId) {
    case ComplaintStatus.Created:
    case ComplaintStatus.Assigned:
    case ComplaintStatus.Answered:
      return true;
    case ComplaintStatus.Resolved:
      return (
        complaint.dateResolved !== null &&
        now.getTime() - new Date(complaint.dateResolved).getTime() <= SUPPORT_RESOLVED_DAYS * DAY_MS
      );
    default:
      return false;
  }
}
