import { randomUUID } from 'node:crypto';
import {
  FooterDocument,
  type FooterDocumentCode,
  footerDocumentCodes,
  type LanguageId,
  languageKeyById,
  type Translated,
} from '@portal/contracts';
import { catalogues, tenantTranslator } from '@portal/i18n/server';
import type { SeedContext } from '../../platform/module';
import { completeTranslation } from '../../platform/records';
import { defaultFileName, renderDefaultDocument } from './default-documents';
import { contactOf, municipalityTitle } from './footer-documents.service';
import { demoTexts } from './info-section.demo-data';
import {
  countDocumentsOfType,
  countTexts,
  documentTypeIdsByCode,
  findMunicipality,
  insertDocument,
  insertFile,
  insertMissingDocumentTypes,
  insertText,
  listMunicipalities,
  type MunicipalityRow,
} from './info-section.repository';

const LANGUAGES: readonly LanguageId[] = [1, 3, 2];

function catalogueText(language: 'bs' | 'hr' | 'sr_cyr', code: FooterDocumentCode, part: string): string {
  const types = (
    catalogues[language]['infoSection'] as Record<string, Record<string, Record<string, string>>>
  )['documentTypes'];
  return types?.[code]?.[part] ?? code;
}

const translated = (code: FooterDocumentCode, part: 'name' | 'description'): Translated => ({
  bs: catalogueText('bs', code, part),
  hr: catalogueText('hr', code, part),
  sr_cyr: catalogueText('sr_cyr', code, part),
});

/** The footer's document types for a municipality, named from the catalogue, after its own types. */
function footerTypes(municipalityId: number) {
  return footerDocumentCodes.map((code, i) => ({
    municipalityId,
    code,
    name: translated(code, 'name'),
    description: translated(code, 'description'),
    sortOrder: 900 + i * 10,
  }));
}

/** Every municipality has the document types behind the footer's downloads, found by their codes. */
export async function seedFooterDocumentTypes({ db }: SeedContext): Promise<void> {
  const municipalities = await listMunicipalities(db);
  await insertMissingDocumentTypes(
    db,
    municipalities.flatMap((m) => footerTypes(m.id)),
  );
}

function translatorFor(m: MunicipalityRow, languageId: LanguageId) {
  const language = languageKeyById[languageId];
  return tenantTranslator({
    language,
    catalogue: catalogues[language],
    entity: m.entity,
    kind: m.kind,
    name: m.name[language],
    overrides: {},
  }).t;
}

/** Stores a generated document as the municipality's own, so an administrator sees and can replace it. */
async function storeDefault(
  ctx: SeedContext,
  m: MunicipalityRow,
  options: { code: FooterDocumentCode; typeId: number; languageId: LanguageId },
): Promise<void> {
  const { db, storage } = ctx;
  const t = translatorFor(m, options.languageId);
  const data = await renderDefaultDocument({
    code: options.code,
    t,
    municipalityTitle: municipalityTitle(t, m, options.languageId),
    contact: contactOf(m),
    manualChapters: [],
    date: new Date(),
  });
  const storageKey = `info-section/${m.id}/${randomUUID()}`;
  await storage.put(storageKey, data);
  const file = await insertFile(db, {
    municipalityId: m.id,
    storageKey,
    fileName: defaultFileName(t, options.code),
    contentType: 'application/pdf',
    size: data.length,
  });
  await insertDocument(db, m.id, {
    name: catalogueText(languageKeyById[options.languageId], options.code, 'name'),
    documentTypeId: options.typeId,
    languageId: options.languageId,
    extension: 'pdf',
    fileId: file.id,
    sortOrder: 900,
    active: true,
  });
}

/**
 * The demo municipality's info section: a few texts, and the terms, privacy policy and
 * help generated from the catalogue and stored as its documents in the three languages.
 * The user manual stays generated, so it always describes every module.
 */
export async function seedDemoInfoSection(ctx: SeedContext): Promise<void> {
  const { db, config } = ctx;
  const municipalityId = config.MUNICIPALITY_ID;
  const m = await findMunicipality(db, municipalityId);
  if (!m) return;
  if ((await countTexts(db, municipalityId)) === 0) {
    for (const [i, text] of demoTexts.entries()) {
      await insertText(db, municipalityId, {
        title: completeTranslation(text.title),
        text: completeTranslation(text.text),
        sortOrder: (i + 1) * 10,
        active: true,
      });
    }
  }
  const types = new Map(
    (await documentTypeIdsByCode(db, municipalityId)).map((r) => [r.code?.toUpperCase(), r.id]),
  );
  const stored = [
    FooterDocument.TermsAndRequirements,
    FooterDocument.PrivacyPolicy,
    FooterDocument.HelpContacts,
  ];
  for (const code of stored) {
    const typeId = types.get(code);
    if (!typeId || (await countDocumentsOfType(db, municipalityId, typeId)) > 0) continue;
    for (const languageId of LANGUAGES) await storeDefault(ctx, m, { code, typeId, languageId });
  }
}
