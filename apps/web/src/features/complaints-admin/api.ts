import {
  addComplaintAnswer,
  addComplaintLink,
  addStaffComplaintComment,
  type AnswerRequest,
  assignComplaint,
  type AssignRequest,
  changeComplaintStatus,
  type ChangeStatusRequest,
  type CommentRequest,
  deleteComplaintAnswerFile,
  deleteComplaintById,
  deleteComplaintLink,
  downloadStaffAnswerFile,
  downloadStaffComplaintFile,
  getAssignableUnits,
  getImagesByComplaintId,
  getStaffComplaintById,
  type LanguageId,
  type LinkRequest,
  searchStaffComplaints,
  sendSystemNotificationEmailToAdmins,
  sendSystemNotificationSmsToAdmins,
  setComplaintCommentActive,
  setComplaintCommentInappropriate,
  type StaffComplaintSearch,
  updateComplaint,
  type UpdateComplaint,
  updateComplaintLocation,
  type UpdateComplaintLocation,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { downloadFrom } from '../../lib/download';

/** Query keys of the staff side of complaints; every change invalidates `all`. */
export const complaintKeys = {
  all: ['complaints-admin'] as const,
  search: (filter: StaffComplaintSearch) => ['complaints-admin', 'search', filter] as const,
  one: (id: number, languageId: number) => ['complaints-admin', 'one', id, languageId] as const,
  images: (id: number) => ['complaints-admin', 'images', id] as const,
  units: (languageId: number) => ['complaints-admin', 'units', languageId] as const,
};

export function useStaffComplaints(filter: StaffComplaintSearch) {
  return useQuery({
    queryKey: complaintKeys.search(filter),
    queryFn: () => call(searchStaffComplaints, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffComplaint(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.one(id, languageId),
    queryFn: () => call(getStaffComplaintById, { params: { id, languageId } }),
  });
}

export function useComplaintImages(id: number) {
  return useQuery({
    queryKey: complaintKeys.images(id),
    queryFn: () => call(getImagesByComplaintId, { params: { id } }),
  });
}

/** The units the caller may assign to (all, or their own branch under right 16); also the list's unit filter. */
export function useAssignableUnits(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.units(languageId),
    queryFn: () => call(getAssignableUnits, { params: { languageId } }),
  });
}

export const complaintCalls = {
  remove: (id: number) => call(deleteComplaintById, { params: { id } }),
  update: (body: UpdateComplaint) => call(updateComplaint, { body }),
  updateLocation: (body: UpdateComplaintLocation) => call(updateComplaintLocation, { body }),
  changeStatus: (body: ChangeStatusRequest) => call(changeComplaintStatus, { body }),
  assign: (body: AssignRequest) => call(assignComplaint, { body }),
  addAnswer: (body: AnswerRequest) => call(addComplaintAnswer, { body }),
  removeAnswerFile: (id: number) => call(deleteComplaintAnswerFile, { params: { id } }),
  addComment: (body: CommentRequest) => call(addStaffComplaintComment, { body }),
  setCommentActive: (commentId: number, active: boolean) =>
    call(setComplaintCommentActive, { body: { commentId, active } }),
  setCommentInappropriate: (commentId: number, inappropriate: boolean) =>
    call(setComplaintCommentInappropriate, { body: { commentId, inappropriate } }),
  addLink: (body: LinkRequest) => call(addComplaintLink, { body }),
  removeLink: (id: number) => call(deleteComplaintLink, { params: { id } }),
  notifyByEmail: (complaintId: number) =>
    call(sendSystemNotificationEmailToAdmins, { body: { complaintId } }),
  notifyBySms: (complaintId: number) => call(sendSystemNotificationSmsToAdmins, { body: { complaintId } }),
  downloadFile: (id: number) => downloadFrom(downloadStaffComplaintFile, { params: { id } }),
  downloadAnswerFile: (id: number) => downloadFrom(downloadStaffAnswerFile, { params: { id } }),
};
