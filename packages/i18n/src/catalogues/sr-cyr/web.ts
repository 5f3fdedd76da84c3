import type { Catalogue } from '../../variants';
import accounts from './accounts.json';
import admin from './admin.json';
import common from './common.json';
import complaints from './complaints.json';
import complaintsAdmin from './complaintsAdmin.json';
import components from './components.json';
import content from './content.json';
import enums from './enums.json';
import infoSection from './infoSection.json';
import map from './map.json';
import messages from './messages.json';
import pages from './pages.json';
import reports from './reports.json';
import sessions from './sessions.json';
import sessionsAdmin from './sessionsAdmin.json';
import systemNotifications from './systemNotifications.json';

const web: Catalogue = {
  accounts,
  admin,
  common,
  complaints,
  complaintsAdmin,
  components,
  content,
  enums,
  infoSection,
  map,
  messages,
  pages,
  reports,
  sessions,
  sessionsAdmin,
  systemNotifications,
};
export default web;
