import {
  ComplaintParameter,
  complaintParameterBounds,
  type ComplaintParameterSetting,
  type LanguageId,
} from '@portal/contracts';
import { badRequest, notFound } from '../../platform/errors';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { listParameters, saveParameter } from './complaints.repository';

/** The complaint configuration parameters, as administrators read and set them. */
export function createComplaintParameters(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;

  async function parameterSetting(municipalityId: number, id: number, languageId: LanguageId) {
    const rows = await listParameters(db, municipalityId);
    const values = await core.parameters(municipalityId);
    const t = await deps.texts.translator(municipalityId, languageId);
    const bounds = complaintParameterBounds[id]!;
    return {
      id,
      name: t(`mail.complaint.parameterNames.${id}`),
      value: values[id]!,
      min: bounds.min,
      max: bounds.max,
      dateModified: rows.find((r) => r.id === id)?.dateModified.toISOString() ?? null,
    } satisfies ComplaintParameterSetting;
  }

  return {
    async all(municipalityId: number, languageId: LanguageId) {
      return Promise.all(
        Object.values(ComplaintParameter).map((id) => parameterSetting(municipalityId, id, languageId)),
      );
    },
    async get(municipalityId: number, id: number, languageId: LanguageId) {
      if (!(Object.values(ComplaintParameter) as number[]).includes(id)) throw notFound();
      return parameterSetting(municipalityId, id, languageId);
    },
    async save(municipalityId: number, input: { id: number; value: number }, languageId: LanguageId = 1) {
      const bounds = complaintParameterBounds[input.id]!;
      if (input.value < bounds.min || input.value > bounds.max) {
        throw input.value < bounds.min
          ? badRequest('validation_too_small', 'value', { minimum: bounds.min })
          : badRequest('validation_too_large', 'value', { maximum: bounds.max });
      }
      await saveParameter(db, municipalityId, input.id, input.value);
      return parameterSetting(municipalityId, input.id, languageId);
    },
  };
}
