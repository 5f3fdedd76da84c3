import {
  deleteServiceUserById,
  deleteUserById,
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllRegistrationFields,
  getAllServiceUsers,
  getServiceUserById,
  getUserById,
  type LanguageId,
  resendOutboxMessage,
  saveConfirmationTypeActivity,
  saveLoginTypeActivity,
  saveRegistrationFields,
  saveServiceUser,
  saveUser,
  searchOutbox,
  searchUsers,
  setServiceUserPassword,
  setUserPassword,
  type UserSearch,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Query keys, one factory per resource; saves invalidate the list key. */
export const userKeys = {
  all: ['users'] as const,
  search: (filter: UserSearch) => ['users', 'search', filter] as const,
  one: (id: number) => ['users', 'one', id] as const,
};
export const serviceUserKeys = {
  all: ['service-users'] as const,
  one: (id: number) => ['service-users', id] as const,
};
export const parameterKeys = {
  loginTypes: (languageId: number) => ['parameters', 'login-types', languageId] as const,
  registrationFields: (languageId: number) => ['parameters', 'registration-fields', languageId] as const,
  confirmationTypes: (languageId: number) => ['parameters', 'confirmation-types', languageId] as const,
};

export function useUserSearch(filter: UserSearch) {
  return useQuery({
    queryKey: userKeys.search(filter),
    queryFn: () => call(searchUsers, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.one(id ?? 0),
    queryFn: () => call(getUserById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

export function useServiceUsers() {
  return useQuery({ queryKey: serviceUserKeys.all, queryFn: () => call(getAllServiceUsers, {}) });
}

export function useServiceUser(id: number | null) {
  return useQuery({
    queryKey: serviceUserKeys.one(id ?? 0),
    queryFn: () => call(getServiceUserById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

export function useLoginTypes(languageId: LanguageId) {
  return useQuery({
    queryKey: parameterKeys.loginTypes(languageId),
    queryFn: () => call(getAllLoginTypes, { params: { languageId } }),
  });
}

export function useRegistrationFields(languageId: LanguageId) {
  return useQuery({
    queryKey: parameterKeys.registrationFields(languageId),
    queryFn: () => call(getAllRegistrationFields, { params: { languageId } }),
  });
}

export function useConfirmationTypes(languageId: LanguageId) {
  return useQuery({
    queryKey: parameterKeys.confirmationTypes(languageId),
    queryFn: () => call(getAllConfirmationTypes, { params: { languageId } }),
  });
}

export const outboxKeys = {
  all: ['outbox'] as const,
  search: (filter: { pageNumber: number; pageSize: number; recipient?: string }) =>
    ['outbox', filter] as const,
};

export function useOutbox(filter: { pageNumber: number; pageSize: number; recipient?: string }) {
  return useQuery({
    queryKey: outboxKeys.search(filter),
    queryFn: () => call(searchOutbox, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export const userCalls = {
  save: (body: Parameters<typeof call<typeof saveUser>>[1]['body']) => call(saveUser, { body }),
  setPassword: (body: { userId: number; password: string; confirmPassword: string }) =>
    call(setUserPassword, { body }),
  remove: (id: number) => call(deleteUserById, { params: { id } }),
  saveService: (body: Parameters<typeof call<typeof saveServiceUser>>[1]['body']) =>
    call(saveServiceUser, { body }),
  setServicePassword: (body: { userId: number; password: string; confirmPassword: string }) =>
    call(setServiceUserPassword, { body }),
  removeService: (id: number) => call(deleteServiceUserById, { params: { id } }),
  saveLoginType: (id: 1 | 2, active: boolean) => call(saveLoginTypeActivity, { body: { id, active } }),
  saveRegistrationFields: (fields: { id: 1 | 2 | 3; mandatory: boolean }[]) =>
    call(saveRegistrationFields, { body: { fields } }),
  saveConfirmationType: (id: 1 | 2) => call(saveConfirmationTypeActivity, { body: { id } }),
  resendMessage: (id: number) => call(resendOutboxMessage, { body: { id } }),
};
