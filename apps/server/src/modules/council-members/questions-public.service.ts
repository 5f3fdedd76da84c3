import {
  type Addressees,
  LATEST_QUESTIONS,
  MemberType,
  type PublicQuestionDetails,
  type PublicQuestionListItem,
  type PublicQuestionSearch,
} from '@portal/contracts';
import type { z } from 'zod';
import { createCountCache } from '../../platform/cache';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import { memberAddresseeName, publicDetails, publicItem, unitAddresseeName } from './questions.present';
import * as repo from './questions.repository';
import { readQuestionWithFiles } from './questions-details.repository';

type Search = z.output<typeof PublicQuestionSearch>;

/**
 * Citizens' questions as the public reads them (decision 0028): whom one may ask, active
 * questions by addressee, answer and period, the latest, and a question with its published
 * answer. An inappropriate question keeps its place with its text hidden.
 */
export function createPublicQuestions(deps: { db: Db; storage: FileStorage }) {
  const { db } = deps;
  /** Totals of the public list by its filters, a large municipality's kept a minute. */
  const totals = createCountCache<number>(db, (total) => total, { reads: repo.countedTables });

  async function addressees(municipalityId: number, languageId: number): Promise<Addressees> {
    const [members, units] = await Promise.all([
      repo.currentMembers(db, municipalityId),
      repo.questionUnits(db, municipalityId),
    ]);
    const mayor = members.find((m) => m.memberTypeId === MemberType.Mayor);
    return {
      mayor: mayor ? memberAddresseeName(mayor, languageId) : null,
      councilMembers: members
        .filter((m) => m.memberTypeId !== MemberType.Mayor)
        .map((m) => memberAddresseeName(m, languageId)),
      units: units.map((u) => unitAddresseeName(u, languageId)),
    };
  }

  async function search(
    municipalityId: number,
    body: Search,
  ): Promise<{ items: PublicQuestionListItem[]; totalCount: number }> {
    const filter: repo.QuestionFilter = {
      municipalityId,
      audience: 'public',
      addresseeKind: body.addresseeKind,
      addresseeId: body.addresseeId,
      answered: body.answered,
      fromDay: body.dateFrom,
      toDay: body.dateTo,
      text: body.text,
    };
    const { rows, totalCount } = await repo.searchQuestions(
      db,
      filter,
      { number: body.pageNumber, size: body.pageSize },
      (countAll) => totals.read(JSON.stringify(filter), countAll),
    );
    return { items: rows.map((q) => publicItem(q, body.languageId)), totalCount };
  }

  async function latest(municipalityId: number, languageId: number): Promise<PublicQuestionListItem[]> {
    const { rows } = await repo.searchQuestions(
      db,
      { municipalityId, audience: 'public' },
      { number: 1, size: LATEST_QUESTIONS },
      false,
    );
    return rows.map((q) => publicItem(q, languageId));
  }

  async function details(
    municipalityId: number,
    id: number,
    languageId: number,
  ): Promise<PublicQuestionDetails> {
    const read = await readQuestionWithFiles(db, municipalityId, id);
    if (!read || !read.question.questionActive) throw notFound('question_not_found');
    return publicDetails(read.question, read.files, languageId);
  }

  return { addressees, search, latest, details };
}
