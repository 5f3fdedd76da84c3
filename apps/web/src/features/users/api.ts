import {
  deleteUserById,
  getUserById,
  saveUser,
  searchUsers,
  setUserPassword,
  type UserSearch,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { userKeys } from './keys';

export function useUserSearch(filter: UserSearch) {
  return useQuery({
    queryKey: userKeys.list(filter),
    queryFn: () => call(searchUsers, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => call(getUserById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** How a call is made: `quiet` when the caller shows its refusal itself (useSave's QUIET). */
type Options = { quiet?: boolean };

export const userCalls = {
  save: (body: Parameters<typeof call<typeof saveUser>>[1]['body'], options?: Options) =>
    call(saveUser, { body }, options),
  setPassword: (body: { userId: number; password: string; confirmPassword: string }, options?: Options) =>
    call(setUserPassword, { body }, options),
  remove: (id: number) => call(deleteUserById, { params: { id } }),
};
