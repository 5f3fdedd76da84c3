import { AccessRight, Profile } from '@portal/contracts';
import type { Principal } from '../../platform/auth/auth';

/**
 * Which complaints a member of staff handles: administrators and holders of right 15
 * every complaint of the municipality; holders of right 16 those assigned to their own
 * unit or a unit under it (the branch is resolved by the repository). Anyone else none.
 */
export type StaffScope = { kind: 'all' } | { kind: 'branch'; unitIds: readonly number[] } | { kind: 'none' };

export const NO_SCOPE: StaffScope = { kind: 'none' };

/** Whether the caller handles every complaint (administrator or right 15). */
export function handlesAll(principal: Principal | null): boolean {
  if (!principal) return false;
  return (
    principal.profileId === Profile.Administrator ||
    principal.rights.includes(AccessRight.ComplaintListAllLevels)
  );
}

/** Whether the caller handles a branch of units only (right 16 without right 15). */
export function handlesBranch(principal: Principal | null): principal is Principal {
  return !!principal && !handlesAll(principal) && principal.rights.includes(AccessRight.ComplaintListOwnUnit);
}

/** Builds the scope; `branchOf` gives a unit and every unit under it. */
export async function scopeOf(
  principal: Principal | null,
  branchOf: (unitId: number) => Promise<number[]>,
): Promise<StaffScope> {
  if (handlesAll(principal)) return { kind: 'all' };
  if (!handlesBranch(principal) || principal.organizationalUnitId === null) return NO_SCOPE;
  return { kind: 'branch', unitIds: await branchOf(principal.organizationalUnitId) };
}

/** Whether a complaint (by its assigned unit) is inside the scope. */
export function inScope(scope: StaffScope, complaint: { organizationalUnitId: number | null }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none') return false;
  return complaint.organizationalUnitId !== null && scope.unitIds.includes(complaint.organizationalUnitId);
}

/** Whether a unit may be given a complaint by this scope. */
export function mayAssignTo(scope: StaffScope, unitId: number): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'branch' && scope.unitIds.includes(unitId);
}

/**
 * What a caller may see of a complaint on the public side: everything when they handle it,
 * the complaint itself when they reported it; otherwise a hidden one does not exist (404) and one found
 * inappropriate is gone (410).
 */
export function publicAccess(
  complaint: {
    userId: number;
    visible: boolean;
    inappropriate: boolean;
    organizationalUnitId: number | null;
  },
  principal: Principal | null,
  scope: StaffScope,
): 'staff' | 'owner' | 'public' | 'hidden' | 'gone' {
  if (inScope(scope, complaint)) return 'staff';
  if (principal && complaint.userId === principal.userId) return 'owner';
  if (!complaint.visible) return 'hidden';
  if (complaint.inappropriate) return 'gone';
  return 'public';
}
