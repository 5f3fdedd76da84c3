import { getSessionStatistics, type SessionStatisticsRequest } from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { sessionPublicKeys } from './api';

/** Under the public sessions' key, so that a staff change refreshes the counts too. */
export const sessionStatisticsKey = (request: SessionStatisticsRequest) =>
  [...sessionPublicKeys.all, 'statistics', request] as const;

export const fetchSessionStatistics = (request: SessionStatisticsRequest) =>
  call(getSessionStatistics, { body: request });

/** The statistics of the sessions the reader may see; the last figures stay while new ones load. */
export function useSessionStatistics(request: SessionStatisticsRequest) {
  return useQuery({
    queryKey: sessionStatisticsKey(request),
    queryFn: () => fetchSessionStatistics(request),
    placeholderData: keepPreviousData,
  });
}
