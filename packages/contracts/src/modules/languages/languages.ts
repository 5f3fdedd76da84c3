import { z } from 'zod';
import { DropdownParams } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';

export const LanguageItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  cultureName: z.string(),
  isPrimaryLanguage: z.boolean(),
});
export type LanguageItem = z.infer<typeof LanguageItem>;

export const languageDropdown = defineEndpoint({
  name: 'Language.GetAllForDropdown',
  method: 'GET',
  path: '/api/Language/GetAllForDropdown/:id/:onlyActive/:languageId',
  summary: 'Languages of the portal; the primary one is the municipality’s',
  access: PUBLIC,
  params: DropdownParams,
  response: z.array(LanguageItem),
});
