import type { Quiet } from '../../../lib/save';
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
  getAllComplaintParameters,
  getAssignableUnits,
  getComplaintParameterById,
  getImagesByComplaintId,
  getStaffComplaintById,
  type LanguageId,
  type LinkRequest,
  saveComplaintParameter,
  type SaveComplaintParameter,
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
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/download';
import { complaintKeys } from '../keys';

export function useStaffComplaints(filter: StaffComplaintSearch) {
  return useQuery({
    queryKey: complaintKeys.staffList(filter),
    queryFn: () => call(searchStaffComplaints, { body: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffComplaint(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.staffDetail(id, languageId),
    queryFn: () => call(getStaffComplaintById, { params: { id, languageId } }),
  });
}

export function useComplaintImages(id: number) {
  return useQuery({
    queryKey: complaintKeys.staffImages(id),
    queryFn: () => call(getImagesByComplaintId, { params: { id } }),
  });
}

/** The units the caller may assign to (all, or their own branch under right 16); also the list's unit filter. */
export function useAssignableUnits(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.assignableUnits(languageId),
    queryFn: () => call(getAssignableUnits, { params: { languageId } }),
  });
}

export function useComplaintParameters(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.parameterList(languageId),
    queryFn: () => call(getAllComplaintParameters, { params: { languageId } }),
  });
}

export function useComplaintParameter(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.parameter(id, languageId),
    queryFn: () => call(getComplaintParameterById, { params: { id, languageId } }),
  });
}

/** The staff's calls that change something; after each, `complaintKeys.all` is invalidated (public keys too). */
export const complaintCalls = {
  remove: (id: number, options?: Quiet) => call(deleteComplaintById, { params: { id } }, options),
  update: (body: UpdateComplaint, options?: Quiet) => call(updateComplaint, { body }, options),
  updateLocation: (body: UpdateComplaintLocation, options?: Quiet) =>
    call(updateComplaintLocation, { body }, options),
  changeStatus: (body: ChangeStatusRequest, options?: Quiet) =>
    call(changeComplaintStatus, { body }, options),
  assign: (body: AssignRequest, options?: Quiet) => call(assignComplaint, { body }, options),
  addAnswer: (body: AnswerRequest, options?: Quiet) => call(addComplaintAnswer, { body }, options),
  removeAnswerFile: (id: number, options?: Quiet) =>
    call(deleteComplaintAnswerFile, { params: { id } }, options),
  addComment: (body: CommentRequest, options?: Quiet) => call(addStaffComplaintComment, { body }, options),
  setCommentActive: (commentId: number, active: boolean) =>
    call(setComplaintCommentActive, { body: { commentId, active } }),
  setCommentInappropriate: (commentId: number, inappropriate: boolean) =>
    call(setComplaintCommentInappropriate, { body: { commentId, inappropriate } }),
  addLink: (body: LinkRequest, options?: Quiet) => call(addComplaintLink, { body }, options),
  removeLink: (id: number, options?: Quiet) => call(deleteComplaintLink, { params: { id } }, options),
  notifyByEmail: (complaintId: number) =>
    call(sendSystemNotificationEmailToAdmins, { body: { complaintId } }),
  notifyBySms: (complaintId: number) => call(sendSystemNotificationSmsToAdmins, { body: { complaintId } }),
  downloadFile: (id: number) => downloadFrom(downloadStaffComplaintFile, { params: { id } }),
  downloadAnswerFile: (id: number) => downloadFrom(downloadStaffAnswerFile, { params: { id } }),
  saveParameter: (body: SaveComplaintParameter, options?: Quiet) =>
    call(saveComplaintParameter, { body }, options),
};
