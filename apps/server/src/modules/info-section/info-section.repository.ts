import type { Translated } from '@portal/contracts';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documentType } from '../code-lists/code-lists.schema';
import { municipality } from '../tenancy/tenancy.schema';
import { infoSectionDocument, infoSectionFile, infoSectionText } from './info-section.schema';

// ---- Texts ----

export type TextRow = typeof infoSectionText.$inferSelect;
export type TextValues = { title: Translated; text: Translated; sortOrder: number; active: boolean };

export function listTexts(db: Db, municipalityId: number, options: { onlyActive?: boolean } = {}) {
  return db
    .select()
    .from(infoSectionText)
    .where(
      and(
        eq(infoSectionText.municipalityId, municipalityId),
        options.onlyActive ? eq(infoSectionText.active, true) : undefined,
      ),
    )
    .orderBy(asc(infoSectionText.sortOrder), asc(infoSectionText.id));
}

export async function findText(db: Db, municipalityId: number, id: number): Promise<TextRow | null> {
  const [row] = await db
    .select()
    .from(infoSectionText)
    .where(and(eq(infoSectionText.municipalityId, municipalityId), eq(infoSectionText.id, id)));
  return row ?? null;
}

export async function insertText(db: Db, municipalityId: number, values: TextValues): Promise<TextRow> {
  const [row] = await db
    .insert(infoSectionText)
    .values({ municipalityId, ...values })
    .returning();
  return row!;
}

