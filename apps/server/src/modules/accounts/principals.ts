import type { PrincipalSource } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { loadPrincipal } from './accounts.repository';

/** The platform asks this for the caller behind a token: an open session of an active account. */
export function createPrincipalSource(db: Db): PrincipalSource {
  return { load: (claims) => loadPrincipal(db, claims) };
}
