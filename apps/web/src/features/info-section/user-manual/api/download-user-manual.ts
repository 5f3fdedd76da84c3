import { downloadUserManual, type LanguageId } from '@portal/contracts';
import { downloadFrom } from '../../../../lib/download';

/** Fetches the manual in the page's language (the municipality's own, or the generated one) and offers it for saving. */
export function downloadManual(languageId: LanguageId): Promise<void> {
  return downloadFrom(downloadUserManual, { params: { languageId } });
}
