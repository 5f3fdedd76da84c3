import { downloadUserManual, languageKeyById, type LanguageId } from '@portal/contracts';
import type { FileResult } from '../../platform/http';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { renderUserManual } from './user-manual';

const CACHE_MS = 10 * 60_000;

/** The footer's user manual, as a PDF in the requested language. */
export const staticDocumentsModule = defineModule({
  name: 'static-documents',
  manualChapters: [
    { id: 'documents', order: 50 },
    { id: 'accessibility', order: 60 },
  ],
  routes(app, { texts, tenants, manualChapters }) {
    const cache = new Map<string, { at: number; file: Promise<FileResult> }>();

    async function build(municipalityId: number, languageId: LanguageId): Promise<FileResult> {
      const [t, municipality] = await Promise.all([
        texts.translator(municipalityId, languageId),
        tenants.get(municipalityId),
      ]);
      const language = languageKeyById[languageId];
      const data = await renderUserManual({
        t,
        municipalityTitle: t('common.municipality.title', { name: municipality.name[language] }),
        chapters: manualChapters,
        date: new Date(),
      });
      return { data, contentType: 'application/pdf', fileName: `${t('manual.fileName')}.pdf` };
    }

    route(app, downloadUserManual, ({ params, tenant }) => {
      const key = `${tenant.municipalityId}:${params.languageId}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.file;
      const file = build(tenant.municipalityId, params.languageId);
      cache.set(key, { at: Date.now(), file });
      file.catch(() => cache.delete(key));
      return file;
    });
  },
});
