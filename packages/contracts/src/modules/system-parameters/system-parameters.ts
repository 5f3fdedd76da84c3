import { z } from 'zod';
import { administratorsOr } from '../../access';
import { LanguageParams } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Done } from '../accounts';
import {
  AccessRight,
  ConfirmationRegistrationType,
  enumValues,
  LoginType,
  RegistrationField,
} from '../../enums';

const literalOf = (values: readonly number[]) => z.union(values.map((v) => z.literal(v)));

export const LoginTypeSetting = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export const RegistrationFieldSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  mandatory: z.boolean(),
});
export const ConfirmationTypeSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});

const loginTypeAccess = administratorsOr(AccessRight.ConfigurationParameters);
const registrationFieldsAccess = administratorsOr(AccessRight.MandatoryRegistrationFields);
const confirmationTypeAccess = administratorsOr(AccessRight.RegistrationVerificationType);

export const getAllLoginTypes = defineEndpoint({
  name: 'SystemParameters.GetAllLoginType',
  method: 'GET',
  path: '/api/SystemParameters/GetAllLoginType/:languageId',
  summary: 'Sign-in types and whether each is open',
  access: loginTypeAccess,
  params: LanguageParams,
  response: z.array(LoginTypeSetting),
});

export const saveLoginTypeActivity = defineEndpoint({
  name: 'SystemParameters.SaveLoginTypeActivity',
  method: 'POST',
  path: '/api/SystemParameters/SaveLoginTypeActivity',
  summary: 'Open or close a sign-in type (sign-in with an account always stays open)',
  access: loginTypeAccess,
  body: z.object({ id: literalOf(enumValues(LoginType)), active: z.boolean() }),
  response: Done,
});

export const getAllRegistrationFields = defineEndpoint({
  name: 'SystemParameters.GetAllRegistrationFields',
  method: 'GET',
  path: '/api/SystemParameters/GetAllRegistrationFields/:languageId',
  summary: 'Registration fields and whether each is mandatory',
  access: registrationFieldsAccess,
  params: LanguageParams,
  response: z.array(RegistrationFieldSetting),
});

export const saveRegistrationFields = defineEndpoint({
  name: 'SystemParameters.SaveRegistrationFields',
  method: 'POST',
  path: '/api/SystemParameters/SaveRegistrationFields',
  summary: 'Make registration fields mandatory or optional',
  access: registrationFieldsAccess,
  body: z.object({
    fields: z
      .array(z.object({ id: literalOf(enumValues(RegistrationField)), mandatory: z.boolean() }))
      .min(1)
      .max(3),
  }),
  response: Done,
});

export const getAllConfirmationTypes = defineEndpoint({
  name: 'SystemParameters.GetAllConfirmationRegistrationType',
  method: 'GET',
  path: '/api/SystemParameters/GetAllConfirmationRegistrationType/:languageId',
  summary: 'How new accounts are confirmed: by e-mail link or by SMS code (one is active)',
  access: confirmationTypeAccess,
  params: LanguageParams,
  response: z.array(ConfirmationTypeSetting),
});

export const saveConfirmationTypeActivity = defineEndpoint({
  name: 'SystemParameters.SaveConfirmationRegistrationTypeActivity',
  method: 'POST',
  path: '/api/SystemParameters/SaveConfirmationRegistrationTypeActivity',
  summary: 'Choose how new accounts are confirmed',
  access: confirmationTypeAccess,
  body: z.object({ id: literalOf(enumValues(ConfirmationRegistrationType)) }),
  response: Done,
});
