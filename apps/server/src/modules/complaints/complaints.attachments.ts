import { ComplaintParameter } from '@portal/contracts';
import { defineAttachmentKind } from '../../platform/attachments/attachments';

/**
 * What complaints accept (decision 0020): photos within the municipality's size parameter,
 * re-encoded with a thumbnail; documents of the allowed formats for reports, comments and
 * answers.
 */
export function complaintAttachmentKinds(
  parameters: (municipalityId: number) => Promise<Record<number, number>>,
) {
  return {
    image: defineAttachmentKind({
      name: 'complaint.image',
      content: 'image',
      folder: 'complaints',
      maxBytes: async (municipalityId) =>
        (await parameters(municipalityId))[ComplaintParameter.MaxImageSizeKb]! * 1024,
    }),
    file: defineAttachmentKind({ name: 'complaint.file', content: 'document', folder: 'complaints' }),
  };
}
