import { LanguageId } from '../../enums';

/**
 * The inputs of the calls the web app starts with on every page, before it can draw anything:
 * the hosting configuration (`getHostingConfiguration`), the languages (`languageDropdown`) and
 * the caption overrides of the language it shows (`getCaptions`). The server answers them in the
 * page itself (`startCallPaths`), so that the first paint waits for no call; the app makes them
 * the same way when the page carries no answer. Plain data, so that the web's first load takes
 * the endpoints' descriptors and no schema (decision 0017).
 */
export const startInputs = {
  hosting: {},
  languages: { params: { id: 0, onlyActive: true, languageId: LanguageId.Bosnian } },
  captions: (languageId: LanguageId) => ({ params: { languageId } }),
} as const;
