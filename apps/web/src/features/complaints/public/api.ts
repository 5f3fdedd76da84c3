import {
  buildPath,
  type ComplaintSearch,
  getComplaintDetails,
  getComplaintMap,
  getComplaintReportSettings,
  getComplaintStatistics,
  getComplaintThumbnail,
  getMyComplaints,
  type LanguageId,
  type MapArea,
  searchComplaints,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { complaintKeys } from '../keys';

export function useComplaintSearch(search: ComplaintSearch) {
  return useQuery({
    queryKey: complaintKeys.list(search),
    queryFn: () => call(searchComplaints, { body: search }),
    placeholderData: keepPreviousData,
  });
}

export function useMyComplaints(search: ComplaintSearch) {
  return useQuery({
    queryKey: complaintKeys.mine(search),
    queryFn: () => call(getMyComplaints, { body: search }),
    placeholderData: keepPreviousData,
  });
}

/** The points of the visible map area; none until the map has reported its view. */
export function useMapPoints(area: MapArea | null) {
  return useQuery({
    queryKey: complaintKeys.map(area ?? ({} as MapArea)),
    queryFn: () => call(getComplaintMap, { body: area! }, { quiet: true }),
    enabled: area !== null,
    placeholderData: keepPreviousData,
  });
}

/** A complaint; 404 and 410 are shown on the page itself, not as a toast. */
export function useComplaintDetails(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.detail(id, languageId),
    queryFn: () => call(getComplaintDetails, { params: { id, languageId } }, { quiet: true }),
    enabled: id > 0,
  });
}

export function useComplaintStatistics(languageId: LanguageId, dateFrom: string, dateTo: string) {
  return useQuery({
    queryKey: complaintKeys.statistics(languageId, dateFrom, dateTo),
    queryFn: () => call(getComplaintStatistics, { body: { languageId, dateFrom, dateTo } }),
    placeholderData: keepPreviousData,
  });
}

export function useReportSettings() {
  return useQuery({
    queryKey: complaintKeys.reportSettings(),
    queryFn: () => call(getComplaintReportSettings, {}),
    staleTime: 5 * 60_000,
  });
}

export const thumbnailUrl = (id: number) => buildPath(getComplaintThumbnail.path, { id });
