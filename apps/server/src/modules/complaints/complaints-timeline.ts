import {
  type ComplaintAnswer,
  ComplaintEvent,
  type ComplaintHistoryEntry,
  type ComplaintReference,
  ComplaintStatus,
  type ComplaintTimelineEntry,
  type LanguageKey,
} from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { fullName } from '../../platform/people';
import { nameIn, numberOf } from './complaints.present';
import { historyOf, type HistoryRow } from './complaints-timeline.repository';

// A complaint's public timeline and the staff's history entries, from its history rows and
// answers (issue 18). The rules are here; the SQL in complaints-timeline.repository.ts.

/** Who reads the timeline: the public, or its reporter and staff in scope, who see it even while hidden. */
export type TimelineReader = 'public' | 'owner' | 'staff';

function relatedOf(row: HistoryRow): ComplaintReference | null {
  const id = row.entry.relatedComplaintId;
  if (id === null || row.relatedYear === null || row.relatedSequence === null) return null;
  return { id, number: numberOf({ year: row.relatedYear, sequence: row.relatedSequence }) };
}

/**
 * What one history row shows on the timeline, or null. Internal notes never; a move to
 * Answered neither (the answer itself is the entry); the first Created is the report itself.
 * Being found inappropriate and brought back are shown only to whoever could see the complaint
 * then (its reporter and staff), never to the public of a complaint restored since.
 */
function entryOf(
  row: HistoryRow,
  options: { first: boolean; reader: TimelineReader; language: LanguageKey },
): ComplaintTimelineEntry | null {
  const { entry } = row;
  if (entry.internal || entry.event === ComplaintEvent.InternalNote) return null;
  const base = {
    date: entry.dateCreated.toISOString(),
    unitName: null,
    text: '',
    files: [],
    related: null,
  };
  const seesFlags = options.reader !== 'public';
  switch (entry.event) {
    case ComplaintEvent.Reopened:
      return { ...base, kind: 'reopened', text: entry.comment };
    case ComplaintEvent.ConfirmedFixed:
      return { ...base, kind: 'confirmedFixed', text: entry.comment };
    case ComplaintEvent.MergedInto:
      return { ...base, kind: 'mergedInto', text: entry.comment, related: relatedOf(row) };
    case ComplaintEvent.MergedFrom:
      return { ...base, kind: 'mergedFrom', text: entry.comment, related: relatedOf(row) };
    case ComplaintEvent.StatusChange:
      break;
    default:
      return null;
  }
  switch (entry.statusId) {
    case ComplaintStatus.Created:
      return options.first || !seesFlags ? null : { ...base, kind: 'restored' };
    case ComplaintStatus.Inappropriate:
      return seesFlags ? { ...base, kind: 'inappropriate', text: entry.comment } : null;
    case ComplaintStatus.Assigned:
      return { ...base, kind: 'assigned', unitName: nameIn(row.unitName, options.language) };
    case ComplaintStatus.Resolved:
      return { ...base, kind: 'resolved', text: entry.comment };
    default:
      return null;
  }
}

/**
 * The timeline, oldest first: the report, then what its history and answers tell (an answer with
 * its text and files, as the details answer them). Entries of the same moment keep this order.
 */
export function timelineOf(input: {
  dateCreated: Date;
  history: readonly HistoryRow[];
  answers: readonly ComplaintAnswer[];
  reader: TimelineReader;
  language: LanguageKey;
}): ComplaintTimelineEntry[] {
  const reported: ComplaintTimelineEntry = {
    kind: 'reported',
    date: input.dateCreated.toISOString(),
    unitName: null,
    text: '',
    files: [],
    related: null,
  };
  const fromHistory = input.history.flatMap((row, i) => {
    const entry = entryOf(row, { first: i === 0, reader: input.reader, language: input.language });
    return entry ? [entry] : [];
  });
  const fromAnswers = input.answers.map((a): ComplaintTimelineEntry => ({
    kind: 'answered',
    date: a.dateCreated,
    unitName: a.organizationalUnitName,
    text: a.text,
    files: a.files,
    related: null,
  }));
  const later = [...fromHistory, ...fromAnswers]
    .map((entry, order) => ({ entry, order, time: Date.parse(entry.date) }))
    .sort((a, b) => a.time - b.time || a.order - b.order)
    .map((e) => e.entry);
  return [reported, ...later];
}

/** The public timeline of a complaint: its history without internal notes, and its answers. */
export async function complaintTimeline(
  db: Db,
  complaint: { id: number; dateCreated: Date },
  options: {
    answers: readonly ComplaintAnswer[] | Promise<readonly ComplaintAnswer[]>;
    reader: TimelineReader;
    language: LanguageKey;
  },
): Promise<ComplaintTimelineEntry[]> {
  const [history, answers] = await Promise.all([
    historyOf(db, complaint.id, { internal: false }),
    options.answers,
  ]);
  return timelineOf({ dateCreated: complaint.dateCreated, history, ...options, answers });
}

/** One row of the staff's full history: notes, merges and the reporter's answers included. */
export function historyEntryOf(row: HistoryRow, language: LanguageKey): ComplaintHistoryEntry {
  return {
    id: row.entry.id,
    statusId: row.entry.statusId,
    organizationalUnitName: nameIn(row.unitName, language),
    comment: row.entry.comment,
    userName: fullName(row),
    dateCreated: row.entry.dateCreated.toISOString(),
    event: row.entry.event,
    internal: row.entry.internal,
    relatedComplaint: relatedOf(row),
  };
}

/** The staff's history of a complaint in scope, internal notes included. */
export async function staffHistory(db: Db, complaintId: number, language: LanguageKey) {
  return (await historyOf(db, complaintId, { internal: true })).map((row) => historyEntryOf(row, language));
}
