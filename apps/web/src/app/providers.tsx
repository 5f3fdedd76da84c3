import { MantineProvider } from '@mantine/core';
import { setNonce } from 'get-nonce';
import { type QueryClient, QueryClientProvider } from '../lib/queries';
import { type ReactNode, useEffect } from 'react';
import { TextsProvider } from '../lib/translation';
import type { Texts } from '../lib/i18n';
import { queryClient } from '../lib/query';
import { type Boot, BootProvider } from '../lib/boot';
import { LandingContext } from '../lib/landing';
import { landings } from './modules';
import { cssVariablesResolver, theme } from './theme';

/** The nonce the server put in the page, for the style elements Mantine adds. */
function pageNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

// Dialogs lock the page's scrolling with a style element of their own (react-remove-scroll),
// which takes its nonce from here.
setNonce(pageNonce());

/**
 * Mantine writes its theme's CSS variables into the page itself, all of them: the stylesheet of
 * its defaults (`default-css-variables.css`, ~4 kB gzip) stays out of the first load (decision 0017).
 */
export function Providers({
  boot,
  texts,
  nonce,
  client = queryClient,
  onShown,
  children,
}: {
  boot: Boot;
  texts: Texts;
  /** The page's nonce when the server draws it (`prerender`); the browser reads it from the page. */
  nonce?: string;
  /** The app's cache of answers; the server drawing a page has one for that page. */
  client?: QueryClient;
  /** Called once the app is drawn (or has taken over the page the server drew). */
  onShown?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <MantineProvider
      theme={theme}
      getStyleNonce={nonce === undefined ? pageNonce : () => nonce}
      defaultColorScheme="light"
      deduplicateCssVariables={false}
      cssVariablesResolver={cssVariablesResolver}
    >
      <TextsProvider texts={texts}>
        <QueryClientProvider client={client}>
          {/* A date field's calendar brings its own DatesProvider (components/DateCalendar), with dayjs. */}
          <BootProvider value={boot}>
            <LandingContext.Provider value={landings}>{children}</LandingContext.Provider>
          </BootProvider>
        </QueryClientProvider>
      </TextsProvider>
    </MantineProvider>
  );
}
