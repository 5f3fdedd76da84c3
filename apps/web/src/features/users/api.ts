import {
  deleteUserById,
  getUserById,
  saveUser,
  searchUsers,
  setUserPassword,
  type UserSearch,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export const userCalls = {
  save: (body: Parameters<typeof call<typeof saveUser>>[1]['body']) => call(saveUser, { body }),
  setPassword: (body: { userId: number; password: string; confirmPassword: string }) =>
    call(setUserPassword, { body }),
  remove: (id: number) => call(deleteUserById, { params: { id } }),
};
