import type { AnyEndpoint } from './endpoint';
import type { AnyReport } from './reports';

/**
 * Who a page is for: anyone (`public`), a signed-in person (`signedIn`), or staff whose
 * access admits the page's main call (`staff`). The web's guards, the server's menu and
 * the accessibility sweep read it.
 */
export type PageAudience = 'public' | 'signedIn' | 'staff';

/** The names of a pattern's `:parameters`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PageParams<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<P>, string | number>;

/** A page of the web app, declared once: its pattern and who it is for. */
export type WebPage<P extends string = string> = {
  /** The pattern as the router spells it, with a leading slash (`/complaints/complaint-details/:id`). */
  readonly path: P;
  /** The pattern without the leading slash, for a route under the shell. */
  readonly route: string;
  readonly audience: PageAudience;
  /** The address of one page: the pattern with its parameters filled in (encoded). */
  to(...params: [ParamNames<P>] extends [never] ? [] : [PageParams<P>]): string;
};

/** Declares a module's web pages; each is used by the router, the menu, e-mail links and the sweep. */
export function definePages<const T extends Record<string, { path: string; audience: PageAudience }>>(
  pages: T,
): { readonly [K in keyof T]: WebPage<T[K]['path']> } {
  return Object.fromEntries(
    Object.entries(pages).map(([key, { path, audience }]) => [key, webPage(path, audience)]),
  ) as { readonly [K in keyof T]: WebPage<T[K]['path']> };
}

function webPage(path: string, audience: PageAudience): WebPage {
  if (!path.startsWith('/')) throw new Error(`A page's path starts with "/": ${path}`);
  return {
    path,
    route: path.slice(1),
    audience,
    to: (params?: Record<string, string | number>) =>
      path.replace(/:(\w+)/g, (_, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`The page ${path} needs :${name}`);
        return encodeURIComponent(String(value));
      }),
  };
}

/**
 * A count a module keeps for the usage statistics (new complaints, sign-ins): its key (the
 * column's, camelCase, unique over the portal) and the catalogue key of its heading. The
 * server module gives the count per month (`usageCounts` in its manifest).
 */
export type UsageMeasure = { readonly key: string; readonly label: string };

const USAGE_KEY = /^[a-z][A-Za-z0-9]*$/;

/**
 * What a module declares in `packages/contracts`: its name (the same folder name in
 * contracts, the server's modules and the web's features), its calls and its pages.
 * `modules/index.ts` lists the modules; the registry, the OpenAPI document, the security
 * suites and the accessibility sweep read the list.
 */
export type ContractModule = {
  readonly name: string;
  readonly endpoints: readonly AnyEndpoint[];
  readonly pages: Readonly<Record<string, WebPage>>;
  /** Its reports (decision 0026); their Search and Export calls are among `endpoints`. */
  readonly reports: readonly AnyReport[];
  /** What it counts for the usage statistics (`usage.ts`): a column each, per month. */
  readonly usage: readonly UsageMeasure[];
  /**
   * Whether the web has a feature folder of this name; `false` for a module the shell
   * uses directly (languages, the municipality, the signed-in menu), with the reason.
   */
  readonly webFeature: true | { none: string };
};

/** Declares a module; endpoints are picked out of the given module namespaces and lists. */
export function defineContractModule(module: {
  name: string;
  endpoints: readonly (Record<string, unknown> | readonly unknown[])[];
  pages?: Readonly<Record<string, WebPage>>;
  reports?: readonly AnyReport[];
  usage?: readonly UsageMeasure[];
  webFeature?: true | { none: string };
}): ContractModule {
  const reports = module.reports ?? [];
  for (const measure of module.usage ?? []) {
    if (!USAGE_KEY.test(measure.key)) throw new Error(`A usage measure's key is camelCase: ${measure.key}`);
  }
  return {
    name: module.name,
    endpoints: [
      ...module.endpoints.flatMap((part) =>
        (Array.isArray(part) ? part : Object.values(part)).filter(isEndpoint),
      ),
      ...reports.flatMap((report) => [report.search, report.export, report.exportJob]),
    ],
    pages: module.pages ?? {},
    reports,
    usage: module.usage ?? [],
    webFeature: module.webFeature ?? true,
  };
}

export function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'access' in value &&
    'name' in value
  );
}

export function isContractModule(value: unknown): value is ContractModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'endpoints' in value &&
    'pages' in value &&
    'webFeature' in value
  );
}
