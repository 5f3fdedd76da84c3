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
import { useQuery } from '@tanstack/react-query';
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

export const accountCalls = {
  login: (body: { username: string; password: string }) => call(login, { body }),
  loginAnonymous: (languageId: 1 | 2 | 3) => call(loginAnonymous, { body: { languageId } }),
  register: (body: Parameters<typeof call<typeof register>>[1]['body']) => call(register, { body }),
  activateByCode: (body: { userId: number; code: string }) => call(activateByCode, { body }),
  activateByLink: (token: string) => call(activateByLink, { params: { token } }, { quiet: true }),
  sendNewCode: (userId: number) => call(sendNewCode, { body: { userId } }),
  forgotUsername: (email: string) => call(forgotUsername, { body: { email } }),
  forgotPassword: (email: string) => call(forgotPassword, { body: { email } }),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    call(resetPassword, { body }),
  changeBasicData: (body: Parameters<typeof call<typeof changeUserBasicData>>[1]['body']) =>
    call(changeUserBasicData, { body }),
  changePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    call(changeOwnPassword, { body }),
  deactivate: (password: string) => call(deactivateUser, { body: { password } }),
  delete: (password: string) => call(deleteUser, { body: { password } }),
};
