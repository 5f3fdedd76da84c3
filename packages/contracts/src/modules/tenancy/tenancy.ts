import { z } from 'zod';
import { LanguageParams, Translated, zId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { APPLICATION_TYPE, Entity, MunicipalityKind, enumValues } from '../../enums';

export const Sponsor = z.object({
  id: z.number().int(),
  name: Translated,
  url: z.string().nullable(),
  logoUrl: z.string(),
});
export type Sponsor = z.infer<typeof Sponsor>;

export const Municipality = z.object({
  id: z.number().int(),
  name: Translated,
  kind: z.union(enumValues(MunicipalityKind).map((v) => z.literal(v))),
  entity: z.union(enumValues(Entity).map((v) => z.literal(v))),
  coatOfArmsUrl: z.string(),
  primaryLanguageId: z.number().int(),
  contact: z.object({
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
});
export type Municipality = z.infer<typeof Municipality>;

/**
 * The hosting configuration of the spec (apiBaseUrl, municipalityId, surveyPublicUrl,
 * gpsx, gpsy, application type 1) and what the shell needs besides: the municipality,
 * map services and the footer's partners. gpsx is the longitude, gpsy the latitude.
 */
export const HostingConfiguration = z.object({
  apiBaseUrl: z.string(),
  municipalityId: z.number().int(),
  surveyPublicUrl: z.string(),
  gpsx: z.number(),
  gpsy: z.number(),
  applicationType: z.literal(APPLICATION_TYPE),
  citizenPortalUrl: z.string().nullable(),
  /** Tiles, the reverse geocoder (an address for a pin) and the search (a pin for an address). */
  map: z.object({
    tileUrl: z.string(),
    geocoderUrl: z.string(),
    geocoderSearchUrl: z.string(),
    zoom: z.number().int(),
  }),
  municipality: Municipality,
  sponsors: z.array(Sponsor),
});
export type HostingConfiguration = z.infer<typeof HostingConfiguration>;

export const getHostingConfiguration = defineEndpoint({
  name: 'Hosting.GetConfiguration',
  method: 'GET',
  path: '/api/Hosting/GetConfiguration',
  summary: 'Hosting configuration of the municipality this address serves',
  access: PUBLIC,
  response: HostingConfiguration,
});

/** Per-municipality caption overrides for one language: catalogue key to text. */
export const getCaptions = defineEndpoint({
  name: 'Captions.GetAll',
  method: 'GET',
  path: '/api/Captions/GetAll/:languageId',
  summary: 'Caption overrides of this municipality in one language',
  access: PUBLIC,
  params: LanguageParams,
  response: z.record(z.string(), z.string()),
});

export const getCoatOfArms = defineEndpoint({
  name: 'Municipality.GetCoatOfArms',
  method: 'GET',
  path: '/api/Municipality/GetCoatOfArms/:id',
  summary: 'Coat of arms of a municipality (its own image when supplied)',
  access: PUBLIC,
  params: z.object({ id: zId }),
  response: { file: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] },
});

export const getPortalLogo = defineEndpoint({
  name: 'Hosting.GetPortalLogo',
  method: 'GET',
  path: '/api/Hosting/GetPortalLogo',
  summary: 'The portal’s own logo, shown in the top bar',
  access: PUBLIC,
  response: { file: ['image/svg+xml'] },
});

export const getSponsorLogo = defineEndpoint({
  name: 'Sponsors.GetLogo',
  method: 'GET',
  path: '/api/Sponsors/GetLogo/:id',
  summary: 'Logo of a partner shown in the footer',
  access: PUBLIC,
  params: z.object({ id: zId }),
  response: { file: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] },
});
