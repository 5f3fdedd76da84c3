import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { question, questionFile } from './council-members.schema';
import { selectViews, viewOf } from './questions-views.repository';

// A question as its public page reads it: the question and its answer's files at once, each read
// prepared once (decision 0030). The files are returned only with a question the public may see.

const questionById = preparedQuery((db) =>
  selectViews(db)
    .where(
      and(
        eq(question.municipalityId, sql.placeholder('municipalityId')),
        eq(question.id, sql.placeholder('id')),
      ),
    )
    .prepare('question_by_id'),
);

const filesOf = preparedQuery((db) =>
  db
    .select()
    .from(questionFile)
    .where(
      and(
        eq(questionFile.municipalityId, sql.placeholder('municipalityId')),
        eq(questionFile.questionId, sql.placeholder('id')),
      ),
    )
    .orderBy(asc(questionFile.id))
    .prepare('question_files'),
);

/** The question and its files, read side by side (one wait instead of two). */
export async function readQuestionWithFiles(db: Db, municipalityId: number, id: number) {
  const [[row], files] = await Promise.all([
    questionById(db, { municipalityId, id }),
    filesOf(db, { municipalityId, id }),
  ]);
  return row ? { question: viewOf(row), files } : null;
}
