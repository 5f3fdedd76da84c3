import { councilMembersPages } from '@portal/contracts';
import { lazy } from 'react';
import { Navigate, type RouteObject } from '../../../lib/router';
import { RequireSignedIn } from '../../../components/Guards';
import { withTexts } from '../../../lib/i18n';
import { lazyPage } from '../../../lib/lazy-page';
import type { HomeLatest } from '../../../lib/module';

/**
 * The public pages of council members and questions, each its own chunk (decision 0017): the
 * council, a member, the mayor, the question lists, a question, asking, "my questions", the
 * responsiveness table and the statistics (the charts only there).
 */
export const councilMembersPublicRoutes: RouteObject[] = [
  {
    path: councilMembersPages.root.route,
    element: <Navigate to={councilMembersPages.councilMemberQuestions.path} replace />,
  },
  {
    path: councilMembersPages.councilMembers.route,
    lazy: lazyPage(() => import('./CouncilPage'), 'CouncilPage'),
  },
  {
    path: councilMembersPages.councilMember.route,
    lazy: lazyPage(() => import('./CouncilMemberPage'), 'CouncilMemberPage'),
  },
  {
    path: councilMembersPages.councilMemberQuestions.route,
    lazy: lazyPage(() => import('./QuestionListPages'), 'CouncilMemberQuestionsPage'),
  },
  { path: councilMembersPages.mayor.route, lazy: lazyPage(() => import('./MayorPage'), 'MayorPage') },
  {
    path: councilMembersPages.unitQuestions.route,
    lazy: lazyPage(() => import('./QuestionListPages'), 'UnitQuestionsPage'),
  },
  {
    path: councilMembersPages.question.route,
    lazy: lazyPage(() => import('./QuestionPage'), 'QuestionPage'),
  },
  // Signed out, the page itself says one must sign in to ask (the spec's message) and offers the way.
  { path: councilMembersPages.ask.route, lazy: lazyPage(() => import('./AskPage'), 'AskPage') },
  // The responsiveness table and the statistics bring their texts along (decision 0017).
  withTexts(['questionsStatistics'], {
    path: councilMembersPages.responsiveness.route,
    lazy: lazyPage(() => import('./ResponsivenessPage'), 'ResponsivenessPage'),
  }),
  withTexts(['questionsStatistics'], {
    path: councilMembersPages.statistics.route,
    lazy: lazyPage(() => import('./StatisticsPage'), 'QuestionStatisticsPage'),
  }),
  {
    element: <RequireSignedIn />,
    children: [
      {
        path: councilMembersPages.myQuestions.route,
        lazy: lazyPage(() => import('./MyQuestionsPage'), 'MyQuestionsPage'),
      },
    ],
  },
];

/** The home page's block of the five latest questions (menu order of questions: 60). */
export const questionsLatest: HomeLatest = {
  key: 'questions',
  order: 60,
  Block: lazy(() => import('./LatestQuestions')),
};
