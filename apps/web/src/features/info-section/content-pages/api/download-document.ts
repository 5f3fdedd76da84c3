import { type FooterDocumentCode, footerDocumentEndpoints, type LanguageId } from '@portal/contracts';
import { downloadFrom } from '../../../../lib/download';

/** The municipality's document of a footer text (uploaded in the info section, or generated), in a language. */
export function downloadDocument(code: FooterDocumentCode, languageId: LanguageId): Promise<void> {
  return downloadFrom(footerDocumentEndpoints[code], { params: { languageId } });
}
