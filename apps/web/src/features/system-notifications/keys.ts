import type { LanguageId } from '@portal/contracts';

/** A page of the staff the recipients are picked from. */
export type StaffSearch = { text?: string; pageNumber: number; pageSize: number };

/** Query keys of the system notifications, one factory; a save invalidates `all`. */
export const systemNotificationKeys = {
  all: ['system-notifications'] as const,
  list: (languageId: LanguageId) => [...systemNotificationKeys.all, 'list', languageId] as const,
  detail: (id: number, languageId: LanguageId) =>
    [...systemNotificationKeys.all, 'detail', id, languageId] as const,
  recipients: (id: number) => [...systemNotificationKeys.all, 'recipients', id] as const,
  staff: (filter: StaffSearch) => [...systemNotificationKeys.all, 'staff', filter] as const,
};
