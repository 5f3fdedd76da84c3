import type { Catalogue } from '../../variants';
import accounts from './accounts.json';
import common from './common.json';
import complaints from './complaints.json';
import components from './components.json';
import enums from './enums.json';
import infoSection from './infoSection.json';
import map from './map.json';
import messages from './messages.json';
import pages from './pages.json';
import questions from './questions.json';
import sessions from './sessions.json';

/**
 * The texts of the web's first load: the shell's and the public pages'. The staff pages' and the
 * content pages' namespaces load with their pages (`lazy.ts`, decision 0017).
 */
const web: Catalogue = {
  accounts,
  common,
  complaints,
  components,
  enums,
  infoSection,
  map,
  messages,
  pages,
  questions,
  sessions,
};
export default web;
