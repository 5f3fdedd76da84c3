/**
 * The global function through which the server's build of the page drawing (`prerender`) hears
 * of each of the app's modules loaded lazily (vite.config `pageImports`, decision 0031), by
 * the name the web build's manifest gives it.
 */
export const PAGE_IMPORT = 'portal.pageImport';

export type PageImportListener = (module: string) => void;
