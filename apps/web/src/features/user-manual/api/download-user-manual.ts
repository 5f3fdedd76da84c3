import { downloadUserManual, type LanguageId } from '@portal/contracts';
import { call } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** Fetches the manual in the page's language and offers it for saving. */
export async function downloadManual(languageId: LanguageId): Promise<void> {
  try {
    const file = await call(downloadUserManual, { params: { languageId } });
    saveFile(file, file.name);
  } catch {
    // The central handler has shown the failure; nothing else to do here.
  }
}
