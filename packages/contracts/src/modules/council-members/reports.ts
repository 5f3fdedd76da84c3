import { AccessRight, Profile } from '../../enums';
import type { EndpointAccess } from '../../endpoint';
import { defineReport } from '../../reports';
import { zIsoDate } from '../complaints/fields';

/*
 * The council-member reports (decision 0028, "Reports and statistics"), each over the
 * questions asked in the period: questions and answers, by status, and by answer time.
 */

/**
 * Who runs the question reports: those who administer the questions (administrators and
 * holders of right 18: every question), managers, who run the portal's reports, and council
 * members and the mayor, who answer the questions and are measured by these figures. The
 * latter two see in the rows of "questions and answers" only what the public pages show
 * (active questions, an inappropriate one's text hidden, answers once published); the counts
 * of the other two reports carry no text and no asker, and count every question for all.
 * Office staff and units' accounts are not listed: they neither moderate nor answer for the
 * council, and a unit's answers are on the public statistics page.
 */
export const questionReportAccess: EndpointAccess = {
  profiles: [Profile.Administrator, Profile.Manager, Profile.CouncilMember, Profile.Mayor],
  rights: [AccessRight.Questions],
};

const filters = { dateFrom: zIsoDate, dateTo: zIsoDate };
const filterLabels = {
  dateFrom: { kind: 'date', label: 'questionsStatistics.reports.filters.askedFrom' },
  dateTo: { kind: 'date', label: 'questionsStatistics.reports.filters.askedTo' },
} as const;

const common = {
  module: 'council-members',
  group: 'questionsStatistics.reports.group',
  access: questionReportAccess,
  filters,
  filterLabels,
} as const;

const column = (key: string) => `questionsStatistics.reports.columns.${key}`;
const addressee = { key: 'addressee', label: column('addressee'), type: 'text' } as const;
const received = { key: 'received', label: column('received'), type: 'number' } as const;

/**
 * Questions and answers: a row per question in the order asked, with whom it went to, the
 * question, the answer, when it was answered and its status.
 */
export const questionsAndAnswers = defineReport({
  ...common,
  name: 'QuestionsAndAnswers',
  title: 'questionsStatistics.reports.questionsAndAnswers.title',
  description: 'questionsStatistics.reports.questionsAndAnswers.description',
  columns: [
    { key: 'date', label: column('date'), type: 'date' },
    addressee,
    { key: 'question', label: column('question'), type: 'text' },
    { key: 'answer', label: column('answer'), type: 'text' },
    { key: 'answeredAt', label: column('answeredAt'), type: 'date' },
    { key: 'status', label: column('status'), type: 'text' },
  ],
});

/**
 * Questions by status, per addressee: received, answered (published), unanswered, answers
 * awaiting activation (received is their sum), and among them the inappropriate and the
 * inactive ones; a stacked bar per addressee.
 */
export const questionsByStatus = defineReport({
  ...common,
  name: 'QuestionsByStatus',
  title: 'questionsStatistics.reports.byStatus.title',
  description: 'questionsStatistics.reports.byStatus.description',
  columns: [
    addressee,
    received,
    { key: 'answered', label: column('answered'), type: 'number' },
    { key: 'unanswered', label: column('unanswered'), type: 'number' },
    { key: 'awaitingActivation', label: column('awaitingActivation'), type: 'number' },
    { key: 'inappropriate', label: column('inappropriate'), type: 'number' },
    { key: 'inactive', label: column('inactive'), type: 'number' },
  ],
  chart: {
    kind: 'stackedBar',
    category: 'addressee',
    values: ['answered', 'awaitingActivation', 'unanswered'],
  },
});

/**
 * Questions by answer time, per addressee: answered within 24 hours of being asked, within
 * 24 to 48, 48 to 72, after more than 72 hours (ANSWER_HOURS_BUCKET), and not answered.
 */
export const questionsByAnswerTime = defineReport({
  ...common,
  name: 'QuestionsByAnswerTime',
  title: 'questionsStatistics.reports.byAnswerTime.title',
  description: 'questionsStatistics.reports.byAnswerTime.description',
  columns: [
    addressee,
    received,
    { key: 'within24', label: column('within24'), type: 'number' },
    { key: 'within48', label: column('within48'), type: 'number' },
    { key: 'within72', label: column('within72'), type: 'number' },
    { key: 'over72', label: column('over72'), type: 'number' },
    { key: 'unanswered', label: column('unanswered'), type: 'number' },
  ],
  chart: {
    kind: 'stackedBar',
    category: 'addressee',
    values: ['within24', 'within48', 'within72', 'over72', 'unanswered'],
  },
});

export const questionReports = [questionsAndAnswers, questionsByStatus, questionsByAnswerTime];
