import {
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllParticipationParameters,
  getAllRegistrationFields,
  type LanguageId,
  type ParticipationParameter,
  saveConfirmationTypeActivity,
  saveLoginTypeActivity,
  saveParticipationParameterActivity,
  saveRegistrationFields,
} from '@portal/contracts';
import { useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { systemParameterKeys } from './keys';

export function useLoginTypes(languageId: LanguageId) {
  return useQuery({
    queryKey: systemParameterKeys.loginTypes(languageId),
    queryFn: () => call(getAllLoginTypes, { params: { languageId } }),
  });
}

export function useRegistrationFields(languageId: LanguageId) {
  return useQuery({
    queryKey: systemParameterKeys.registrationFields(languageId),
    queryFn: () => call(getAllRegistrationFields, { params: { languageId } }),
  });
}

export function useConfirmationTypes(languageId: LanguageId) {
  return useQuery({
    queryKey: systemParameterKeys.confirmationTypes(languageId),
    queryFn: () => call(getAllConfirmationTypes, { params: { languageId } }),
  });
}

/** What anonymous citizens may do besides signing in (voting on agenda items), each on or off. */
export function useParticipationParameters(languageId: LanguageId) {
  return useQuery({
    queryKey: systemParameterKeys.participation(languageId),
    queryFn: () => call(getAllParticipationParameters, { params: { languageId } }),
  });
}

export const systemParameterCalls = {
  saveLoginType: (id: 1 | 2, active: boolean) => call(saveLoginTypeActivity, { body: { id, active } }),
  saveRegistrationFields: (fields: { id: 1 | 2 | 3; mandatory: boolean }[]) =>
    call(saveRegistrationFields, { body: { fields } }),
  saveConfirmationType: (id: 1 | 2) => call(saveConfirmationTypeActivity, { body: { id } }),
  saveParticipation: (id: ParticipationParameter, active: boolean) =>
    call(saveParticipationParameterActivity, { body: { id, active } }),
};
