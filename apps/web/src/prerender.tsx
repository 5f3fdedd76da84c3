import { AsyncLocalStorage } from 'node:async_hooks';
import type { Prerender, PrerenderInput } from '@portal/contracts';
import { lazyNamespaces } from '@portal/i18n';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { configureApi, sendCallsWith } from './lib/api-client';
import { loadShownTexts } from './lib/i18n';
import { PhoneGuess } from './lib/media';
import { QueryClient } from './lib/queries';
import { queryDefaults } from './lib/query';
import { routerReady } from './lib/drawn-page';
import { createMemoryRouter, RouterProvider } from './lib/router';

/** How long one drawing may wait for code; what has not come by then is drawn as its fallback. */
const WAIT_MS = 1000;
/** Drawings to load code and answers at most: answers can lead to others (a page's code, then its data). */
const PASSES = 3;

/** Whether a value reads back the same from JSON (an answer as the page can carry it; not a file). */
function isJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isJson);
}

/** The calls of the page being drawn, answered by the server for the visitor who asked for it. */
const calls = new AsyncLocalStorage<PrerenderInput['send']>();

sendCallsWith(async (input, init) => {
  const send = calls.getStore();
  if (!send) throw new Error('A call outside a page drawing');
  const answer = await send({
    method: init?.method ?? 'GET',
    url: String(input),
    headers: (init?.headers ?? {}) as Record<string, string>,
    ...(typeof init?.body === 'string' && { body: init.body }),
  });
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  });
});
// No one sees a failure here: the page is drawn as the app shows it (its error), and the app asks again.
configureApi({ silent: true });

/** Draws the page once, waiting for the code it loads (`lazy`); the markup is not kept. */
async function load(page: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(page, { signal: AbortSignal.timeout(WAIT_MS) });
  for await (const _chunk of prelude);
}

/**
 * A page as the app first shows it to a visitor, drawn on the server by the app's own components
 * (decision 0031), for the page’s HTML: the browser paints it before the app's code has come,
 * and the app, started with the same answers, takes it over (hydrates it). No one is signed in
 * here (`lib/auth` has no storage on the server), and what lies below the screen stays as the
 * app first leaves it (`NearScreen`). The answers the components ask for as they mount are
 * fetched (through `send`) and the page drawn again with them.
 */
export const prerender: Prerender = async (input) => {
  // Every namespace: a page's own are then in the texts whichever page it is.
  const texts = await loadShownTexts({
    language: input.language,
    municipality: input.hosting.municipality,
    overrides: input.overrides,
    shell: lazyNamespaces,
  });
  const municipalityTitle = texts.t('common.municipality.title', {
    name: input.hosting.municipality.name[input.language],
  });
  const router = createMemoryRouter(routes, { initialEntries: [input.url] });
  await routerReady(router);
  const client = new QueryClient(queryDefaults);
  client.collect();
  const page = (
    <Providers
      boot={{
        hosting: input.hosting,
        languages: input.languages,
        language: input.language,
        municipalityTitle,
      }}
      texts={texts}
      nonce={input.nonce}
      client={client}
    >
      <PhoneGuess.Provider value={input.phone}>
        <RouterProvider router={router} />
      </PhoneGuess.Provider>
    </Providers>
  );
  try {
    return await calls.run(input.send, async () => {
      for (let pass = 0; pass < PASSES; pass++) {
        await load(page);
        const wanted = client.takeWanted();
        if (wanted.length === 0) break;
        await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      }
      // With its code and answers all here, the page is drawn at once: a part still waiting would
      // be drawn as its fallback (a streamed drawing would need a script to put it in place).
      const answers = client.answers().filter((answer) => isJson(answer.data));
      return { html: renderToString(page), answers };
    });
  } finally {
    client.clear();
  }
};
