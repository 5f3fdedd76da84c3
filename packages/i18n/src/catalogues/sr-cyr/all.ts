import type { Catalogue } from '../../variants';
import admin from './admin.json';
import complaintsAdmin from './complaintsAdmin.json';
import complaintsFlow from './complaintsFlow.json';
import content from './content.json';
import councilMembersAdmin from './councilMembersAdmin.json';
import mail from './mail.json';
import manual from './manual.json';
import reports from './reports.json';
import sessionsAdmin from './sessionsAdmin.json';
import systemNotifications from './systemNotifications.json';
import web from './web';

/**
 * Everything, for the server: the web's texts, those it loads with their pages (`lazy.ts`),
 * the user manual and the e-mail and SMS texts.
 */
const all: Catalogue = {
  ...web,
  admin,
  complaintsAdmin,
  complaintsFlow,
  content,
  councilMembersAdmin,
  reports,
  sessionsAdmin,
  systemNotifications,
  mail,
  manual,
};
export default all;
