import { z } from 'zod';
import { administratorsOr } from '../../access';
import { LanguageParams } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { AccessRight, ComplaintParameter, enumValues } from '../../enums';
import { IdLanguageParams } from './fields';

// ---- Complaint configuration parameters (SystemParameters group) ----

export const ComplaintParameterSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  dateModified: z.string().nullable(),
});
export type ComplaintParameterSetting = z.infer<typeof ComplaintParameterSetting>;

const parameterAccess = administratorsOr(AccessRight.ConfigurationParameters);

export const getAllComplaintParameters = defineEndpoint({
  name: 'SystemParameters.GetAllComplaintParameters',
  method: 'GET',
  path: '/api/SystemParameters/GetAllComplaintParameters/:languageId',
  summary: 'The complaint configuration parameters: photos per complaint and their size limit in KB',
  access: parameterAccess,
  params: LanguageParams,
  response: z.array(ComplaintParameterSetting),
});

export const getComplaintParameterById = defineEndpoint({
  name: 'SystemParameters.GetComplaintParameterByID',
  method: 'GET',
  path: '/api/SystemParameters/GetComplaintParameterByID/:id/:languageId',
  summary: 'One complaint configuration parameter',
  access: parameterAccess,
  params: IdLanguageParams,
  response: ComplaintParameterSetting,
});

export const SaveComplaintParameter = z.object({
  id: z.union(enumValues(ComplaintParameter).map((v) => z.literal(v))),
  value: z.number({ error: 'validation_required' }).int(),
});
export type SaveComplaintParameter = z.input<typeof SaveComplaintParameter>;

export const saveComplaintParameter = defineEndpoint({
  name: 'SystemParameters.SaveComplaintParameter',
  method: 'POST',
  path: '/api/SystemParameters/SaveComplaintParameter',
  summary: 'Sets a complaint configuration parameter within its bounds',
  access: parameterAccess,
  body: SaveComplaintParameter,
  response: ComplaintParameterSetting,
});
