import type { Catalogue } from '../../variants';
import admin from './admin.json';
import complaintsAdmin from './complaintsAdmin.json';
import complaintsFlow from './complaintsFlow.json';
import complaintsStatistics from './complaintsStatistics.json';
import content from './content.json';
import councilMembersAdmin from './councilMembersAdmin.json';
import mail from './mail.json';
import manual from './manual.json';
import questionsStatistics from './questionsStatistics.json';
import reports from './reports.json';
import sessionsAdmin from './sessionsAdmin.json';
import sessionsStatistics from './sessionsStatistics.json';
import systemNotifications from './systemNotifications.json';
import later from './later';
import web from './web';

/**
 * Everything, for the server: the web's texts, those it loads with their pages (`lazy.ts`),
 * the user manual and the e-mail and SMS texts.
 */
const all: Catalogue = {
  ...web,
  ...later,
  admin,
  complaintsAdmin,
  complaintsFlow,
  complaintsStatistics,
  content,
  councilMembersAdmin,
  questionsStatistics,
  reports,
  sessionsAdmin,
  sessionsStatistics,
  systemNotifications,
  mail,
  manual,
};
export default all;
