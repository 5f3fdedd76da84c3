import type { HostingConfiguration, LanguageKey } from '@portal/contracts';
import {
  type LazyNamespace,
  tenantCatalogue,
  tenantTranslator,
  webCatalogueLoaders,
  webPartLoaders,
} from '@portal/i18n';
import type { RouteObject } from './router';

export type TextsOptions = {
  language: LanguageKey;
  municipality: HostingConfiguration['municipality'];
  overrides: Record<string, string>;
};

export type Texts = ReturnType<typeof tenantTranslator>;

/** What each translator was made from, and the lazy namespaces added to it (or being added). */
const made = new WeakMap<Texts, { options: TextsOptions; parts: Map<LazyNamespace, Promise<void>> }>();

/**
 * Starts loading namespaces' chunks without waiting for them, so that they come beside the
 * catalogue; `addTexts` takes them from the module cache (a failure is met again there).
 */
function startLoading(language: LanguageKey, namespaces: readonly LazyNamespace[]): void {
  for (const namespace of namespaces) void webPartLoaders[language][namespace]().catch(() => undefined);
}

/**
 * Loads the texts of one language for the municipality this portal serves: the first
 * load's catalogue and the lazily loaded `namespaces` asked for (decision 0017).
 */
export async function loadTexts(
  options: TextsOptions & { namespaces?: readonly LazyNamespace[] },
): Promise<Texts> {
  const { namespaces = [], ...origin } = options;
  startLoading(origin.language, namespaces);
  const catalogue = await webCatalogueLoaders[origin.language]();
  const texts = tenantTranslator({
    language: origin.language,
    catalogue,
    entity: origin.municipality.entity,
    kind: origin.municipality.kind,
    name: origin.municipality.name[origin.language],
    overrides: origin.overrides,
  });
  made.set(texts, { options: origin, parts: new Map() });
  await addTexts(texts, namespaces);
  return texts;
}

/**
 * Adds lazily loaded namespaces to texts `loadTexts` made, each once, in their language and
 * resolved as the rest: the municipality's variants and caption overrides.
 */
export async function addTexts(texts: Texts, namespaces: readonly LazyNamespace[]): Promise<void> {
  const origin = made.get(texts);
  if (!origin) throw new Error('Texts not made by loadTexts');
  const { options, parts } = origin;
  await Promise.all(
    namespaces.map((namespace) => {
      let added = parts.get(namespace);
      if (!added) {
        added = webPartLoaders[options.language][namespace]().then(({ default: part }) => {
          const resolved = tenantCatalogue({
            catalogue: { [namespace]: part },
            entity: options.municipality.entity,
            kind: options.municipality.kind,
            overrides: options.overrides,
          });
          texts.add(resolved);
        });
        // A part that failed to load (the network) is tried again by the next page that needs it.
        added.catch(() => parts.delete(namespace));
        parts.set(namespace, added);
      }
      return added;
    }),
  );
}

/** The lazily loaded namespaces the app's pages have asked for so far, in whichever language. */
const wanted = new Set<LazyNamespace>();
/** The texts the app shows now. */
let shown: Texts | undefined;
let markShown: () => void = () => undefined;
const firstShown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * The texts for the app to show in a language: the catalogue and every namespace its pages
 * have asked for so far, those asked for while these load included, so a page already
 * visited never shows a key after a change of language. Pages' namespaces are added to them
 * from now on (`requireTexts`).
 *
 * The app's first show passes `shell`, the namespaces the shell draws (none for a visitor):
 * no page is drawn yet, so the texts resolve with those alone and the shell is painted while
 * the first page's namespaces, asked for by its route as the app starts, are still loading
 * (they start now and are added before the route draws its page).
 */
export async function loadShownTexts(
  options: TextsOptions & { shell?: readonly LazyNamespace[] },
): Promise<Texts> {
  const { shell, ...origin } = options;
  if (shell) {
    startLoading(origin.language, [...wanted]);
    const texts = await loadTexts({ ...origin, namespaces: shell });
    shown = texts;
    markShown();
    return texts;
  }
  // Those asked for already (the first page's, its route asks as the app starts) load beside the catalogue.
  const texts = await loadTexts({ ...origin, namespaces: [...wanted] });
  let asked: number;
  do {
    asked = wanted.size;
    await addTexts(texts, [...wanted]);
  } while (wanted.size !== asked);
  shown = texts;
  markShown();
  return texts;
}

/**
 * Adds namespaces to the texts shown, and to those of any language chosen later; resolves
 * once they can be shown. Before the app's first texts are loaded, it waits for them.
 */
export async function requireTexts(namespaces: readonly LazyNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await firstShown;
  await addTexts(shown!, namespaces);
}

/**
 * Loads code beside the lazily loaded namespaces it draws, and resolves with it once both are
 * there: a route's page (`withTexts`), a block of the shell or of the home page.
 */
export async function loadWithTexts<M>(
  namespaces: readonly LazyNamespace[],
  load: () => Promise<M>,
): Promise<M> {
  const [loaded] = await Promise.all([load(), requireTexts(namespaces)]);
  return loaded;
}

/**
 * A route whose pages need lazily loaded namespaces (decision 0017): its `lazy` (its own
 * one wrapped, or one of its own for a group such as an access guard) resolves once they
 * are in the texts shown, so the router draws none of its pages before. A language chosen
 * later brings them along (`loadShownTexts`).
 */
export function withTexts(namespaces: readonly LazyNamespace[], route: RouteObject): RouteObject {
  const own = route.lazy;
  if (own !== undefined && typeof own !== 'function') {
    throw new Error('withTexts takes a route whose lazy is a function, or one without lazy');
  }
  const lazy = () => loadWithTexts(namespaces, own ?? (async () => ({})));
  return { ...route, lazy } as RouteObject;
}
