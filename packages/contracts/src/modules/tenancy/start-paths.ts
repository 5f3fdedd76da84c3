import { buildPath } from '../../endpoint';
import type { LanguageId } from '../../enums';
import { languageDropdown } from '../languages/languages';
import { startInputs } from './start';
import { getCaptions, getHostingConfiguration } from './tenancy';

/** The addresses of the app's start calls (`startInputs`) for a page shown in `languageId`. */
export function startCallPaths(languageId: LanguageId): string[] {
  return [
    buildPath(getHostingConfiguration.path, undefined),
    buildPath(languageDropdown.path, startInputs.languages.params),
    buildPath(getCaptions.path, startInputs.captions(languageId).params),
  ];
}
