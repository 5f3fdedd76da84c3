import { z } from 'zod';
import { ADMINISTRATORS } from '../../access';
import { PageRequest, pageOf, zId, zLanguageId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { AccessRight, enumValues, Profile } from '../../enums';
import {
  Done,
  mustMatch,
  optional as nullable,
  passwordsMatch,
  zBirthYear,
  zEmail,
  zGender,
  zPassword,
  zPhone,
  zUsername,
} from '../accounts';

/** Profiles the Users screens manage: everyone but REST service users, who have their own. */
export const userProfiles = enumValues(Profile).filter((p) => p !== Profile.ServiceProfile);

export const zAccessRight = z.union(enumValues(AccessRight).map((v) => z.literal(v)));
export const zDataStatus = z.number().int();

export const UserListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileId: z.number().int(),
  organizationalUnitId: z.number().int().nullable(),
  active: z.boolean(),
  /** Waiting for the person to confirm the account. */
  pending: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItem>;

export const UserDetails = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.number().int().nullable(),
  profileId: z.number().int(),
  organizationalUnitId: z.number().int().nullable(),
  organizationalUnitFunctionId: z.number().int().nullable(),
  sensitiveCategoryId: z.number().int().nullable(),
  confirmationType: z.number().int().nullable(),
  languageId: z.number().int(),
  active: z.boolean(),
  pending: z.boolean(),
  accessRights: z.array(z.number().int()),
  dateCreated: z.string(),
});
export type UserDetails = z.infer<typeof UserDetails>;

/**
 * An account as an administrator saves it. `dataStatus` says what to do: Created (2)
 * with a password, Updated (3) keeping the password, Unchanged (1), Deleted (4).
 */
export const UserSave = z
  .object({
    id: z.number().int().min(0),
    dataStatus: zDataStatus,
    username: zUsername,
    password: nullable(zPassword),
    confirmPassword: nullable(z.string()),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    birthYear: nullable(zBirthYear),
    phone: nullable(zPhone),
    email: nullable(zEmail),
    sex: nullable(zGender),
    profileId: z.union(userProfiles.map((v) => z.literal(v))),
    organizationalUnitId: nullable(z.number().int().min(1)),
    organizationalUnitFunctionId: nullable(z.number().int().min(1)),
    sensitiveCategoryId: nullable(z.number().int().min(1)),
    confirmationType: nullable(z.number().int()),
    languageId: zLanguageId,
    active: z.boolean(),
    accessRights: z.array(zAccessRight).max(20),
  })
  .refine((d) => !d.password || d.password === d.confirmPassword, mustMatch);
export type UserSave = z.input<typeof UserSave>;

export const SetPasswordRequest = z
  .object({ userId: z.number().int().min(1), password: zPassword, confirmPassword: z.string().min(1) })
  .refine(passwordsMatch, mustMatch);

