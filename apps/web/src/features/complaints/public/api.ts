import type { Quiet } from '../../../lib/save';
import {
  addComplaintComment,
  buildPath,
  codeListEndpoints,
  type CommentRequest,
  type ComplaintSearch,
  downloadComplaintAnswerFile,
  downloadComplaintFile,
  getComplaintDetails,
  getComplaintMap,
  getComplaintReportSettings,
  getComplaintStatistics,
  getComplaintThumbnail,
  getMyComplaints,
  type LanguageId,
  type MapArea,
  reportComplaint,
  type ReportComplaint,
  searchComplaints,
  uploadComplaintDocument,
  uploadComplaintImage,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/download';
import { uploadFile, type UploadOptions } from '../../../lib/upload';
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

/** The active categories with their icons, in the reader's language. */
export function useCategories(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.categories(languageId),
    queryFn: () =>
      call(codeListEndpoints.Category.dropdown, { params: { id: 0, onlyActive: true, languageId } }),
    staleTime: 5 * 60_000,
  });
}

export const thumbnailUrl = (id: number) => buildPath(getComplaintThumbnail.path, { id });

export const complaintCalls = {
  report: (body: ReportComplaint, options?: Quiet) => call(reportComplaint, { body }, options),
  comment: (body: CommentRequest, options?: Quiet) => call(addComplaintComment, { body }, options),
  uploadImage: (file: File, options: UploadOptions) => uploadFile(uploadComplaintImage, file, options),
  uploadDocument: (file: File, options: UploadOptions) => uploadFile(uploadComplaintDocument, file, options),
  downloadFile: (id: number) => downloadFrom(downloadComplaintFile, { params: { id } }),
  downloadAnswerFile: (id: number) => downloadFrom(downloadComplaintAnswerFile, { params: { id } }),
};
