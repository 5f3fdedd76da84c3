import { z } from 'zod';
import { ADMINISTRATORS } from '../../access';
import { zId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Done, mustMatch, optional as nullable, zPassword, zUsername } from '../accounts';
import { SetPasswordRequest, zDataStatus } from '../users';

/** Another system's account: it signs in with username and password and gets the service profile's rights. */
export const ServiceUser = z.object({
  id: z.number().int(),
  username: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  dateCreated: z.string(),
});
export type ServiceUser = z.infer<typeof ServiceUser>;

export const ServiceUserSave = z
  .object({
    id: z.number().int().min(0),
    dataStatus: zDataStatus,
    username: zUsername,
    description: nullable(z.string().trim().max(500)),
    password: nullable(zPassword),
    confirmPassword: nullable(z.string()),
    active: z.boolean(),
  })
  .refine((d) => !d.password || d.password === d.confirmPassword, mustMatch);
export type ServiceUserSave = z.input<typeof ServiceUserSave>;

export const getAllServiceUsers = defineEndpoint({
  name: 'RESTServiceUsers.GetAll',
  method: 'GET',
  path: '/api/RESTServiceUsers/GetAll',
  summary: 'Accounts of other systems that call the API',
  access: ADMINISTRATORS,
  response: z.array(ServiceUser),
});

export const getServiceUserById = defineEndpoint({
  name: 'RESTServiceUsers.GetByID',
  method: 'GET',
  path: '/api/RESTServiceUsers/GetByID/:id',
  summary: 'One REST service user',
  access: ADMINISTRATORS,
  params: z.object({ id: zId }),
  response: ServiceUser,
});

export const saveServiceUser = defineEndpoint({
  name: 'RESTServiceUsers.Save',
  method: 'POST',
  path: '/api/RESTServiceUsers/Save',
  summary: 'Create, change or delete a REST service user, by its data status',
  access: ADMINISTRATORS,
  body: ServiceUserSave,
  response: ServiceUser,
});

export const setServiceUserPassword = defineEndpoint({
  name: 'RESTServiceUsers.ChangePassword',
  method: 'POST',
  path: '/api/RESTServiceUsers/ChangePassword',
  summary: 'Set a new password for a REST service user; its sessions end',
  access: ADMINISTRATORS,
  body: SetPasswordRequest,
  response: Done,
});

export const deleteServiceUserById = defineEndpoint({
  name: 'RESTServiceUsers.DeleteUserByID',
  method: 'DELETE',
  path: '/api/RESTServiceUsers/DeleteUserByID/:id',
  summary: 'Delete a REST service user; its sessions end',
  access: ADMINISTRATORS,
  params: z.object({ id: zId }),
  response: Done,
});
