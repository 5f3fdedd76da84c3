import {
  deleteServiceUserById,
  getAllServiceUsers,
  getServiceUserById,
  saveServiceUser,
  setServiceUserPassword,
} from '@portal/contracts';
import { useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { serviceUserKeys } from './keys';

export function useServiceUsers() {
  return useQuery({ queryKey: serviceUserKeys.list(), queryFn: () => call(getAllServiceUsers, {}) });
}

export function useServiceUser(id: number | null) {
  return useQuery({
    queryKey: serviceUserKeys.detail(id ?? 0),
    queryFn: () => call(getServiceUserById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** How a call is made: `quiet` when the caller shows its refusal itself (useSave's QUIET). */
type Options = { quiet?: boolean };

export const serviceUserCalls = {
  save: (body: Parameters<typeof call<typeof saveServiceUser>>[1]['body'], options?: Options) =>
    call(saveServiceUser, { body }, options),
  setPassword: (body: { userId: number; password: string; confirmPassword: string }, options?: Options) =>
    call(setServiceUserPassword, { body }, options),
  remove: (id: number) => call(deleteServiceUserById, { params: { id } }),
};
