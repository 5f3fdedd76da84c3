import { MantineProvider } from '@mantine/core';
import { setNonce } from 'get-nonce';
import { QueryClientProvider } from '../lib/queries';
import type { ReactNode } from 'react';
import { TextsProvider } from '../lib/translation';
import type { Texts } from '../lib/i18n';
import { queryClient } from '../lib/query';
import { type Boot, BootProvider } from '../lib/boot';
import { LandingContext } from '../lib/landing';
import { landings } from './modules';
import { cssVariablesResolver, theme } from './theme';

/** The nonce the server put in the page, for the style elements Mantine adds. */
function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

// Dialogs lock the page's scrolling with a style element of their own (react-remove-scroll),
// which takes its nonce from here.
setNonce(styleNonce());

/**
 * Mantine writes its theme's CSS variables into the page itself, all of them: the stylesheet of
 * its defaults (`default-css-variables.css`, ~4 kB gzip) stays out of the first load (decision 0017).
 */
export function Providers({ boot, texts, children }: { boot: Boot; texts: Texts; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      getStyleNonce={styleNonce}
      defaultColorScheme="light"
      deduplicateCssVariables={false}
      cssVariablesResolver={cssVariablesResolver}
    >
      <TextsProvider texts={texts}>
        <QueryClientProvider client={queryClient}>
          {/* A date field's calendar brings its own DatesProvider (components/DateCalendar), with dayjs. */}
          <BootProvider value={boot}>
            <LandingContext.Provider value={landings}>{children}</LandingContext.Provider>
          </BootProvider>
        </QueryClientProvider>
      </TextsProvider>
    </MantineProvider>
  );
}
