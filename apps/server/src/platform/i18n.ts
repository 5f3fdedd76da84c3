import { type LanguageId, languageKeyById } from '@portal/contracts';
import { catalogues, tenantTranslator, type Translate } from '@portal/i18n/server';
import { createCache } from './cache';
import type { Db } from './db/database';
import type { TenantDirectory } from './tenancy';

/** How long a municipality's resolved texts are reused before overrides are read again. */
const TTL_MS = 60_000;

/**
 * Translators per municipality and language: the catalogue with the municipality's
 * variants folded in and its caption overrides applied.
 */
export class ServerTexts {
  private readonly cache = createCache<Translate>({ ttlMs: TTL_MS, maxEntries: 1000 });

  constructor(private readonly tenants: TenantDirectory) {}

  /**
   * Given `tx` (an open transaction), texts not cached are read through it and not kept:
   * inside a transaction only the transaction may touch the database (decision 0012).
   */
  translator(municipalityId: number, languageId: LanguageId, tx?: Db): Promise<Translate> {
    const key = `${municipalityId}:${languageId}`;
    if (tx) return this.build(municipalityId, languageId, tx);
    return this.cache.read(key, () => this.build(municipalityId, languageId));
  }

  /** Drops cached texts, after a municipality's captions change. */
  invalidate(municipalityId?: number): void {
    this.cache.forget((key) => municipalityId === undefined || key.startsWith(`${municipalityId}:`));
  }

  private async build(municipalityId: number, languageId: LanguageId, tx?: Db): Promise<Translate> {
    const language = languageKeyById[languageId];
    // In a transaction one after the other: it runs one statement at a time.
    const [municipality, overrides] = tx
      ? [
          await this.tenants.get(municipalityId, tx),
          await this.tenants.captions(municipalityId, languageId, tx),
        ]
      : await Promise.all([
          this.tenants.get(municipalityId),
          this.tenants.captions(municipalityId, languageId),
        ]);
    return tenantTranslator({
      language,
      catalogue: catalogues[language],
      entity: municipality.entity,
      kind: municipality.kind,
      name: municipality.name[language],
      overrides,
    }).t;
  }
}
