import { definePages } from '../../module';

/** The web pages of council members and questions (decision 0028). Paths as the spec names them. */
export const councilMembersPages = definePages({
  root: { path: '/questions', audience: 'public' },
  councilMembers: { path: '/questions/council-members', audience: 'public' },
  councilMember: { path: '/questions/council-members/:id', audience: 'public' },
  councilMemberQuestions: {
    path: '/questions/council-members-questions/council-member-question-list',
    audience: 'public',
  },
  mayor: { path: '/questions/council-members-questions/mayor-question-details', audience: 'public' },
  unitQuestions: {
    path: '/questions/organizational-unit-questions/organizational-unit-questions-list',
    audience: 'public',
  },
  question: { path: '/questions/question-details/:id', audience: 'public' },
  ask: { path: '/questions/ask', audience: 'public' },
  responsiveness: { path: '/questions/responsiveness', audience: 'public' },
  statistics: { path: '/questions/statistic', audience: 'public' },
  myQuestions: { path: '/council-member-questions/my-questions', audience: 'signedIn' },
  toAnswer: { path: '/council-member-questions/questions-to-answer', audience: 'staff' },
  adminMembers: { path: '/admin/council-members/council-members-list', audience: 'staff' },
  adminMember: { path: '/admin/council-members/council-member-edit/:id', audience: 'staff' },
  adminQuestions: { path: '/admin/council-members/questions', audience: 'staff' },
  adminQuestion: { path: '/admin/council-members/question/:id', audience: 'staff' },
  adminUnits: { path: '/admin/council-members/organizational-units', audience: 'staff' },
});
