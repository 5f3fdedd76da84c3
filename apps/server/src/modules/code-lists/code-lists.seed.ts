import {
  type CodeListDefinition,
  type CodeListName,
  codeListNames,
  codeLists,
  footerDocumentCodes,
  type LanguageKey,
} from '@portal/contracts';
import { catalogues } from '@portal/i18n/server';
import type { Db } from '../../platform/db/database';
import type { SeedContext } from '../../platform/module';
import { completeTranslation } from '../../platform/records';
import { municipality } from '../tenancy/tenancy.schema';
import { type DemoEntry, demoCodeLists } from './code-lists.demo-data';
import {
  countEntries,
  type EntryValues,
  insertEntry,
  insertMissingFixedEntries,
} from './code-lists.repository';

/** The catalogue group holding the captions of each fixed list's values. */
const fixedLabels: Partial<Record<CodeListName, string>> = {
  ProfileType: 'profile',
  SurveyType: 'surveyType',
  SurveyParticipantType: 'surveyParticipantType',
  SurveyStatus: 'surveyStatus',
};

function caption(language: LanguageKey, group: string, id: number): string {
  const enums = catalogues[language]['enums'] as Record<string, Record<string, string>>;
  return enums[group]?.[String(id)] ?? String(id);
}

/**
 * Every municipality has the fixed lists (profiles, survey types, statuses, participant
 * kinds) with the catalogue's names; a municipality's own edits are kept.
 */
export async function seedFixedLists({ db }: SeedContext): Promise<void> {
  const municipalities = await db.select({ id: municipality.id }).from(municipality);
  for (const name of codeListNames) {
    const { fixed }: CodeListDefinition = codeLists[name];
    const group = fixedLabels[name];
    if (!fixed || !group) continue;
    const values = Object.values(fixed).sort((a, b) => a - b);
    await insertMissingFixedEntries(
      db,
      name,
      municipalities.flatMap((m) =>
        values.map((id, i) => ({
          municipalityId: m.id,
          id,
          order: (i + 1) * 10,
          name: {
            bs: caption('bs', group, id),
            hr: caption('hr', group, id),
            sr_cyr: caption('sr_cyr', group, id),
          },
        })),
      ),
    );
  }
}

const empty = { bs: '', hr: '', sr_cyr: '' };

async function insertTree(
  db: Db,
  name: CodeListName,
  municipalityId: number,
  entries: readonly DemoEntry[],
  parentId: number | null,
): Promise<void> {
  for (const [i, entry] of entries.entries()) {
    const values: EntryValues = {
      code: entry.code ?? null,
      name: completeTranslation(entry.name),
      description: completeTranslation(entry.description ?? empty),
      order: (i + 1) * 10,
      active: entry.active ?? true,
      parentId,
      icon: entry.icon,
      responseDays: entry.responseDays ?? null,
      position: entry.position ? completeTranslation(entry.position) : null,
      phone: entry.phone ?? null,
      email: entry.email ?? null,
      startDate: entry.startDate,
      endDate: entry.endDate,
      isCurrent: entry.isCurrent,
      shortName: entry.shortName ? completeTranslation(entry.shortName) : undefined,
    };
    const id = await insertEntry(db, name, municipalityId, values);
    if (entry.children?.length) await insertTree(db, name, municipalityId, entry.children, id);
  }
}

/**
 * The demo municipality's code lists, where it has none of its own yet (the footer's
 * document types, which every municipality has, do not count).
 */
export async function seedDemoCodeLists({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  for (const name of codeListNames) {
    const entries = demoCodeLists[name];
    const except = name === 'AdminInfoSectionDocumentType' ? footerDocumentCodes : [];
    if (!entries?.length || (await countEntries(db, name, municipalityId, except)) > 0) continue;
    await insertTree(db, name, municipalityId, entries, null);
  }
}
