import { ComplaintParameter, complaintParameterDefaults } from '@portal/contracts';
import { defineAttachmentKind } from '../../platform/attachments/attachments';
import type { Db } from '../../platform/db/database';
import { listParameters } from './complaints-lookups.repository';

/** The municipality's complaint parameters, the defaults filling what it has not set. */
export async function complaintParameters(db: Db, municipalityId: number): Promise<Record<number, number>> {
  const values: Record<number, number> = { ...complaintParameterDefaults };
  for (const row of await listParameters(db, municipalityId)) values[row.id] = row.value;
  return values;
}

/**
 * What complaints accept (decision 0020): photos within the municipality's size parameter,
 * re-encoded with a thumbnail; documents of the allowed formats for reports, comments and
 * answers. Declared in the module's manifest.
 */
export const complaintAttachmentKinds = {
  image: defineAttachmentKind({
    name: 'complaint.image',
    content: 'image',
    folder: 'complaints',
    maxBytes: async (municipalityId, db) =>
      (await complaintParameters(db, municipalityId))[ComplaintParameter.MaxImageSizeKb]! * 1024,
  }),
  file: defineAttachmentKind({ name: 'complaint.file', content: 'document', folder: 'complaints' }),
};
