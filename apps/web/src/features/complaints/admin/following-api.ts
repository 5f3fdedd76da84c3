import {
  addComplaintNote,
  type AddNoteRequest,
  getStaffComplaintById,
  type LanguageId,
  mergeComplaint,
  type MergeRequest,
  searchStaffComplaints,
} from '@portal/contracts';
import { ApiError, call } from '../../../lib/api-client';
import type { Quiet } from '../../../lib/save';

/** Staff's internal notes and the merging of duplicates. */
export const followingCalls = {
  addNote: (body: AddNoteRequest, options?: Quiet) => call(addComplaintNote, { body }, options),
  merge: (body: MergeRequest, options?: Quiet) => call(mergeComplaint, { body }, options),
};

/** "154/2026": a complaint's number; digits alone are its id. */
export const COMPLAINT_NUMBER = /^\s*(\d{1,9})\s*\/\s*(\d{4})\s*$/;
export const COMPLAINT_ID = /^\s*(\d{1,9})\s*$/;

/**
 * The complaint a member of staff names by its number ("154/2026") or its id, among those
 * they handle; null when there is none (or it is outside their scope).
 */
export async function findHandledComplaint(
  text: string,
  languageId: LanguageId,
): Promise<{ id: number; number: string; title: string } | null> {
  const number = COMPLAINT_NUMBER.exec(text);
  if (number) {
    const wanted = `${Number(number[1])}/${number[2]}`;
    const page = await call(searchStaffComplaints, {
      body: { languageId, pageNumber: 1, pageSize: 5, number: wanted },
    });
    const found = page.items.find((c) => c.number === wanted);
    return found ? { id: found.id, number: found.number, title: found.title } : null;
  }
  const id = COMPLAINT_ID.exec(text);
  if (!id || Number(id[1]) < 1) return null;
  try {
    const found = await call(
      getStaffComplaintById,
      { params: { id: Number(id[1]), languageId } },
      { quiet: true },
    );
    return { id: found.id, number: found.number, title: found.title };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
