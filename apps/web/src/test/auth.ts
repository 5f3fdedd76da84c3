import { Profile, type SignedInUser } from '@portal/contracts';
import { auth } from '../lib/auth';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Signs in a member of staff of `profileId` (administrator, office, council member, unit) with `rights`. */
export function signInAs(profileId: number, rights: number[] = []) {
  const user: SignedInUser = {
    token: 't',
    isLoggedIn: true,
    username: 'staff',
    id: 2,
    organizationId: 4,
    profileId,
    roleName: 'Staff',
    expiresAt: inAnHour(),
  };
  auth.signIn(user, rights);
}

/** Signs a citizen in, as the login page would. */
export function signInCitizen(username = 'citizen') {
  const user: SignedInUser = {
    token: 'citizen-token',
    isLoggedIn: true,
    username,
    id: 11,
    organizationId: null,
    profileId: Profile.RegisteredCitizen,
    roleName: 'Citizen',
    expiresAt: inAnHour(),
  };
  auth.signIn(user, []);
}
