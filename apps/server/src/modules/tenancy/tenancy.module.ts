import {
  getCaptions,
  getCoatOfArms,
  getHostingConfiguration,
  getPortalLogo,
  getSponsorLogo,
  type LanguageId,
  tenancyContract,
} from '@portal/contracts';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { emblemSvg, portalLogoSvg } from './emblem';
import { municipalitySeeds } from './municipalities.data';
import {
  findMunicipality,
  insertSponsor,
  listSponsors,
  updateMunicipalityContact,
  upsertMunicipalities,
} from './tenancy.repository';
import { coatOfArms, hostingConfiguration, sponsorLogo } from './tenancy.service';

/** The municipalities, their hosting configuration, caption overrides and footer partners. */
export const tenancyModule = defineModule({
  name: 'tenancy',
  contract: tenancyContract,
  manualChapters: [
    { id: 'start', order: 10 },
    { id: 'navigation', order: 20 },
  ],
  routes(app, { db, config, storage, texts, tenants, links }) {
    route(app, getHostingConfiguration, ({ tenant }) =>
      hostingConfiguration(db, config, {
        municipalityId: tenant.municipalityId,
        origin: links.origin(tenant.municipalityId),
      }),
    );

    route(app, getCaptions, ({ tenant, params }) =>
      tenants.captions(tenant.municipalityId, params.languageId),
    );

    route(app, getCoatOfArms, ({ params }) => coatOfArms(db, storage, { id: params.id, texts }));

    route(app, getPortalLogo, async ({ tenant }) => {
      const { primaryLanguageId } = await tenants.get(tenant.municipalityId);
      const t = await texts.translator(tenant.municipalityId, primaryLanguageId as LanguageId);
      return {
        data: portalLogoSvg(t('common.brand.name')),
        contentType: 'image/svg+xml',
        cacheSeconds: 86_400,
      };
    });

    route(app, getSponsorLogo, ({ tenant, params }) =>
      sponsorLogo(db, storage, { municipalityId: tenant.municipalityId, id: params.id }),
    );
  },

  async seedReference({ db }) {
    await upsertMunicipalities(
      db,
      municipalitySeeds.map((m) => ({
        id: m.id,
        name: m.name,
        kind: m.kind,
        entity: m.entity,
        latitude: m.latitude,
        longitude: m.longitude,
        zoom: m.zoom,
        primaryLanguageId: m.primaryLanguageId,
        postalCode: m.postalCode,
      })),
    );
  },

  /**
   * The demo municipality gets a support address on a reserved example domain (real
   * contacts are the municipality's to enter) and two partners: itself and the portal.
   */
  async seedDemo({ db, config, storage }) {
    const id = config.MUNICIPALITY_ID;
    const m = await findMunicipality(db, id);
    if (!m || (await listSponsors(db, id)).length > 0) return;
    await updateMunicipalityContact(db, id, {
      address: null,
      phone: null,
      email: 'podrska@example.org',
      website: null,
    });
    await storage.put(
      `sponsors/municipality-${id}.svg`,
      Buffer.from(emblemSvg({ id, name: m.name.bs, title: m.name.bs })),
    );
    await storage.put('sponsors/portal.svg', Buffer.from(portalLogoSvg('e-Učešće')));
    await insertSponsor(db, {
      municipalityId: id,
      name: m.name,
      url: null,
      logoFile: `sponsors/municipality-${id}.svg`,
      sortOrder: 1,
    });
    await insertSponsor(db, {
      municipalityId: id,
      name: { bs: 'e-Učešće', hr: 'e-Sudjelovanje', sr_cyr: 'е-Учешће' },
      url: null,
      logoFile: 'sponsors/portal.svg',
      sortOrder: 2,
    });
  },
});
