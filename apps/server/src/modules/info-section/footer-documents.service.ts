import { type FooterDocumentCode, type LanguageId, languageKeyById } from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import { createCache } from '../../platform/cache';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/files/storage';
import type { FileResult } from '../../platform/http';
import type { ServerTexts } from '../../platform/i18n';
import { defaultFileName, type MunicipalityContact, renderDefaultDocument } from './default-documents';
import { downloadName } from './documents.service';
import { findMunicipality, findNewestDocumentOfType, type MunicipalityRow } from './info-section.repository';

/** Generated defaults are reused this long per municipality, kind and language. */
const CACHE_MS = 10 * 60_000;

export function municipalityTitle(
  t: Translate,
  municipality: Pick<MunicipalityRow, 'name'>,
  languageId: LanguageId,
) {
  return t('common.municipality.title', { name: municipality.name[languageKeyById[languageId]] });
}

export const contactOf = (m: MunicipalityRow): MunicipalityContact => ({
  address: m.address,
  phone: m.phone,
  email: m.email,
  website: m.website,
});

/**
 * The footer's documents: the newest active document the municipality uploaded of the
 * kind, for the language or for all; else a PDF generated from the catalogue's texts.
 */
export function createFooterDocuments(options: {
  db: Db;
  storage: FileStorage;
  texts: ServerTexts;
  manualChapters: readonly string[];
}) {
  const { db, storage, texts } = options;
  const cache = createCache<FileResult>({ ttlMs: CACHE_MS, maxEntries: 200 });

  async function generate(
    municipalityId: number,
    code: FooterDocumentCode,
    languageId: LanguageId,
  ): Promise<FileResult> {
    const [t, municipality] = await Promise.all([
      texts.translator(municipalityId, languageId),
      findMunicipality(db, municipalityId),
    ]);
    if (!municipality) throw new Error(`No municipality ${municipalityId}`);
    const data = await renderDefaultDocument({
      code,
      t,
      municipalityTitle: municipalityTitle(t, municipality, languageId),
      contact: contactOf(municipality),
      manualChapters: options.manualChapters,
      date: new Date(),
    });
    return { data, contentType: 'application/pdf', fileName: defaultFileName(t, code) };
  }

  function generated(municipalityId: number, code: FooterDocumentCode, languageId: LanguageId) {
    return cache.read(`${municipalityId}:${code}:${languageId}`, () =>
      generate(municipalityId, code, languageId),
    );
  }

  return {
    async download(municipalityId: number, code: FooterDocumentCode, languageId: LanguageId) {
      const uploaded = await findNewestDocumentOfType(db, municipalityId, code, languageId);
      const data = uploaded ? await storage.get(uploaded.storageKey) : null;
      if (uploaded && data) {
        return {
          data,
          contentType: uploaded.contentType,
          fileName: downloadName(uploaded.name, uploaded.extension),
        } satisfies FileResult;
      }
      return generated(municipalityId, code, languageId);
    },
  };
}
