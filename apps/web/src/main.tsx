import './app/styles.css';
import {
  accountsPages,
  getCaptions,
  getHostingConfiguration,
  languageDropdown,
  languageIdByKey,
  LanguageId,
  type LanguageKey,
  startInputs,
} from '@portal/contracts';
import { laterNamespaces, lookup, webCatalogueLoaders, webPartLoaders } from '@portal/i18n';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { call, configureApi } from './lib/api-client';
import { auth } from './lib/auth';
import { loadShownTexts, requireTexts } from './lib/i18n';
import { htmlLang, onLanguageChosen, readStoredLanguage, resolveLanguage } from './lib/language';
import { queryClient, takeCarriedAnswers } from './lib/query';
import { drawnPageTaken, isDrawnPageOurs, restoreDrawnStyles, routerReady } from './lib/drawn-page';

const container = document.getElementById('root')!;
let root: Root | null = null;

/**
 * Starts the portal: the hosting configuration and the languages, then the texts of
 * the chosen language with the municipality's caption overrides, then the app. A
 * language chosen later is put in place the same way, without reloading the page, so
 * that nothing typed into a form is lost.
 */
async function boot(): Promise<void> {
  const stored = readStoredLanguage();
  // The texts the shell draws: someone signed in sees their menu (sign-in's texts) and the
  // messages of what they do from the first page on; a visitor's shell needs neither (decision
  // 0017). Asked for here, they come again with a language chosen later.
  const shell = auth.getSession() ? laterNamespaces : [];
  if (shell.length > 0) void requireTexts(shell);
  // First: the router starts fetching the page's code while the start calls are answered.
  const router = createRouter();
  const languagesCall = call(languageDropdown, startInputs.languages, { quiet: true });
  const hosting = await call(getHostingConfiguration, startInputs.hosting, { quiet: true });
  const languages = await languagesCall;

  /**
   * Shows the app in a language; `first` while starting: quiet, since the start has its own error
   * page, and the shell drawn before the first page's texts have come (`loadShownTexts`).
   */
  async function show(language: LanguageKey, first: boolean): Promise<void> {
    const overrides = await call(getCaptions, startInputs.captions(languageIdByKey[language]), {
      quiet: first,
    });
    // With the lazily loaded texts the pages visited so far need, in this language too.
    const texts = await loadShownTexts({
      language,
      municipality: hosting.municipality,
      overrides,
      ...(first && { shell }),
    });
    const municipalityTitle = texts.t('common.municipality.title', {
      name: hosting.municipality.name[language],
    });
    document.documentElement.lang = htmlLang[language];
    configureApi({
      t: texts.t,
      textsReady: () => requireTexts(laterNamespaces),
      unreachable: 'pages.bootError.title',
      token: () => auth.getSession()?.user.token ?? null,
      // The session has ended on the server: forget it here too, and sign in again.
      goToLogin: () => {
        auth.signOut();
        void router.navigate(accountsPages.login.path);
      },
    });
    const app = (
      <StrictMode>
        <Providers
          boot={{ hosting, languages, language, municipalityTitle }}
          texts={texts}
          onShown={drawnPageTaken}
        >
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    );
    if (root) root.render(app);
    else if (first && isDrawnPageOurs()) {
      // Once the page's code and texts are here (they wait for the texts shown, just made). As a
      // transition: the page is painted already, so taking it over may yield to the browser (a
      // tap, a scroll) instead of holding the main thread for one long task.
      await routerReady(router);
      startTransition(() => {
        root = hydrateRoot(container, app);
      });
    } else {
      root = createRoot(container);
      // At once: a page the server drew that is not the app's here is replaced in one step.
      flushSync(() => root!.render(app));
    }
  }

  // The page the server drew, when it is the one the app draws here: the app takes it over with
  // the answers it was drawn with, once the page's code is here (decision 0031).
  if (isDrawnPageOurs()) {
    takeCarriedAnswers(queryClient);
    restoreDrawnStyles();
  }
  await show(resolveLanguage(stored, hosting.municipality.primaryLanguageId), true);
  onLanguageChosen(async (language) => {
    // A failed call says so in a toast (the central handler) and the page stays as it was.
    await show(language, false);
    // What the server said in the old language (lists, names, menus) is asked for again.
    await queryClient.invalidateQueries();
  });
}

/** When the server cannot be reached, say so in the visitor's language and offer a retry. */
async function showBootError(): Promise<void> {
  const language = resolveLanguage(readStoredLanguage(), LanguageId.Bosnian);
  const [catalogue, messages] = await Promise.all([
    webCatalogueLoaders[language]().catch(() => null),
    webPartLoaders[language].messages().catch(() => null),
  ]);
  const texts = { ...catalogue, ...(messages && { messages: messages.default }) };
  const text = (key: string) => lookup(texts, key) || '';
  const box = document.createElement('div');
  box.className = 'boot-error';
  const title = document.createElement('h1');
  title.textContent = text('pages.bootError.title');
  const message = document.createElement('p');
  message.textContent = text('messages.service_unavailable');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = text('pages.bootError.retry');
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, message, retry);
  document.documentElement.lang = htmlLang[language];
  container.replaceChildren(box);
  drawnPageTaken();
}

boot().catch(() => void showBootError());
