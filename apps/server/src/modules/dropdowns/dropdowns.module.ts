import {
  confirmationRegistrationTypeList,
  type DropdownItem,
  enumDropdownEndpoints,
  enumDropdowns,
  type EnumDropdownName,
  internalProfileDropdown,
  internalProfiles,
  type LanguageId,
  dropdownsContract,
} from '@portal/contracts';
import { route } from '../../platform/http';
import type { ServerTexts } from '../../platform/i18n';
import { defineModule } from '../../platform/module';

/** The values of an enumeration with their captions in one language, in value order. */
async function enumItems(
  texts: ServerTexts,
  options: {
    municipalityId: number;
    languageId: LanguageId;
    name: EnumDropdownName;
    only?: readonly number[];
  },
): Promise<DropdownItem[]> {
  const t = await texts.translator(options.municipalityId, options.languageId);
  const { values, labels } = enumDropdowns[options.name];
  return Object.values(values as Record<string, number>)
    .filter((id) => !options.only || options.only.includes(id))
    .sort((a, b) => a - b)
    .map((id) => ({ id, name: t(`enums.${labels}.${id}`) }));
}

/**
 * Dropdowns of the spec's enumerations through the shared mechanism
 * `path/{id}/{onlyActive}/{languageId}`. Enumerations have no inactive values, so
 * `onlyActive` and `id` change nothing here; code lists use them.
 */
export const dropdownsModule = defineModule({
  name: 'dropdowns',
  contract: dropdownsContract,
  routes(app, { texts }) {
    for (const name of Object.keys(enumDropdowns) as EnumDropdownName[]) {
      route(app, enumDropdownEndpoints[name], ({ params, tenant }) =>
        enumItems(texts, { municipalityId: tenant.municipalityId, languageId: params.languageId, name }),
      );
    }
    route(app, internalProfileDropdown, ({ params, tenant }) =>
      enumItems(texts, {
        municipalityId: tenant.municipalityId,
        languageId: params.languageId,
        name: 'Profile',
        only: internalProfiles,
      }),
    );
    route(app, confirmationRegistrationTypeList, ({ params, tenant }) =>
      enumItems(texts, {
        municipalityId: tenant.municipalityId,
        languageId: params.languageId,
        name: 'ConfirmationRegistrationType',
      }),
    );
  },
});
