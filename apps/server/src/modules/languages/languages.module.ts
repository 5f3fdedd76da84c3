import { LanguageId, languageDropdown, languagesContract } from '@portal/contracts';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { listLanguages, upsertLanguages } from './languages.repository';

/**
 * The three languages of the portal. Names are each language's own, as a language
 * bar shows them; Bosnian is the portal-wide primary, a municipality may name its own.
 */
const languages = [
  {
    id: LanguageId.Bosnian,
    code: 'bs',
    cultureName: 'bs-Latn-BA',
    name: 'Bosanski',
    isPrimary: true,
    sortOrder: 1,
  },
  {
    id: LanguageId.Croatian,
    code: 'hr',
    cultureName: 'hr-HR',
    name: 'Hrvatski',
    isPrimary: false,
    sortOrder: 2,
  },
  {
    id: LanguageId.SerbianCyrillic,
    code: 'sr_cyr',
    cultureName: 'sr-Cyrl-BA',
    name: 'Српски',
    isPrimary: false,
    sortOrder: 3,
  },
];

export const languagesModule = defineModule({
  name: 'languages',
  contract: languagesContract,
  manualChapters: [{ id: 'languages', order: 30 }],
  routes(app, { db, tenants }) {
    route(app, languageDropdown, async ({ params, tenant }) => {
      const [rows, municipality] = await Promise.all([
        listLanguages(db, { onlyActive: params.onlyActive, includeId: params.id }),
        tenants.get(tenant.municipalityId),
      ]);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        code: row.code,
        cultureName: row.cultureName,
        isPrimaryLanguage: row.id === municipality.primaryLanguageId,
      }));
    });
  },
  async seedReference({ db }) {
    await upsertLanguages(db, languages);
  },
});
