import type { Db } from '../../platform/db/database';
import type { JobPrincipals } from '../../platform/reports/jobs';
import { accessRightsOf, findUser, UserStatus } from '../accounts';

/**
 * Who asked for a report job, as the accounts are when it runs (not as they were when it
 * was asked for): an active account's profile, rights and unit, through the accounts'
 * port. A job has no session; one whose asker was deactivated, deleted or moved gets none.
 */
export function reportJobPrincipals(db: Db): JobPrincipals {
  return async ({ userId, municipalityId }) => {
    const user = await findUser(db, municipalityId, userId);
    if (!user || user.status !== UserStatus.Active) return null;
    return {
      userId,
      sessionId: '',
      municipalityId,
      profileId: user.profileId,
      rights: await accessRightsOf(db, userId),
      organizationalUnitId: user.organizationalUnitId,
      username: user.username,
    };
  };
}
