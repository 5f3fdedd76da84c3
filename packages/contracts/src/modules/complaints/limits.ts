import { ComplaintParameter } from '../../enums';

// ---- Limits ----

export const COMPLAINT_TITLE_MAX = 200;
export const COMPLAINT_DESCRIPTION_MAX = 4000;
export const COMPLAINT_ADDRESS_MAX = 300;
export const COMPLAINT_COMMENT_MAX = 2000;
export const COMPLAINT_ANSWER_MAX = 4000;
/** Files a comment or an answer may carry. */
export const COMPLAINT_FILES_MAX = 5;
/** Documents a citizen may attach to a report, beside the photos. */
export const COMPLAINT_DOCUMENTS_MAX = 5;
/** The spec's display limits: a photo is shown fitted to 800 x 600 with a x2 magnifier. */
export const COMPLAINT_IMAGE_DISPLAY = { width: 800, height: 600, magnifier: 2 } as const;
/** Complaint configuration parameters before an administrator sets them. */
export const complaintParameterDefaults: Record<number, number> = {
  [ComplaintParameter.ImagesPerComplaint]: 5,
  [ComplaintParameter.MaxImageSizeKb]: 5120,
  [ComplaintParameter.NearbyDistanceMeters]: 150,
  [ComplaintParameter.FixedQuestionDays]: 7,
  [ComplaintParameter.PhotoScalePixels]: 2560,
};
/** Bounds an administrator may set the parameters within. */
export const complaintParameterBounds: Record<number, { min: number; max: number }> = {
  [ComplaintParameter.ImagesPerComplaint]: { min: 1, max: 20 },
  [ComplaintParameter.MaxImageSizeKb]: { min: 100, max: 20_480 },
  [ComplaintParameter.NearbyDistanceMeters]: { min: 20, max: 2000 },
  [ComplaintParameter.FixedQuestionDays]: { min: 1, max: 90 },
  [ComplaintParameter.PhotoScalePixels]: { min: 800, max: 8000 },
};
