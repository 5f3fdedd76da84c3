import type { Catalogue } from '../../variants';
import mail from './mail.json';
import manual from './manual.json';
import web from './web';

/** Everything, for the server: the web's texts, the user manual and the e-mail and SMS texts. */
const all: Catalogue = { ...web, mail, manual };
export default all;
