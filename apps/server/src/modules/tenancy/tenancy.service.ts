import sharp from 'sharp';
import type { HostingConfiguration, LanguageId, MunicipalityKind, Entity } from '@portal/contracts';
import {
  APPLICATION_TYPE,
  getSponsorLogo,
  getCoatOfArms,
  buildPath,
  languageKeyById,
} from '@portal/contracts';
import { createCache } from '../../platform/cache';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { FileResult } from '../../platform/http';
import type { FileStorage } from '../../platform/files/storage';
import type { ServerTexts } from '../../platform/i18n';
import { sniffImageType } from '../../platform/files/sniff';
import type { TenantDirectory, TenantInfo } from '../../platform/tenancy';
import { emblemSvg } from './emblem';
import {
  findMunicipality,
  findSponsor,
  listCaptionOverrides,
  listSponsors,
  type MunicipalityRow,
} from './tenancy.repository';

const CACHE_MS = 60_000;

/** Municipality facts for the platform, read once a minute at most. */
export function createTenantDirectory(db: Db, storage: FileStorage): TenantDirectory {
  const cache = createCache<TenantInfo>({ ttlMs: CACHE_MS, maxEntries: 1000 });
  return {
    coatOfArmsPng: (municipalityId) => coatOfArmsPng(db, storage, municipalityId),
    get(municipalityId, tx) {
      const read = (from: Db) => () =>
        findMunicipality(from, municipalityId).then((row): TenantInfo => {
          if (!row) throw new Error(`Municipality ${municipalityId} is not in the database`);
          return {
            id: row.id,
            name: row.name,
            kind: row.kind,
            entity: row.entity,
            primaryLanguageId: row.primaryLanguageId,
          };
        });
      // Facts read in a transaction are not kept: the transaction may yet roll back.
      return tx ? read(tx)() : cache.read(String(municipalityId), read(db));
    },
    captions: (municipalityId, languageId, tx) => listCaptionOverrides(tx ?? db, municipalityId, languageId),
  };
}

/** The coat of arms, its own or the drawn emblem, as a PNG 160 pixels high for documents. */
async function coatOfArmsPng(db: Db, storage: FileStorage, id: number): Promise<Buffer | null> {
  const m = await requireMunicipality(db, id);
  const own = m.coatOfArmsFile ? await storage.get(m.coatOfArmsFile) : null;
  const name = m.name[languageKeyById[m.primaryLanguageId as LanguageId]];
  const source = own ?? Buffer.from(emblemSvg({ id: m.id, name, title: name }));
  return sharp(source, { limitInputPixels: 40_000_000 })
    .resize({ height: 160, fit: 'inside', withoutEnlargement: own !== null })
    .png()
    .toBuffer()
    .catch(() => null);
}

async function requireMunicipality(db: Db, id: number): Promise<MunicipalityRow> {
  const row = await findMunicipality(db, id);
  if (!row) throw notFound();
  return row;
}

export async function hostingConfiguration(
  db: Db,
  config: Config,
  /** `origin`: the municipality's public address from configuration (platform/links). */
  options: { municipalityId: number; origin: string },
): Promise<HostingConfiguration> {
  const [m, sponsors] = await Promise.all([
    requireMunicipality(db, options.municipalityId),
    listSponsors(db, options.municipalityId),
  ]);
  const base = options.origin;
  return {
    apiBaseUrl: `${base}/api`,
    municipalityId: m.id,
    surveyPublicUrl: config.SURVEY_PUBLIC_URL ?? `${base}/survey/public-surveys`,
    gpsx: m.longitude,
    gpsy: m.latitude,
    applicationType: APPLICATION_TYPE,
    citizenPortalUrl: config.CITIZEN_PORTAL_URL ?? null,
    map: {
      tileUrl: config.MAP_TILE_URL,
      geocoderUrl: config.GEOCODER_URL,
      geocoderSearchUrl: config.GEOCODER_SEARCH_URL,
      zoom: m.zoom,
    },
    municipality: {
      id: m.id,
      name: m.name,
      kind: m.kind as MunicipalityKind,
      entity: m.entity as Entity,
      coatOfArmsUrl: buildPath(getCoatOfArms.path, { id: m.id }),
      primaryLanguageId: m.primaryLanguageId,
      contact: { address: m.address, phone: m.phone, email: m.email, website: m.website },
    },
    sponsors: sponsors.map((s) => ({
      id: s.id,
      name: s.name,
      url: s.url,
      logoUrl: buildPath(getSponsorLogo.path, { id: s.id }),
    })),
  };
}

const DAY = 86_400;

async function storedImage(storage: FileStorage, key: string): Promise<FileResult | null> {
  const data = await storage.get(key);
  const contentType = data && sniffImageType(data);
  return data && contentType ? { data, contentType, cacheSeconds: DAY } : null;
}

/** The municipality's own coat of arms when supplied, else its drawn emblem. */
export async function coatOfArms(
  db: Db,
  storage: FileStorage,
  options: { id: number; texts: ServerTexts },
): Promise<FileResult> {
  const m = await requireMunicipality(db, options.id);
  const own = m.coatOfArmsFile ? await storedImage(storage, m.coatOfArmsFile) : null;
  if (own) return own;
  const languageId = m.primaryLanguageId as LanguageId;
  const name = m.name[languageKeyById[languageId]];
  const t = await options.texts.translator(m.id, languageId);
  return {
    data: emblemSvg({ id: m.id, name, title: t('common.municipality.title', { name }) }),
    contentType: 'image/svg+xml',
    cacheSeconds: DAY,
  };
}

export async function sponsorLogo(
  db: Db,
  storage: FileStorage,
  options: { municipalityId: number; id: number },
): Promise<FileResult> {
  const s = await findSponsor(db, options.municipalityId, options.id);
  const logo = s && (await storedImage(storage, s.logoFile));
  if (!logo) throw notFound('file_not_found');
  return logo;
}
