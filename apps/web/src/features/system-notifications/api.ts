import {
  editSystemNotification,
  type EditSystemNotification,
  getAllComplaintParameters,
  getAllSystemNotifications,
  getAllUserIdsForSelectAll,
  getComplaintParameterById,
  getRecipientsBySystemNotificationId,
  getSystemNotificationById,
  type LanguageId,
  saveComplaintParameter,
  type SaveComplaintParameter,
  saveSystemNotificationRecipients,
  searchUsersForSystemNotifications,
  sendSystemNotificationToRecipients,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

export type StaffSearch = { text?: string; pageNumber: number; pageSize: number };

/** Query keys, one factory per resource; saves invalidate the resource's key. */
export const systemNotificationKeys = {
  all: ['system-notifications'] as const,
  list: (languageId: LanguageId) => ['system-notifications', 'list', languageId] as const,
  one: (id: number, languageId: LanguageId) => ['system-notifications', 'one', id, languageId] as const,
  recipients: (id: number) => ['system-notifications', 'recipients', id] as const,
  staff: (filter: StaffSearch) => ['system-notifications', 'staff', filter] as const,
};
export const complaintParameterKeys = {
  all: ['complaint-parameters'] as const,
  list: (languageId: LanguageId) => ['complaint-parameters', 'list', languageId] as const,
  one: (id: number, languageId: LanguageId) => ['complaint-parameters', 'one', id, languageId] as const,
};

export function useSystemNotifications(languageId: LanguageId) {
  return useQuery({
    queryKey: systemNotificationKeys.list(languageId),
    queryFn: () => call(getAllSystemNotifications, { params: { languageId } }),
  });
}

export function useSystemNotification(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: systemNotificationKeys.one(id, languageId),
    queryFn: () => call(getSystemNotificationById, { params: { id, languageId } }),
  });
}

export function useRecipients(id: number) {
  return useQuery({
    queryKey: systemNotificationKeys.recipients(id),
    queryFn: () => call(getRecipientsBySystemNotificationId, { params: { id } }),
  });
}

export function useStaffSearch(filter: StaffSearch) {
  return useQuery({
    queryKey: systemNotificationKeys.staff(filter),
    queryFn: () => call(searchUsersForSystemNotifications, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useComplaintParameters(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintParameterKeys.list(languageId),
    queryFn: () => call(getAllComplaintParameters, { params: { languageId } }),
  });
}

export function useComplaintParameter(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: complaintParameterKeys.one(id, languageId),
    queryFn: () => call(getComplaintParameterById, { params: { id, languageId } }),
  });
}

export const systemNotificationCalls = {
  edit: (body: EditSystemNotification) => call(editSystemNotification, { body }),
  saveRecipients: (id: number, userIds: number[]) =>
    call(saveSystemNotificationRecipients, { body: { id, userIds } }),
  sendTest: (id: number) => call(sendSystemNotificationToRecipients, { body: { id } }),
  allStaffIds: (text: string) => call(getAllUserIdsForSelectAll, { body: { text: text || undefined } }),
  /** A page of staff without a toast on failure, for filling in the names of chosen staff. */
  staffPage: (filter: StaffSearch) =>
    call(searchUsersForSystemNotifications, { body: filter }, { quiet: true }),
  saveComplaintParameter: (body: SaveComplaintParameter) => call(saveComplaintParameter, { body }),
};
