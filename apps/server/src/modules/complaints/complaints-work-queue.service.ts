import {
  type LanguageId,
  languageKeyById,
  WORK_QUEUE_ROWS,
  type WorkQueue,
  type WorkQueueGroup,
  workQueueGroups,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { complaintWhere, unitBranch } from './complaints.repository';
import type { ComplaintsCore } from './complaints.core';
import type { StaffScope } from './complaints.policy';
import { nameIn, numberOf } from './complaints.present';
import { type QueueCondition, queueRows } from './complaints-work-queue.repository';

/** The caller's unit and every unit under it; none without a unit. */
async function ownUnits(db: Db, principal: Principal, scope: StaffScope): Promise<readonly number[]> {
  if (principal.organizationalUnitId === null || scope.kind === 'none') return [];
  // Right 16's scope is that very branch.
  if (scope.kind === 'branch') return scope.unitIds;
  return unitBranch(db, principal.organizationalUnitId);
}

/** A group of the caller's work queue as a condition of the complaints lists (the staff list's `queue` filter). */
export async function queueCondition(
  db: Db,
  principal: Principal,
  scope: StaffScope,
  group: WorkQueueGroup,
): Promise<QueueCondition> {
  return { group, unitIds: await ownUnits(db, principal, scope) };
}

/**
 * The groups a caller has: new (unassigned) reports only for those who see unassigned ones
 * (administrators and right 15, decision 0016); "assigned to my unit" and "waiting for me" only
 * for someone with a unit; overdue for everyone who handles complaints, within their scope.
 */
function groupsOf(principal: Principal, scope: StaffScope): WorkQueueGroup[] {
  if (scope.kind === 'none') return [];
  return workQueueGroups.filter((group) => {
    if (group === 'new') return scope.kind === 'all';
    if (group === 'overdue') return true;
    return principal.organizationalUnitId !== null;
  });
}

/** The staff work queue (ComplaintConfiguration.GetWorkQueue): what the caller has to do, with counts. */
export function createWorkQueue(deps: { db: Db }, core: Pick<ComplaintsCore, 'scope'>) {
  const { db } = deps;
  return {
    async queue(principal: Principal, languageId: LanguageId): Promise<WorkQueue> {
      const scope = await core.scope(principal);
      const language = languageKeyById[languageId];
      const unitIds = await ownUnits(db, principal, scope);
      const groups = await Promise.all(
        groupsOf(principal, scope).map(async (group) => {
          const where = complaintWhere({
            municipalityId: principal.municipalityId,
            ...(scope.kind === 'branch' ? { unitIds: scope.unitIds } : {}),
            queue: { group, unitIds },
          });
          const { rows, totalCount } = await queueRows(db, where, WORK_QUEUE_ROWS);
          return {
            group,
            totalCount,
            items: rows.map((row) => ({
              id: row.id,
              number: numberOf(row),
              title: row.title,
              categoryName: nameIn(row.categoryName, language) ?? '',
              categoryIcon: row.categoryIcon,
              statusId: row.statusId,
              dateCreated: row.dateCreated.toISOString(),
              dueAt: row.dueAt?.toISOString() ?? null,
              address: row.address,
              organizationalUnitName: nameIn(row.organizationalUnitName, language),
              supportCount: row.supportCount,
            })),
          };
        }),
      );
      return { groups };
    },
  };
}

export type WorkQueueService = ReturnType<typeof createWorkQueue>;
