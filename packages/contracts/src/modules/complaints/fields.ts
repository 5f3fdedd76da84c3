import { z } from 'zod';
import { zDay, zId, zLanguageId } from '../../common';
import { zRequiredText, zUploadIds } from '../../discussions';
import { ComplaintStatus, enumValues } from '../../enums';

// Field schemas the complaint declarations share; not part of the package's exports.

export const zStatus = z.union(enumValues(ComplaintStatus).map((v) => z.literal(v))) as unknown as z.ZodType<
  ComplaintStatus,
  number
>;
export const zLatitude = z.number().min(-90).max(90);
export const zLongitude = z.number().min(-180).max(180);
export const zIsoDate = z.preprocess((v) => (v === '' ? undefined : v), zDay.optional());
export const zText = zRequiredText;
export const zFileIds = zUploadIds;
export const IdParams = z.object({ id: zId });
export const IdLanguageParams = z.object({ id: zId, languageId: zLanguageId });
export const ComplaintIdParams = z.object({ id: zId });