export const UserSearch = PageRequest.extend({
  text: z.string().trim().max(100).optional(),
  profileId: z.number().int().optional(),
  active: z.boolean().optional(),
  /** staff: every profile but the citizens'; citizens: the two citizen profiles; all. */
  kind: z.enum(['staff', 'citizens', 'all']).default('all'),
  sort: z.enum(['username', 'name', 'email', 'profile', 'dateCreated']).default('username'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type UserSearch = z.input<typeof UserSearch>;

export const RecipientSearch = PageRequest.extend({ text: z.string().trim().max(100).optional() });
export const RecipientFilter = z.object({ text: z.string().trim().max(100).optional() });

const recipient = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ id: z.number().int(), name: z.string(), ...shape });

export const EmailRecipient = recipient({ email: z.string() });
export const PhoneRecipient = recipient({ phone: z.string() });
export const DeviceRecipient = recipient({});

const UserIdParams = z.object({ id: zId });

export const getAllUsers = defineEndpoint({
  name: 'Users.GetAll',
  method: 'GET',
  path: '/api/Users/GetAll',
  summary: 'Staff accounts of the municipality (citizens are reached through SearchUsers)',
  access: ADMINISTRATORS,
  response: z.array(UserListItem),
  personalData: true,
});

export const getAllActiveUsers = defineEndpoint({
  name: 'Users.GetAllActiveUsers',
  method: 'GET',
  path: '/api/Users/GetAllActiveUsers',
  summary: 'Active staff accounts, for choosing who handles what',
  access: { profiles: [Profile.Administrator, Profile.ServiceProfile] },
  response: z.array(UserListItem),
  personalData: true,
});

export const getUserById = defineEndpoint({
  name: 'Users.GetByID',
  method: 'GET',
  path: '/api/Users/GetByID/:id',
  summary: 'One account with its profile, unit, function and additional access rights',
  access: ADMINISTRATORS,
  params: UserIdParams,
  response: UserDetails,
  personalData: true,
});

export const saveUser = defineEndpoint({
  name: 'Users.Save',
  method: 'POST',
  path: '/api/Users/Save',
  summary: 'Create, change or delete an account, by its data status',
  access: ADMINISTRATORS,
  body: UserSave,
  response: UserDetails,
  personalData: true,
});

export const setUserPassword = defineEndpoint({
  name: 'Users.ChangePassword',
  method: 'POST',
  path: '/api/Users/ChangePassword',
  summary: 'Set a new password for an account; its sessions end',
  access: ADMINISTRATORS,
  body: SetPasswordRequest,
  response: Done,
});

export const searchUsers = defineEndpoint({
  name: 'Users.SearchUsers',
  method: 'POST',
  path: '/api/Users/SearchUsers',
  summary: 'Accounts by text, profile and state, a page at a time',
  access: ADMINISTRATORS,
  body: UserSearch,
  response: pageOf(UserListItem),
  personalData: true,
});

export const getAllUsersEmails = defineEndpoint({
  name: 'Users.GetAllUsersEmails',
  method: 'POST',
  path: '/api/Users/GetAllUsersEmails',
  summary: 'Active accounts with an e-mail address, a page at a time (notification recipients)',
  access: ADMINISTRATORS,
  body: RecipientSearch,
  response: pageOf(EmailRecipient),
  personalData: true,
});

export const getAllUsersTelephoneNumbers = defineEndpoint({
  name: 'Users.GetAllUsersTelephoneNumbers',
  method: 'POST',
  path: '/api/Users/GetAllUsersTelephoneNumbers',
  summary: 'Active accounts with a telephone number, a page at a time (notification recipients)',
  access: ADMINISTRATORS,
  body: RecipientSearch,
  response: pageOf(PhoneRecipient),
  personalData: true,
});

export const getAllUsersDevices = defineEndpoint({
  name: 'Users.GetAllUsersDevices',
  method: 'POST',
  path: '/api/Users/GetAllUsersDevices',
  summary: 'Active accounts with a registered device for push notifications, a page at a time',
  access: ADMINISTRATORS,
  body: RecipientSearch,
  response: pageOf(DeviceRecipient),
  personalData: true,
});

export const getAllUsersEmailsToSelectAll = defineEndpoint({
  name: 'Users.GetAllUsersEmailsToSelectAll',
  method: 'POST',
  path: '/api/Users/GetAllUsersEmailsToSelectAll',
  summary: 'Ids of every account GetAllUsersEmails would list (for "select all")',
  access: ADMINISTRATORS,
  body: RecipientFilter,
  response: z.array(z.number().int()),
});

export const getAllUsersTelephoneNumbersToSelectAll = defineEndpoint({
  name: 'Users.GetAllUsersTelephoneNumbersToSelectAll',
  method: 'POST',
  path: '/api/Users/GetAllUsersTelephoneNumbersToSelectAll',
  summary: 'Ids of every account GetAllUsersTelephoneNumbers would list',
  access: ADMINISTRATORS,
  body: RecipientFilter,
  response: z.array(z.number().int()),
});

export const getAllUsersDevicesToSelectAll = defineEndpoint({
  name: 'Users.GetAllUsersDevicesToSelectAll',
  method: 'POST',
  path: '/api/Users/GetAllUsersDevicesToSelectAll',
  summary: 'Ids of every account GetAllUsersDevices would list',
  access: ADMINISTRATORS,
  body: RecipientFilter,
  response: z.array(z.number().int()),
});

export const deleteUserById = defineEndpoint({
  name: 'Users.DeleteUserByID',
  method: 'DELETE',
  path: '/api/Users/DeleteUserByID/:id',
  summary: 'Delete an account: personal data removed, contributions kept anonymised',
  access: ADMINISTRATORS,
  params: UserIdParams,
  response: Done,
});
