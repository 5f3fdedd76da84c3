import type { Catalogue } from '../../variants';
import common from './common.json';
import content from './content.json';
import enums from './enums.json';
import messages from './messages.json';
import pages from './pages.json';

const web: Catalogue = { common, content, enums, messages, pages };
export default web;
