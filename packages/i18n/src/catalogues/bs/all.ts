import type { Catalogue } from '../../variants';
import manual from './manual.json';
import web from './web';

const all: Catalogue = { ...web, manual };
export default all;
