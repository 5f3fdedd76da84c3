import {
  editSystemNotification,
  type EditSystemNotification,
  getAllSystemNotifications,
  getAllUserIdsForSelectAll,
  getRecipientsBySystemNotificationId,
  getSystemNotificationById,
  type LanguageId,
  saveSystemNotificationRecipients,
  searchUsersForSystemNotifications,
  sendSystemNotificationToRecipients,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { type StaffSearch, systemNotificationKeys } from './keys';

export function useSystemNotifications(languageId: LanguageId) {
  return useQuery({
    queryKey: systemNotificationKeys.list(languageId),
    queryFn: () => call(getAllSystemNotifications, { params: { languageId } }),
  });
}

export function useSystemNotification(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: systemNotificationKeys.detail(id, languageId),
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

export const systemNotificationCalls = {
  edit: (body: EditSystemNotification) => call(editSystemNotification, { body }),
  saveRecipients: (id: number, userIds: number[]) =>
    call(saveSystemNotificationRecipients, { body: { id, userIds } }),
  sendTest: (id: number) => call(sendSystemNotificationToRecipients, { body: { id } }),
  allStaffIds: (text: string) => call(getAllUserIdsForSelectAll, { body: { text: text || undefined } }),
  /** A page of staff without a toast on failure, for filling in the names of chosen staff. */
  staffPage: (filter: StaffSearch) =>
    call(searchUsersForSystemNotifications, { body: filter }, { quiet: true }),
};
