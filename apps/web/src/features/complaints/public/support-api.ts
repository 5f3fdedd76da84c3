import {
  getNearbyComplaints,
  type NearbyRequest,
  supportComplaint,
  type SupportState,
  withdrawComplaintSupport,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '../../../lib/queries';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { call } from '../../../lib/api-client';
import { isInputRefusal, type Quiet, QUIET, showFailure } from '../../../lib/save';
import { refusalText } from '../../../lib/upload';
import { complaintKeys } from '../keys';

/**
 * Reports near the pin in the category. Quiet: they are a help before writing, not a step
 * of it, so a failure leaves the citizen to report as before.
 */
export function useNearbyComplaints(request: NearbyRequest) {
  return useQuery({
    queryKey: complaintKeys.nearby(request),
    queryFn: () => call(getNearbyComplaints, { body: request }, { quiet: true }),
    staleTime: 30_000,
  });
}

export const supportCalls = {
  support: (complaintId: number, options?: Quiet) =>
    call(supportComplaint, { body: { complaintId } }, options),
  withdraw: (complaintId: number, options?: Quiet) =>
    call(withdrawComplaintSupport, { body: { complaintId } }, options),
};

/** A support given or taken back, then every complaint query read afresh (counts, follow state). */
export function useSupportCalls() {
  const queryClient = useQueryClient();
  const refreshed = async (state: SupportState) => {
    await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    return state;
  };
  return {
    support: async (complaintId: number, options?: Quiet) =>
      refreshed(await supportCalls.support(complaintId, options)),
    withdraw: async (complaintId: number, options?: Quiet) =>
      refreshed(await supportCalls.withdraw(complaintId, options)),
  };
}

/**
 * Giving or taking back a support from a button: one call at a time (a double click sends
 * one), a refusal of it (own report, closed, too many) kept to be shown beside the button,
 * any other failure shown as the central handler shows it. Answers the new state, or null.
 */
export function useSupportAction() {
  const { t } = useTranslation();
  const calls = useSupportCalls();
  const [pending, setPending] = useState<'support' | 'withdraw' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const run = async (kind: 'support' | 'withdraw', complaintId: number): Promise<SupportState | null> => {
    if (sending.current) return null;
    sending.current = true;
    setPending(kind);
    setRefusal(null);
    try {
      return await calls[kind](complaintId, QUIET);
    } catch (error) {
      if (isInputRefusal(error)) setRefusal(refusalText(error, t));
      else showFailure(error, t);
      return null;
    } finally {
      sending.current = false;
      setPending(null);
    }
  };
  return { pending, refusal, run };
}
