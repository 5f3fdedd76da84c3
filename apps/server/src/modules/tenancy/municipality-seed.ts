import type { Entity, LanguageId, MunicipalityKind, Translated } from '@portal/contracts';

/** One municipality of the reference list (see docs/decisions/0004-municipality-list.md). */
export type MunicipalitySeed = {
  id: number;
  /** The place name alone ("Tuzla", "Ključ"); titles such as "Grad Tuzla" come from the catalogues. */
  name: Translated;
  kind: MunicipalityKind;
  entity: Entity;
  /** Centre of the default map view, WGS 84. */
  latitude: number;
  longitude: number;
  /** Map zoom that shows the town and its surroundings. */
  zoom: number;
  primaryLanguageId: LanguageId;
  /** Postal code of the seat. */
  postalCode: string;
};
