import { z } from 'zod';
import { administratorsOr } from '../../access';
import { LanguageParams } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { AccessRight, enumValues } from '../../enums';
import { Done } from '../accounts';

/**
 * What citizens may do beyond the spec's sign-in parameters, per municipality, each off until
 * an administrator turns it on. AnonymousAgendaVoting 1: anonymous citizens vote on agenda
 * items of council sessions, as registered citizens do (decision 0027).
 */
export const ParticipationParameter = { AnonymousAgendaVoting: 1 } as const;
export type ParticipationParameter = (typeof ParticipationParameter)[keyof typeof ParticipationParameter];

export const ParticipationParameterSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type ParticipationParameterSetting = z.infer<typeof ParticipationParameterSetting>;

// Who sets how citizens sign in sets what anonymous citizens may do: the same screen.
const participationAccess = administratorsOr(AccessRight.ConfigurationParameters);

export const getAllParticipationParameters = defineEndpoint({
  name: 'SystemParameters.GetAllParticipationParameters',
  method: 'GET',
  path: '/api/SystemParameters/GetAllParticipationParameters/:languageId',
  summary: 'What anonymous citizens may do besides signing in (each off by default), and whether each is on',
  access: participationAccess,
  params: LanguageParams,
  response: z.array(ParticipationParameterSetting),
});

export const saveParticipationParameterActivity = defineEndpoint({
  name: 'SystemParameters.SaveParticipationParameterActivity',
  method: 'POST',
  path: '/api/SystemParameters/SaveParticipationParameterActivity',
  summary: 'Turn a participation parameter on or off (anonymous citizens voting on agenda items)',
  access: participationAccess,
  body: z.object({
    // One literal of the known values (a union of one would be an `anyOf` of one in the API document).
    id: z.literal(enumValues(ParticipationParameter)),
    active: z.boolean(),
  }),
  response: Done,
});
