import {
  addComplaintComment,
  type CommentRequest,
  downloadComplaintAnswerFile,
  downloadComplaintFile,
  reportComplaint,
  type ReportComplaint,
  uploadComplaintDocument,
  uploadComplaintImage,
} from '@portal/contracts';
import { call } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/download';
import type { Quiet } from '../../../lib/save';
import { uploadFile, type UploadOptions } from '../../../lib/upload';

/**
 * What the public complaint pages send and fetch as files: apart from the reads (`api.ts`), so
 * that a page that only reads (the home page's latest complaints) loads none of it.
 */
export const complaintCalls = {
  report: (body: ReportComplaint, options?: Quiet) => call(reportComplaint, { body }, options),
  comment: (body: CommentRequest, options?: Quiet) => call(addComplaintComment, { body }, options),
  uploadImage: (file: File, options: UploadOptions) => uploadFile(uploadComplaintImage, file, options),
  uploadDocument: (file: File, options: UploadOptions) => uploadFile(uploadComplaintDocument, file, options),
  downloadFile: (id: number) => downloadFrom(downloadComplaintFile, { params: { id } }),
  downloadAnswerFile: (id: number) => downloadFrom(downloadComplaintAnswerFile, { params: { id } }),
};
