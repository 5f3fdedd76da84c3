import type { LanguageId } from '@portal/contracts';

/** Query keys of the sign-in and registration parameters, one factory; a save invalidates its list. */
export const systemParameterKeys = {
  all: ['system-parameters'] as const,
  loginTypes: (languageId: LanguageId) => [...systemParameterKeys.all, 'login-types', languageId] as const,
  registrationFields: (languageId: LanguageId) =>
    [...systemParameterKeys.all, 'registration-fields', languageId] as const,
  confirmationTypes: (languageId: LanguageId) =>
    [...systemParameterKeys.all, 'confirmation-types', languageId] as const,
  participation: (languageId: LanguageId) =>
    [...systemParameterKeys.all, 'participation', languageId] as const,
};
