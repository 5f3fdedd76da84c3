import type { HostingConfiguration, LanguageKey } from '@portal/contracts';
import { tenantTranslator, webCatalogueLoaders } from '@portal/i18n';

/** Loads the texts of one language for the municipality this portal serves. */
export async function loadTexts(options: {
  language: LanguageKey;
  municipality: HostingConfiguration['municipality'];
  overrides: Record<string, string>;
}) {
  const catalogue = await webCatalogueLoaders[options.language]();
  return tenantTranslator({
    language: options.language,
    catalogue,
    entity: options.municipality.entity,
    kind: options.municipality.kind,
    name: options.municipality.name[options.language],
    overrides: options.overrides,
  });
}

export type Texts = Awaited<ReturnType<typeof loadTexts>>;
