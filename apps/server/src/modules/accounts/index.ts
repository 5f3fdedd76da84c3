// The accounts module's port: what the platform and other modules may call.
// Accounts owns the account tables (accounts.schema.ts); other modules change them through these.
export { createAdministrator, hasAdministrator } from './administrators';
export { createPrincipalSource } from './principals';
export {
  findUserById as findUser,
  findUserByUsername,
  insertUser as createUser,
  listRights as accessRightsOf,
  type NewUser,
  replaceRights as replaceAccessRights,
  revokeSessions as endSessions,
  updateUser,
  type UserRow,
} from './accounts.repository';
export { UserStatus } from './accounts.schema';
// Password guessing is slowed the same way wherever a credential is checked (decision 0018).
export { createSignInThrottle } from './sign-in-throttle';
// A person's sex and age group as statistics count them, for queries that join app_user.
export { hasProfileData, personAgeGroup, personSex } from './accounts-profile.repository';
export {
  assertAvailable,
  assertNotLockingOut,
  deleteAccount,
  newPasswordHash,
  setPasswordByStaff,
} from './administration';
// The demo password of every demo account (README), for other modules' demo accounts.
export { DEMO_PASSWORD } from './accounts.seed';
