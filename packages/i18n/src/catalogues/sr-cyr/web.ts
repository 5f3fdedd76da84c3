import type { Catalogue } from '../../variants';
import accounts from './accounts.json';
import admin from './admin.json';
import common from './common.json';
import components from './components.json';
import content from './content.json';
import enums from './enums.json';
import infoSection from './infoSection.json';
import messages from './messages.json';
import pages from './pages.json';

const web: Catalogue = {
  accounts,
  admin,
  common,
  components,
  content,
  enums,
  infoSection,
  messages,
  pages,
};
export default web;