export async function updateText(
  db: Db,
  municipalityId: number,
  id: number,
  values: TextValues,
): Promise<TextRow | null> {
  const [row] = await db
    .update(infoSectionText)
    .set({ ...values, dateModified: new Date() })
    .where(and(eq(infoSectionText.municipalityId, municipalityId), eq(infoSectionText.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteText(db: Db, municipalityId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(infoSectionText)
    .where(and(eq(infoSectionText.municipalityId, municipalityId), eq(infoSectionText.id, id)))
    .returning({ id: infoSectionText.id });
  return rows.length > 0;
}

// ---- Files ----

export type FileRow = typeof infoSectionFile.$inferSelect;

export async function insertFile(
  db: Db,
  values: Omit<typeof infoSectionFile.$inferInsert, 'dateCreated'>,
): Promise<FileRow> {
  const [row] = await db.insert(infoSectionFile).values(values).returning();
  return row!;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(infoSectionFile).where(eq(infoSectionFile.id, id));
}

// ---- Documents ----

const documentColumns = {
  id: infoSectionDocument.id,
  name: infoSectionDocument.name,
  documentTypeId: infoSectionDocument.documentTypeId,
  documentTypeCode: documentType.code,
  documentTypeName: documentType.name,
  documentTypeOrder: documentType.sortOrder,
  languageId: infoSectionDocument.languageId,
  extension: infoSectionDocument.extension,
  fileId: infoSectionDocument.fileId,
  fileName: infoSectionFile.fileName,
  contentType: infoSectionFile.contentType,
  size: infoSectionFile.size,
  storageKey: infoSectionFile.storageKey,
  dateUploaded: infoSectionFile.dateCreated,
  sortOrder: infoSectionDocument.sortOrder,
  active: infoSectionDocument.active,
  dateCreated: infoSectionDocument.dateCreated,
  dateModified: infoSectionDocument.dateModified,
};

export type DocumentValues = {
  name: string;
  documentTypeId: number;
  languageId: number | null;
  extension: string;
  fileId: string;
  sortOrder: number;
  active: boolean;
};

function documents(db: Db) {
  return db
    .select(documentColumns)
    .from(infoSectionDocument)
    .innerJoin(documentType, eq(documentType.id, infoSectionDocument.documentTypeId))
    .innerJoin(infoSectionFile, eq(infoSectionFile.id, infoSectionDocument.fileId));
}

export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

export function listDocuments(db: Db, municipalityId: number) {
  return documents(db)
    .where(eq(infoSectionDocument.municipalityId, municipalityId))
    .orderBy(asc(infoSectionDocument.sortOrder), asc(infoSectionDocument.id));
}

/** The active documents for a language and those for every language, by type, then their order. */
export function listPublishedDocuments(db: Db, municipalityId: number, languageId: number) {
  return documents(db)
    .where(
      and(
        eq(infoSectionDocument.municipalityId, municipalityId),
        eq(infoSectionDocument.active, true),
        or(eq(infoSectionDocument.languageId, languageId), isNull(infoSectionDocument.languageId)),
      ),
    )
    .orderBy(
      asc(documentType.sortOrder),
      asc(documentType.id),
      asc(infoSectionDocument.sortOrder),
      asc(infoSectionDocument.name),
      asc(infoSectionDocument.id),
    );
}

export async function findDocument(
  db: Db,
  municipalityId: number,
  id: number,
  options: { onlyActive?: boolean } = {},
): Promise<DocumentRow | null> {
  const [row] = await documents(db).where(
    and(
      eq(infoSectionDocument.municipalityId, municipalityId),
      eq(infoSectionDocument.id, id),
      options.onlyActive ? eq(infoSectionDocument.active, true) : undefined,
    ),
  );
  return row ?? null;
}

/**
 * The newest active document of the type with this code, for the language or for every
 * language: the one whose file was uploaded last.
 */
export async function findNewestDocumentOfType(
  db: Db,
  municipalityId: number,
  code: string,
  languageId: number,
): Promise<DocumentRow | null> {
  const [row] = await documents(db)
    .where(
      and(
        eq(infoSectionDocument.municipalityId, municipalityId),
        eq(infoSectionDocument.active, true),
        sql`lower(${documentType.code}) = lower(${code})`,
        or(eq(infoSectionDocument.languageId, languageId), isNull(infoSectionDocument.languageId)),
      ),
    )
    .orderBy(desc(infoSectionFile.dateCreated), desc(infoSectionDocument.id))
    .limit(1);
  return row ?? null;
}

export async function insertDocument(
  db: Db,
  municipalityId: number,
  values: DocumentValues,
): Promise<number> {
  const [row] = await db
    .insert(infoSectionDocument)
    .values({ municipalityId, ...values })
    .returning({ id: infoSectionDocument.id });
  return row!.id;
}

export async function updateDocument(
  db: Db,
  municipalityId: number,
  id: number,
  values: DocumentValues,
): Promise<void> {
  await db
    .update(infoSectionDocument)
    .set({ ...values, dateModified: new Date() })
    .where(and(eq(infoSectionDocument.municipalityId, municipalityId), eq(infoSectionDocument.id, id)));
}

export async function deleteDocument(db: Db, municipalityId: number, id: number): Promise<void> {
  await db
    .delete(infoSectionDocument)
    .where(and(eq(infoSectionDocument.municipalityId, municipalityId), eq(infoSectionDocument.id, id)));
}

// ---- Document types (the code list's table) ----

export async function documentTypeExists(db: Db, municipalityId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documentType.id })
    .from(documentType)
    .where(and(eq(documentType.municipalityId, municipalityId), eq(documentType.id, id)));
  return Boolean(row);
}

export function documentTypeIdsByCode(db: Db, municipalityId: number) {
  return db
    .select({ id: documentType.id, code: documentType.code })
    .from(documentType)
    .where(and(eq(documentType.municipalityId, municipalityId), sql`${documentType.code} is not null`));
}

/** Adds the types whose code the municipality does not have yet; its own edits are kept. */
export async function insertMissingDocumentTypes(
  db: Db,
  rows: {
    municipalityId: number;
    code: string;
    name: Translated;
    description: Translated;
    sortOrder: number;
  }[],
): Promise<void> {
  if (!rows.length) return;
  await db.insert(documentType).values(rows).onConflictDoNothing();
}

// ---- Municipalities ----

const municipalityColumns = {
  id: municipality.id,
  name: municipality.name,
  kind: municipality.kind,
  entity: municipality.entity,
  address: municipality.address,
  phone: municipality.phone,
  email: municipality.email,
  website: municipality.website,
};

export type MunicipalityRow = Awaited<ReturnType<typeof listMunicipalities>>[number];

export function listMunicipalities(db: Db) {
  return db.select(municipalityColumns).from(municipality).orderBy(asc(municipality.id));
}

export async function findMunicipality(db: Db, id: number): Promise<MunicipalityRow | null> {
  const [row] = await db.select(municipalityColumns).from(municipality).where(eq(municipality.id, id));
  return row ?? null;
}

export function countDocumentsOfType(db: Db, municipalityId: number, documentTypeId: number) {
  return db.$count(
    infoSectionDocument,
    and(
      eq(infoSectionDocument.municipalityId, municipalityId),
      eq(infoSectionDocument.documentTypeId, documentTypeId),
    ),
  );
}

export function countTexts(db: Db, municipalityId: number) {
  return db.$count(infoSectionText, eq(infoSectionText.municipalityId, municipalityId));
}
