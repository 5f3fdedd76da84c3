import type { Catalogue } from '../../variants';
import common from './common.json';
import complaints from './complaints.json';
import enums from './enums.json';
import infoSection from './infoSection.json';
import pages from './pages.json';
import questions from './questions.json';
import sessions from './sessions.json';

/**
 * The texts of the web's first load: the shell's and the home page's. The other pages' shared
 * texts (`later.ts`), the staff pages' and the content pages' namespaces load with their pages
 * (`lazy.ts`, decision 0017).
 */
const web: Catalogue = {
  common,
  complaints,
  enums,
  infoSection,
  pages,
  questions,
  sessions,
};
export default web;
