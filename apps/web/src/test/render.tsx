import { MantineProvider } from '@mantine/core';
import type { HostingConfiguration, LanguageKey } from '@portal/contracts';
import { lazyNamespaces } from '@portal/i18n';
import { QueryClient, QueryClientProvider } from '../lib/queries';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TextsProvider } from '../lib/translation';
import { createMemoryRouter, type RouteObject, RouterProvider } from '../lib/router';
import { theme } from '../app/theme';
import { configureApi } from '../lib/api-client';
import { BootProvider } from '../lib/boot';
import { loadShownTexts, requireTexts } from '../lib/i18n';

export const hosting: HostingConfiguration = {
  apiBaseUrl: 'http://portal.test/api',
  municipalityId: 6,
  surveyPublicUrl: 'http://portal.test/survey/public-surveys',
  gpsx: 18.6671,
  gpsy: 44.5384,
  applicationType: 1,
  citizenPortalUrl: null,
  map: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geocoderUrl: 'https://geo.test',
    geocoderSearchUrl: 'https://geo.test/search',
    zoom: 13,
  },
  municipality: {
    id: 6,
    name: { bs: 'Tuzla', hr: 'Tuzla', sr_cyr: 'Тузла' },
    kind: 1,
    entity: 1,
    coatOfArmsUrl: '/api/Municipality/GetCoatOfArms/6',
    primaryLanguageId: 1,
    contact: { address: null, phone: null, email: null, website: null },
  },
  sponsors: [],
};

/**
 * Renders inside the app's providers, with the real texts of Tuzla (Bosnian unless another
 * language is given), the lazily loaded namespaces included.
 */
export async function renderWithApp(
  ui: ReactNode,
  {
    language = 'bs',
    municipalityTitle = 'Grad Tuzla',
  }: { language?: LanguageKey; municipalityTitle?: string } = {},
) {
  // Pages are rendered here without their routes, which load the lazy namespaces: all of them,
  // as the texts shown (a block that asks for its own, `requireTexts`, finds them there).
  void requireTexts(lazyNamespaces);
  const texts = await loadShownTexts({ language, municipality: hosting.municipality, overrides: {} });
  configureApi({ t: texts.t });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider theme={theme} env="test">
      <TextsProvider texts={texts}>
        <QueryClientProvider client={client}>
          <BootProvider value={{ hosting, languages: [], language, municipalityTitle }}>{ui}</BootProvider>
        </QueryClientProvider>
      </TextsProvider>
    </MantineProvider>,
  );
}

/** Renders `routes` in a memory router opened at `path`, inside the app's providers. */
export async function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = await renderWithApp(<RouterProvider router={router} />);
  return { router, view };
}
