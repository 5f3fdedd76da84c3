import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { defineVoteSubject, ownVotes } from '../../platform/votes/votes';

/**
 * "This is my problem too" (issue 18): a citizen's support of a public report, one per person
 * (the votes table's key, decision 0019), withdrawn at will. complaint.support_count keeps the
 * number of these votes so staff can sort by it.
 */
export const complaintSupport = defineVoteSubject({
  kind: 'complaint',
  choices: { support: 1 },
  changeable: true,
});

/** Whether the signed-in caller supports the complaint (false for a visitor). */
export async function supportedBy(
  db: Db,
  complaint: { id: number; municipalityId: number },
  principal: Principal | null,
): Promise<boolean> {
  if (!principal) return false;
  const own = await ownVotes(db, complaintSupport, {
    municipalityId: complaint.municipalityId,
    subjectIds: [complaint.id],
    voterId: principal.userId,
  });
  return own.has(complaint.id);
}
