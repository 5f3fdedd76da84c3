import { extensionsFor } from '@portal/contracts';
import { defineAttachmentKind } from '../../platform/attachments/attachments';

/**
 * A document of the info section (decision 0020): any format documents may have that one
 * of the document extensions (pdf, doc, docx, jpeg, jpg, mov, png, bmp, xlsx, xls) fits.
 */
export const infoDocumentFile = defineAttachmentKind({
  name: 'info-section.document',
  content: 'document',
  folder: 'info-section',
  judge: ({ contentType }) => (extensionsFor(contentType).length === 0 ? 'file_type_not_allowed' : null),
});
