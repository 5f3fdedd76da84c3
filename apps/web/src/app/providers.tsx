import { MantineProvider } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import type { LanguageKey } from '@portal/contracts';
import 'dayjs/locale/bs.js';
import 'dayjs/locale/hr.js';
import 'dayjs/locale/sr-cyrl.js';
import { setNonce } from 'get-nonce';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Texts } from '../lib/i18n';
import { queryClient } from '../lib/query';
import { type Boot, BootProvider } from '../lib/boot';
import { theme } from './theme';

/** The nonce the server put in the page, for the style elements Mantine adds. */
function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

// Dialogs lock the page's scrolling with a style element of their own (react-remove-scroll),
// which takes its nonce from here.
setNonce(styleNonce());

/** The dayjs locale that names the months and weekdays of date pickers. */
const dateLocales: Record<LanguageKey, string> = { bs: 'bs', hr: 'hr', sr_cyr: 'sr-cyrl' };

/** Date pickers in the UI language, the week starting on Monday. */
export function datesSettings(language: LanguageKey): DatesProviderSettings {
  return { locale: dateLocales[language], firstDayOfWeek: 1 };
}

export function Providers({ boot, texts, children }: { boot: Boot; texts: Texts; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} getStyleNonce={styleNonce} defaultColorScheme="light">
      <I18nextProvider i18n={texts}>
        <QueryClientProvider client={queryClient}>
          <BootProvider value={boot}>
            <DatesProvider settings={datesSettings(boot.language)}>{children}</DatesProvider>
          </BootProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
