import { answererAccess, councilMembersPages, questionsAdminAccess } from '@portal/contracts';
import type { RouteObject } from '../../../lib/router';
import { RequireAccess } from '../../../components/Guards';
import { withTexts } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';

const members = () => import('./MemberListPage');
const member = () => import('./MemberEditPage');
const units = () => import('./UnitSettingsPage');
const questions = () => import('./QuestionListPage');
const question = () => import('./QuestionPage');
const toAnswer = () => import('./ToAnswerPage');

/**
 * The staff side of council members and questions (the menu entries come from the server):
 * members, the units' answer settings and the questions' moderation for administrators and
 * right 18; a question's page and "questions to answer" for the addressees as well.
 */
export const councilMembersAdminRoutes: RouteObject[] = [
  // Their texts load with them (decision 0017); `admin` has the translated fields' captions.
  withTexts(['councilMembersAdmin', 'admin'], {
    element: <RequireAccess access={questionsAdminAccess} />,
    children: [
      { path: councilMembersPages.adminMembers.route, lazy: lazyPage(members, 'MemberListPage') },
      { path: councilMembersPages.adminMember.route, lazy: lazyPage(member, 'MemberEditPage') },
      { path: councilMembersPages.adminUnits.route, lazy: lazyPage(units, 'UnitSettingsPage') },
      { path: councilMembersPages.adminQuestions.route, lazy: lazyPage(questions, 'QuestionListPage') },
    ],
  }),
  withTexts(['councilMembersAdmin'], {
    element: <RequireAccess access={answererAccess} />,
    children: [
      { path: councilMembersPages.adminQuestion.route, lazy: lazyPage(question, 'QuestionPage') },
      { path: councilMembersPages.toAnswer.route, lazy: lazyPage(toAnswer, 'ToAnswerPage') },
    ],
  }),
];
