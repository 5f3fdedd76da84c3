import type { Catalogue } from '../../variants';
import accounts from './accounts.json';
import components from './components.json';
import map from './map.json';
import messages from './messages.json';

/**
 * The texts every page but the home page needs, one chunk: the sign-in and profile pages', the
 * shared components' (forms, lists, filters, dialogs), the map's and the server's messages
 * (errors and confirmations). The home page and the shell draw none of them, so the first
 * visit loads them only with a page that does (decision 0017).
 */
const later: Record<string, Catalogue> = { accounts, components, map, messages };
export default later;
