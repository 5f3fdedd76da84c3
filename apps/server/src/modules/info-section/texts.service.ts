import {
  type InfoSectionText,
  type InfoSectionTextSave,
  type LanguageId,
  languageKeyById,
  type PublicInfoText,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { completeTranslation, saveByDataStatus } from '../../platform/records';
import {
  deleteText,
  findText,
  insertText,
  listTexts,
  type TextRow,
  type TextValues,
  updateText,
} from './info-section.repository';

type SaveInput = z.output<typeof InfoSectionTextSave>;

function present(row: TextRow): InfoSectionText {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    order: row.sortOrder,
    active: row.active,
    dateCreated: row.dateCreated.toISOString(),
    dateModified: row.dateModified.toISOString(),
  };
}

/** The texts of the info section: administered in three languages, published in one. */
export function createInfoTexts(db: Db) {
  async function get(municipalityId: number, id: number): Promise<InfoSectionText> {
    const row = await findText(db, municipalityId, id);
    if (!row) throw notFound();
    return present(row);
  }

  return {
    get,

    async list(municipalityId: number): Promise<InfoSectionText[]> {
      return (await listTexts(db, municipalityId)).map(present);
    },

    /** The active texts in one language, in their order. */
    async published(municipalityId: number, languageId: LanguageId): Promise<PublicInfoText[]> {
      const language = languageKeyById[languageId];
      const rows = await listTexts(db, municipalityId, { onlyActive: true });
      return rows.map((row) => ({ id: row.id, title: row.title[language], text: row.text[language] }));
    },

    /** Saves by the record's data status; an unknown status saves nothing. */
    async save(municipalityId: number, input: SaveInput): Promise<InfoSectionText> {
      const values: TextValues = {
        title: completeTranslation(input.title),
        text: completeTranslation(input.text),
        sortOrder: input.order,
        active: input.active,
      };
      return saveByDataStatus(input, {
        created: async () => present(await insertText(db, municipalityId, values)),
        updated: async () => {
          const row = await updateText(db, municipalityId, input.id, values);
          if (!row) throw notFound();
          return present(row);
        },
        get: (id) => get(municipalityId, id),
        remove: (id) => deleteText(db, municipalityId, id),
      });
    },

    async remove(municipalityId: number, id: number): Promise<void> {
      if (!(await deleteText(db, municipalityId, id))) throw notFound();
    },
  };
}
