import { documentType } from '../src/modules/code-lists/code-lists.schema';
import type { Db } from '../src/platform/db/database';

/** An info-section document type of municipality 6 (the tests' default), for documents to use. */
export async function addDocumentType(
  db: Db,
  type: { code: string; name: { bs: string; hr: string; sr_cyr: string }; sortOrder?: number },
): Promise<number> {
  const [row] = await db
    .insert(documentType)
    .values({
      municipalityId: 6,
      code: type.code,
      name: type.name,
      description: { bs: '', hr: '', sr_cyr: '' },
      ...(type.sortOrder === undefined ? {} : { sortOrder: type.sortOrder }),
    })
    .returning();
  return Number(row!.id);
}
