import {
  getAdditionalAccessRights,
  getComplaintReportSettings,
  getComplaintResponseTime,
  getRegistrationSettings,
  type LanguageId,
  loginAnonymous,
} from '@portal/contracts';
import { useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { auth } from '../../../lib/auth';
import { complaintKeys } from '../keys';

/**
 * The report settings as useReportSettings reads them (the same key), for code that must wait
 * for them: a photo is scaled to their limits, never sent before they are known.
 */
export const reportSettingsQuery = {
  queryKey: complaintKeys.reportSettings(),
  queryFn: () => call(getComplaintReportSettings, {}),
  staleTime: 5 * 60_000,
};

/** How long the municipality usually takes to answer a report; quiet: the page says so without it. */
export function useResponseTime() {
  return useQuery({
    queryKey: complaintKeys.responseTime(),
    queryFn: () => call(getComplaintResponseTime, {}, { quiet: true }),
    staleTime: 10 * 60_000,
  });
}

/** Which sign-ins are open (the login page reads the same public call): anonymous citizens or not. */
export function useLoginTypes(enabled: boolean) {
  return useQuery({
    queryKey: complaintKeys.loginTypes(),
    queryFn: () => call(getRegistrationSettings, {}, { quiet: true }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * Signs the visitor in as an anonymous citizen without leaving the form (the login page does the
 * same with its button): the report, its pin and its photos stay as they are.
 */
export async function signInAnonymously(languageId: LanguageId): Promise<void> {
  const user = await call(loginAnonymous, { body: { languageId } });
  auth.signIn(user, []);
  const rights = await call(getAdditionalAccessRights, {}).catch(() => [] as number[]);
  auth.signIn(user, rights);
}
