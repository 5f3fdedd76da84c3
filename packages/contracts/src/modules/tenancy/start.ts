import { LanguageId, type LanguageKey } from '../../enums';
import type { LanguageItem } from '../languages/languages';
import type { HostingConfiguration } from './tenancy';

/**
 * The inputs of the calls the web app starts with on every page, before it can draw anything:
 * the hosting configuration (`getHostingConfiguration`), the languages (`languageDropdown`) and
 * the caption overrides of the language it shows (`getCaptions`). The server answers them in the
 * page itself (`startCallPaths`), so that the first paint waits for no call; the app makes them
 * the same way when the page carries no answer. Plain data, so that the web's first load takes
 * the endpoints' descriptors and no schema (decision 0017).
 */
export const startInputs = {
  hosting: {},
  languages: { params: { id: 0, onlyActive: true, languageId: LanguageId.Bosnian } },
  captions: (languageId: LanguageId) => ({ params: { languageId } }),
} as const;

/**
 * What the server gives the web app's page drawing (apps/web `prerender`) to draw a page for a
 * visitor as the app's first show would (decision 0031): the start calls' answers, the language
 * and whether the browser is a phone's (its user agent says so; the app checks it as it starts).
 */
export type PrerenderInput = {
  /** The address asked for: path and query. */
  url: string;
  hosting: HostingConfiguration;
  languages: LanguageItem[];
  language: LanguageKey;
  overrides: Record<string, string>;
  /** Put in the style elements the page draws. */
  nonce: string;
  phone: boolean;
  /** Answers the page's calls (`/api/…`) as the server would answer the visitor's browser. */
  send: (request: PrerenderCall) => Promise<PrerenderAnswer>;
};

export type PrerenderCall = { method: string; url: string; headers: Record<string, string>; body?: string };
export type PrerenderAnswer = { status: number; contentType: string; body: string };

/**
 * A page drawn for a visitor: its markup, and the answers it was drawn with (each under the key
 * the app keeps it by), for the app to start with.
 */
export type Prerendered = { html: string; answers: { key: readonly unknown[]; data: unknown }[] };

/** The element of a drawn page that carries the answers it was drawn with (`Prerendered['answers']`). */
export const DRAWN_ANSWERS_ID = 'page-queries';

/** The style element of a drawn page: its stylesheets' text and its elements' style attributes. */
export const DRAWN_STYLES_ID = 'drawn-styles';

/** Draws a page for a visitor; rejects when the page cannot be drawn without a browser. */
export type Prerender = (input: PrerenderInput) => Promise<Prerendered>;
