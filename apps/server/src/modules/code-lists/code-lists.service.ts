import {
  type CodeListDefinition,
  type CodeListItem,
  type CodeListName,
  type CodeListSave,
  codeLists,
  DataStatus,
  hasFeature,
  type LanguageId,
  languageKeyById,
} from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { type AppError, badRequest, notFound } from '../../platform/errors';
import {
  completeTranslation,
  databaseError,
  dataStatusOf,
  deleteUnlessReferenced,
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
} from '../../platform/records';
import {
  ancestorIds,
  deleteEntry,
  dropdownEntries,
  type EntryValues,
  findEntry,
  insertEntry,
  listEntries,
  searchEntries,
  updateEntry,
} from './code-lists.repository';

/** The refusal a violated constraint of a code-list table stands for. */
function constraintRefusal(error: unknown): AppError | null {
  const { code, constraint } = databaseError(error);
  if (code === UNIQUE_VIOLATION && constraint === 'convocation_current_unique') {
    return badRequest('convocation_current_exists', 'isCurrent');
  }
  if (code === UNIQUE_VIOLATION && constraint?.endsWith('_code_unique')) {
    return badRequest('code_already_exists', 'code');
  }
  if (code === FOREIGN_KEY_VIOLATION) return badRequest('parent_not_valid', 'parentId');
  return null;
}

/** What is stored of a saved entry: texts completed in the three languages. */
function valuesOf(name: CodeListName, input: CodeListSave): EntryValues {
  return {
    code: input.code?.trim() || null,
    name: completeTranslation(input.name),
    description: completeTranslation(input.description),
    order: input.order,
    active: input.active,
    parentId: input.parentId ?? null,
    icon: input.icon,
    responseDays: input.responseDays ?? null,
    position: input.position ? completeTranslation(input.position) : null,
    phone: input.phone ?? null,
    email: input.email?.toLowerCase() ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    isCurrent: hasFeature(name, 'convocation') ? input.isCurrent : undefined,
    shortName: input.shortName ? completeTranslation(input.shortName) : undefined,
  };
}

/** The rules of every code list: one transaction per save, deletions refused while referenced. */
export function createCodeLists(db: Db) {
  async function requireEntry(name: CodeListName, municipalityId: number, id: number) {
    const entry = await findEntry(db, name, municipalityId, id);
    if (!entry) throw notFound();
    return entry;
  }

  /** A tree's parent must exist in the municipality, and may not be the entry or below it. */
  async function assertParent(
    tx: Db,
    name: CodeListName,
    municipalityId: number,
    id: number,
    parentId: number,
  ) {
    const chain = await ancestorIds(tx, name, municipalityId, parentId);
    if (!chain.length || (id > 0 && chain.includes(id))) throw badRequest('parent_not_valid', 'parentId');
  }

  async function remove(tx: Db, name: CodeListName, municipalityId: number, id: number) {
    const definition: CodeListDefinition = codeLists[name];
    if (definition.fixed || definition.noDelete) throw badRequest('deletion_not_possible');
    const deleted = await deleteUnlessReferenced(() => deleteEntry(tx, name, municipalityId, id));
    if (!deleted) throw notFound();
  }

  return {
    list: (name: CodeListName, municipalityId: number) => listEntries(db, name, municipalityId),

    /** A tree's entries directly under one entry; 0 is the top level. */
    async children(name: CodeListName, municipalityId: number, parentId: number) {
      if (parentId > 0) await requireEntry(name, municipalityId, parentId);
      return listEntries(db, name, municipalityId, parentId > 0 ? parentId : null);
    },

    get: requireEntry,

    /**
     * Adds, changes or deletes an entry as its data status says; Unchanged answers the
     * entry as it is. Codes are unique in a list, one convocation at most is current.
     */
    async save(name: CodeListName, municipalityId: number, input: CodeListSave) {
      const status = dataStatusOf(input.dataStatus);
      const definition: CodeListDefinition = codeLists[name];
      if (status !== DataStatus.Created) await requireEntry(name, municipalityId, input.id);
      if (status === DataStatus.Created && definition.fixed) throw badRequest('code_list_fixed');
      if (status === DataStatus.Unchanged) return { id: input.id, dataStatus: status };
      const values = valuesOf(name, input);
      try {
        const id = await inTransaction(db, async (tx) => {
          if (status === DataStatus.Deleted) {
            await remove(tx, name, municipalityId, input.id);
            return input.id;
          }
          if (values.parentId) await assertParent(tx, name, municipalityId, input.id, values.parentId);
          if (status === DataStatus.Created) return insertEntry(tx, name, municipalityId, values);
          await updateEntry(tx, name, municipalityId, input.id, values);
          return input.id;
        });
        return { id, dataStatus: status };
      } catch (error) {
        throw constraintRefusal(error) ?? error;
      }
    },

    async delete(name: CodeListName, municipalityId: number, id: number) {
      await inTransaction(db, (tx) => remove(tx, name, municipalityId, id));
    },

    dropdown(
      name: CodeListName,
      municipalityId: number,
      params: { id: number; onlyActive: boolean; languageId: LanguageId },
    ) {
      return dropdownEntries(db, name, {
        municipalityId,
        language: languageKeyById[params.languageId],
        onlyActive: params.onlyActive,
        includeId: params.id,
      });
    },

    async searchPersons(
      municipalityId: number,
      query: { text?: string; pageNumber: number; pageSize: number },
    ): Promise<{ items: CodeListItem[]; totalCount: number }> {
      return searchEntries(db, 'Person', municipalityId, query);
    },
  };
}

export type CodeListService = ReturnType<typeof createCodeLists>;
