import {
  activateByCode,
  activateByLink,
  changeOwnPassword,
  changeUserBasicData,
  deactivateUser,
  deleteUser,
  forgotPassword,
  forgotUsername,
  getAdditionalAccessRights,
  getRegistrationSettings,
  getUserBasicData,
  login,
  loginAnonymous,
  logout,
  register,
  resetPassword,
  sendNewCode,
  type SignedInUser,
} from '@portal/contracts';
import { useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { auth } from '../../lib/auth';
import { queryClient } from '../../lib/query';

export const accountKeys = {
  settings: ['accounts', 'registration-settings'] as const,
  basicData: (userId: number) => ['accounts', 'basic-data', userId] as const,
};

/** Keeps a new sign-in and the rights that come with it; nothing cached for another user survives. */
export async function startSession(user: SignedInUser): Promise<void> {
  queryClient.clear();
  auth.signIn(user, []);
  const rights = await call(getAdditionalAccessRights, {});
  auth.signIn(user, rights);
}

/** Ends the session on the server (when it can be reached) and forgets it here. */
export async function endSession(): Promise<void> {
  await call(logout, {}, { quiet: true }).catch(() => undefined);
  auth.signOut();
  queryClient.clear();
}

export function useRegistrationSettings() {
  return useQuery({ queryKey: accountKeys.settings, queryFn: () => call(getRegistrationSettings, {}) });
}

export function useBasicData(userId: number) {
  return useQuery({ queryKey: accountKeys.basicData(userId), queryFn: () => call(getUserBasicData, {}) });
}

/** How a call is made: `quiet` when the caller shows its refusal itself (useSave's QUIET). */
type Options = { quiet?: boolean };

export const accountCalls = {
  login: (body: { username: string; password: string }, options?: Options) => call(login, { body }, options),
  loginAnonymous: (languageId: 1 | 2 | 3) => call(loginAnonymous, { body: { languageId } }),
  register: (body: Parameters<typeof call<typeof register>>[1]['body'], options?: Options) =>
    call(register, { body }, options),
  activateByCode: (body: { userId: number; code: string }, options?: Options) =>
    call(activateByCode, { body }, options),
  activateByLink: (token: string) => call(activateByLink, { params: { token } }, { quiet: true }),
  sendNewCode: (userId: number, returnTo?: string) =>
    call(sendNewCode, { body: returnTo ? { userId, returnTo } : { userId } }),
  forgotUsername: (email: string, options?: Options) => call(forgotUsername, { body: { email } }, options),
  forgotPassword: (email: string, options?: Options) => call(forgotPassword, { body: { email } }, options),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }, options?: Options) =>
    call(resetPassword, { body }, options),
  changeBasicData: (
    body: Parameters<typeof call<typeof changeUserBasicData>>[1]['body'],
    options?: Options,
  ) => call(changeUserBasicData, { body }, options),
  changePassword: (
    body: { oldPassword: string; password: string; confirmPassword: string },
    options?: Options,
  ) => call(changeOwnPassword, { body }, options),
  deactivate: (password: string, options?: Options) => call(deactivateUser, { body: { password } }, options),
  delete: (password: string, options?: Options) => call(deleteUser, { body: { password } }, options),
};
