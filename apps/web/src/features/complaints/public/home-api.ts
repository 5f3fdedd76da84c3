import { getComplaintMonthCounts } from '@portal/contracts';
import { useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { complaintKeys } from '../keys';

/** This month's reported and resolved public complaints; the server keeps them a minute too. */
export function useMonthCounts() {
  return useQuery({
    queryKey: complaintKeys.monthCounts(),
    queryFn: () => call(getComplaintMonthCounts, {}, { quiet: true }),
    staleTime: 60_000,
  });
}
