import { councilMembersPages } from '@portal/contracts';
import type { WebModule } from '../../lib/module';
import { councilMembersAdminRoutes } from './admin/routes';
import { questionsLatest, councilMembersPublicRoutes } from './public/routes';

/**
 * Council members, the mayor and citizens' questions (decision 0028). Public (`public/`): the
 * council, the mayor's page, the question lists by addressee, a question with its answer, asking,
 * "my questions", "questions to answer" for addressees, responsiveness, statistics, and the home
 * page's latest questions. Staff (`admin/`, menu entries from the server): council members, the
 * units' answer settings, and the questions' moderation.
 */
export const councilMembersModule: WebModule = {
  id: 'council-members',
  routes: [...councilMembersPublicRoutes, ...councilMembersAdminRoutes],
  menu: [
    {
      key: 'questions',
      label: 'questions.menu.group',
      order: 60,
      children: [
        { key: 'questions-mayor', label: 'questions.menu.mayor', path: councilMembersPages.mayor.path },
        {
          key: 'questions-council-members',
          label: 'questions.menu.councilMembers',
          path: councilMembersPages.councilMemberQuestions.path,
        },
        {
          key: 'questions-units',
          label: 'questions.menu.units',
          path: councilMembersPages.unitQuestions.path,
        },
        {
          key: 'questions-council',
          label: 'questions.menu.council',
          path: councilMembersPages.councilMembers.path,
        },
        {
          key: 'questions-responsiveness',
          label: 'questions.menu.responsiveness',
          path: councilMembersPages.responsiveness.path,
        },
        {
          key: 'questions-statistics',
          label: 'questions.menu.statistics',
          path: councilMembersPages.statistics.path,
        },
      ],
    },
  ],
  latest: [questionsLatest],
};
