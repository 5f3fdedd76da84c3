import { Profile } from '@portal/contracts';
import type { Principal } from '../../platform/auth/auth';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import type { Limiter } from '../../platform/limiter';
import { accessRightsOf, createSignInThrottle, findUserByUsername, UserStatus } from '../accounts';

/** `username:password`; the password may itself hold colons, the username cannot. */
const KEY = /^([^:]{1,100}):(.{1,200})$/s;

/**
 * A REST service user's credential given with a call rather than through Account/Login, as
 * integrations that speak a standard of their own send it (Open311's `api_key`): the user's
 * username and password, `username:password`. It is checked as a sign-in is, against the same
 * accounts and through the same throttle, so guesses here and at Login count together; no
 * session is opened. Only an active account of the service profile is let through.
 */
export function createServiceKeys(db: Db, limiter: Limiter) {
  const throttle = createSignInThrottle(limiter);
  return {
    /**
     * The caller the key names in the municipality, or null for a malformed key, an unknown
     * account, a wrong password, a person's account or one not active. Refuses with 429
     * while the (account, address) pair must wait after failures.
     */
    async authenticate(input: {
      municipalityId: number;
      ip: string;
      apiKey: string;
    }): Promise<Principal | null> {
      const match = KEY.exec(input.apiKey);
      if (!match) return null;
      const [, username, password] = match as unknown as [string, string, string];
      const attempt = { municipalityId: input.municipalityId, ip: input.ip, username };
      await throttle.begin(attempt);
      const user = await findUserByUsername(db, input.municipalityId, username);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      // A person's password is not to be tried here: it fails as a wrong one does.
      if (!user || !ok || user.profileId !== Profile.ServiceProfile) {
        await throttle.failed(attempt);
        return null;
      }
      await throttle.succeeded(attempt);
      if (user.status !== UserStatus.Active) return null;
      return {
        userId: user.id,
        // No session: the credential itself comes with each call.
        sessionId: '',
        municipalityId: user.municipalityId,
        profileId: user.profileId,
        rights: await accessRightsOf(db, user.id),
        organizationalUnitId: user.organizationalUnitId,
        username: user.username,
      };
    },
  };
}

export type ServiceKeys = ReturnType<typeof createServiceKeys>;
