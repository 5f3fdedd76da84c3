import type { LazyParts } from '../../namespaces';

const later = () => import('./later');

/**
 * The namespaces the web loads with the pages that use them, each its own chunk, but for the four
 * every page but home draws, which come together (`later.ts`; decision 0017).
 */
const lazy: LazyParts = {
  accounts: () => later().then((m) => ({ default: m.default.accounts! })),
  components: () => later().then((m) => ({ default: m.default.components! })),
  map: () => later().then((m) => ({ default: m.default.map! })),
  messages: () => later().then((m) => ({ default: m.default.messages! })),
  admin: () => import('./admin.json'),
  complaintsAdmin: () => import('./complaintsAdmin.json'),
  complaintsFlow: () => import('./complaintsFlow.json'),
  complaintsStatistics: () => import('./complaintsStatistics.json'),
  content: () => import('./content.json'),
  councilMembersAdmin: () => import('./councilMembersAdmin.json'),
  questionsStatistics: () => import('./questionsStatistics.json'),
  reports: () => import('./reports.json'),
  sessionsAdmin: () => import('./sessionsAdmin.json'),
  sessionsStatistics: () => import('./sessionsStatistics.json'),
  systemNotifications: () => import('./systemNotifications.json'),
};
export default lazy;
