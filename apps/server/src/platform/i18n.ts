import { type LanguageId, languageKeyById } from '@portal/contracts';
import { catalogues, tenantTranslator, type Translate } from '@portal/i18n/server';
import type { Db } from './db/database';
import type { TenantDirectory } from './tenancy';

/** How long a municipality's resolved texts are reused before overrides are read again. */
const TTL_MS = 60_000;

/**
 * Translators per municipality and language: the catalogue with the municipality's
 * variants folded in and its caption overrides applied.
 */
export class ServerTexts {
  private readonly cache = new Map<string, { at: number; t: Promise<Translate> }>();

  constructor(private readonly tenants: TenantDirectory) {}

  /**
   * Given `tx` (an open transaction), texts not cached are read through it and not kept:
   * inside a transaction only the transaction may touch the database (decision 0012).
   */
  translator(municipalityId: number, languageId: LanguageId, tx?: Db): Promise<Translate> {
    const key = `${municipalityId}:${languageId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.t;
    if (tx) return this.build(municipalityId, languageId, tx);
    const t = this.build(municipalityId, languageId);
    this.cache.set(key, { at: Date.now(), t });
    t.catch(() => this.cache.delete(key));
    return t;
  }

  /** Drops cached texts, after a municipality's captions change. */
  invalidate(municipalityId?: number): void {
    for (const key of this.cache.keys()) {
      if (municipalityId === undefined || key.startsWith(`${municipalityId}:`)) this.cache.delete(key);
    }
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
