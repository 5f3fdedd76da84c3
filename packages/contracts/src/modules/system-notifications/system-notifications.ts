import { z } from 'zod';
import { administratorsOr } from '../../access';
import { pageOf, PageRequest, zId, zLanguageId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { AccessRight, enumValues, SystemNotificationKind } from '../../enums';
import { Done } from '../accounts';

/**
 * System notifications: for each kind (new complaint 1 ... survey finished 9) the staff
 * who are told when it happens, and by which channels. The id of a system notification
 * is its kind.
 */
const access = administratorsOr(AccessRight.SystemNotifications);
const zKind = z.coerce
  .number()
  .int()
  .refine((v) => (enumValues(SystemNotificationKind) as number[]).includes(v), { error: 'record_not_found' });
const KindParams = z.object({ id: zKind, languageId: zLanguageId });
const KindOnly = z.object({ id: zKind });

export const SystemNotification = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Off: nobody is told of this kind (the reporter of a complaint still is). */
  active: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  recipientCount: z.number().int(),
  dateModified: z.string().nullable(),
});
export type SystemNotification = z.infer<typeof SystemNotification>;

export const SystemNotificationRecipient = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profileId: z.number().int(),
  organizationalUnitName: z.string().nullable(),
});
export type SystemNotificationRecipient = z.infer<typeof SystemNotificationRecipient>;

export const getAllSystemNotifications = defineEndpoint({
  name: 'SystemNotification.GetAll',
  method: 'GET',
  path: '/api/SystemNotification/GetAll/:languageId',
  summary: 'Every kind of system notification with its channels and number of recipients',
  access,
  params: z.object({ languageId: zLanguageId }),
  response: z.array(SystemNotification),
});

export const getSystemNotificationById = defineEndpoint({
  name: 'SystemNotification.GetByID',
  method: 'GET',
  path: '/api/SystemNotification/GetByID/:id/:languageId',
  summary: 'One kind of system notification',
  access,
  params: KindParams,
  response: SystemNotification,
});

export const EditSystemNotification = z.object({
  id: zKind,
  active: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
});
export type EditSystemNotification = z.input<typeof EditSystemNotification>;

export const editSystemNotification = defineEndpoint({
  name: 'SystemNotification.EditSystemNotification',
  method: 'POST',
  path: '/api/SystemNotification/EditSystemNotification',
  summary: 'Turns a kind on or off and chooses its channels (e-mail, SMS, push)',
  access,
  body: EditSystemNotification,
  response: Done,
});

export const getRecipientsBySystemNotificationId = defineEndpoint({
  name: 'SystemNotification.GetRecipientsBySystemNotificationID',
  method: 'GET',
  path: '/api/SystemNotification/GetRecipientsBySystemNotificationID/:id',
  summary: 'The staff told of a kind',
  access,
  params: KindOnly,
  response: z.array(SystemNotificationRecipient),
  personalData: true,
});

export const RecipientUserSearch = PageRequest.extend({
  text: z.string().trim().max(100).optional(),
});

export const searchUsersForSystemNotifications = defineEndpoint({
  name: 'SystemNotification.SearchUsersForSystemNotifications',
  method: 'POST',
  path: '/api/SystemNotification/SearchUsersForSystemNotifications',
  summary: 'Active staff accounts that may be recipients, by text, a page at a time',
  access,
  body: RecipientUserSearch,
  response: pageOf(SystemNotificationRecipient),
  personalData: true,
});

export const getAllUserIdsForSelectAll = defineEndpoint({
  name: 'SystemNotification.GetAllUserIDsForSelectAll',
  method: 'POST',
  path: '/api/SystemNotification/GetAllUserIDsForSelectAll',
  summary: 'The ids of every account the search would find, for "select all"',
  access,
  body: z.object({ text: z.string().trim().max(100).optional() }),
  response: z.array(z.number().int()),
});

export const getRecipientIdsBySystemNotificationId = defineEndpoint({
  name: 'SystemNotification.GetRecipientIDsBySystemNotificationID',
  method: 'GET',
  path: '/api/SystemNotification/GetRecipientIDsBySystemNotificationID/:id',
  summary: 'The ids of the staff told of a kind',
  access,
  params: KindOnly,
  response: z.array(z.number().int()),
});

export const saveSystemNotificationRecipients = defineEndpoint({
  name: 'SystemNotification.SaveSystemNotificationRecipients',
  method: 'POST',
  path: '/api/SystemNotification/SaveSystemNotificationRecipients',
  summary: 'Replaces the recipients of a kind (active staff accounts of the municipality only)',
  access,
  body: z.object({ id: zKind, userIds: z.array(zId).max(5000) }),
  response: Done,
});

export const sendSystemNotificationToRecipients = defineEndpoint({
  name: 'SystemNotification.SendSystemNotificationToRecipients',
  method: 'POST',
  path: '/api/SystemNotification/SendSystemNotificationToRecipients',
  summary:
    'Sends a test message of a kind to its recipients by its channels, so staff can check that ' +
    'the addresses work',
  access,
  body: z.object({ id: zKind }),
  response: z.object({ recipients: z.number().int() }),
});
