/**
 * Texts vary by municipality: a key may carry variants written `key@variant`.
 * For a municipality the most specific variant wins: `@<entity>_<kind>`, then
 * `@<entity>`, then `@<kind>`, then the plain key. Entities are `fbih`, `rs` and `bd`
 * (Brčko District); kinds are `city` and `municipality`.
 */

export type Catalogue = { [key: string]: string | Catalogue };

export type EntityCode = 'fbih' | 'rs' | 'bd';
export type KindCode = 'city' | 'municipality';

const entityCodes: Record<number, EntityCode> = { 1: 'fbih', 2: 'rs', 3: 'bd' };
const kindCodes: Record<number, KindCode> = { 1: 'city', 2: 'municipality' };

/** The variant suffixes to try, most specific first, for an entity and kind id. */
export function variantChain(entity: number, kind: number): string[] {
  const e = entityCodes[entity];
  const k = kindCodes[kind];
  if (!e || !k) throw new Error(`Unknown entity ${entity} or kind ${kind}`);
  return [`${e}_${k}`, e, k];
}

export const VARIANT_SEPARATOR = '@';

/**
 * Returns the catalogue with the variant keys folded into their plain keys. Run over the whole
 * catalogue as an app starts, so only the few keys that have variants are looked at twice.
 */
export function resolveVariants(catalogue: Catalogue, chain: readonly string[]): Catalogue {
  const out: Catalogue = {};
  let varied: Set<string> | undefined;
  for (const [key, value] of Object.entries(catalogue)) {
    const at = key.indexOf(VARIANT_SEPARATOR);
    if (at >= 0) (varied ??= new Set()).add(key.slice(0, at));
    else out[key] = typeof value === 'string' ? value : resolveVariants(value, chain);
  }
  for (const key of varied ?? []) {
    if (typeof out[key] !== 'string') continue;
    const variant = chain.find((v) => typeof catalogue[`${key}${VARIANT_SEPARATOR}${v}`] === 'string');
    if (variant) out[key] = catalogue[`${key}${VARIANT_SEPARATOR}${variant}`] as string;
  }
  return out;
}

/** Applies flat overrides (`home.title` to text) onto a resolved catalogue, in place. */
export function applyOverrides(catalogue: Catalogue, overrides: Record<string, string>): Catalogue {
  for (const [path, text] of Object.entries(overrides)) {
    const parts = path.split('.');
    let node: Catalogue = catalogue;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object') {
        node = {};
        break;
      }
      node = next;
    }
    const last = parts[parts.length - 1];
    // Only existing texts can be overridden, so a stray key cannot add or replace a group.
    if (last !== undefined && typeof node[last] === 'string') node[last] = text;
  }
  return catalogue;
}

/** Every text key of a catalogue, dotted, variant keys included. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/** Looks up a dotted key. */
export function lookup(catalogue: Catalogue, path: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
