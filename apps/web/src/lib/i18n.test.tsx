import { act, render, screen } from '@testing-library/react';
import { TextsProvider, useTranslation } from './translation';
import { createMemoryRouter, Link, RouterProvider } from './router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hosting } from '../test/render';
import type * as I18n from './i18n';

const doboj = {
  ...hosting.municipality,
  id: 1,
  entity: 2 as const,
  kind: 1 as const,
  name: { bs: 'Doboj', hr: 'Doboj', sr_cyr: 'Добој' },
};

/** The module afresh: which namespaces were asked for and which texts are shown is its state. */
let i18n: typeof I18n;
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n');
});

/** A page whose heading is the text of `key`, noting every text it was drawn with in `seen`. */
function titledPage(key: string, seen: string[]) {
  return function TitledPage() {
    const { t } = useTranslation();
    const title = t(key);
    seen.push(title);
    return <h1>{title}</h1>;
  };
}

describe('texts of the portal', () => {
  it('follow the municipality: its variants, its title and its own wording', async () => {
    const texts = await i18n.loadTexts({
      language: 'sr_cyr',
      municipality: doboj,
      overrides: { 'common.footer.newsletterTitle': 'Билтен Града Добоја' },
    });
    expect(texts.t('common.council.name')).toBe('Скупштина града');
    expect(texts.t('common.topBar.coatOfArms')).toBe('Грб: Град Добој');
    expect(texts.t('common.footer.newsletterTitle')).toBe('Билтен Града Добоја');
  });

  it('name the municipality’s own administration in the long texts', async () => {
    const brcko = {
      ...hosting.municipality,
      id: 12,
      entity: 3 as const,
      kind: 1 as const,
      name: { bs: 'Brčko', hr: 'Brčko', sr_cyr: 'Брчко' },
    };
    const texts = await i18n.loadTexts({
      language: 'bs',
      municipality: brcko,
      overrides: {},
      namespaces: ['content'],
    });
    expect(texts.t('content.helpContacts.s02_body')).toContain('obratite se Vladi Brčko distrikta.');
    expect(texts.t('content.terms.s04_body')).not.toMatch(/gradsk|općinsk/);
  });
});

describe('lazily loaded texts (decision 0017)', () => {
  it('are not in the first load, and come resolved as the rest: variants and overrides', async () => {
    const texts = await i18n.loadTexts({
      language: 'bs',
      municipality: doboj,
      overrides: { 'sessionsAdmin.list.add': 'Zakaži sjednicu', 'common.footer.newsletterTitle': 'Bilten' },
    });
    expect(texts.exists('sessionsAdmin.list.title')).toBe(false);
    expect(texts.exists('content.terms.title')).toBe(false);

    await i18n.addTexts(texts, ['sessionsAdmin']);
    // Republika Srpska's variant, the municipality's own caption, and the rest kept.
    expect(texts.t('sessionsAdmin.list.title')).toBe('Sjednice skupštine');
    expect(texts.t('sessionsAdmin.list.add')).toBe('Zakaži sjednicu');
    expect(texts.t('common.footer.newsletterTitle')).toBe('Bilten');
    expect(texts.t('common.council.name')).toBe('Skupština grada');
    expect(texts.exists('complaintsAdmin.list.title')).toBe(false);
  });

  it('load before the page of a route that declares them is drawn, and again in a new language', async () => {
    const seen: string[] = [];
    const StaffPage = titledPage('sessionsAdmin.list.title', seen);
    function Home() {
      const { t } = useTranslation();
      return <Link to="/content">{t('common.menu.home')}</Link>;
    }
    const ContentPage = titledPage('content.terms.title', seen);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => <p>…</p>,
          children: [
            { index: true, Component: Home },
            i18n.withTexts(['sessionsAdmin'], {
              path: 'staff',
              lazy: async () => ({ Component: StaffPage }),
            }),
            // A group's own lazy: its children are drawn once the group's texts are in.
            i18n.withTexts(['content'], { children: [{ path: 'content', Component: ContentPage }] }),
          ],
        },
      ],
      { initialEntries: ['/staff'] },
    );

    // The router asked for the route's texts before any were shown: they come with the first.
    const bs = await i18n.loadShownTexts({
      language: 'bs',
      municipality: hosting.municipality,
      overrides: {},
    });
    expect(bs.exists('sessionsAdmin.list.title')).toBe(true);
    const view = render(
      <TextsProvider texts={bs}>
        <RouterProvider router={router} />
      </TextsProvider>,
    );
    await screen.findByRole('heading', { name: 'Sjednice vijeća' });

    // A later page's texts are added to the texts shown before it is drawn.
    expect(bs.exists('content.terms.title')).toBe(false);
    await act(() => router.navigate('/content'));
    await screen.findByRole('heading', { name: bs.t('content.terms.title') });
    expect(bs.exists('content.terms.title')).toBe(true);

    // Another language: the routes' lazy functions have run, their texts come all the same.
    await act(() => router.navigate('/staff'));
    const sr = await i18n.loadShownTexts({
      language: 'sr_cyr',
      municipality: hosting.municipality,
      overrides: {},
    });
    expect(sr.exists('sessionsAdmin.list.title')).toBe(true);
    expect(sr.exists('content.terms.title')).toBe(true);
    view.rerender(
      <TextsProvider texts={sr}>
        <RouterProvider router={router} />
      </TextsProvider>,
    );
    await screen.findByRole('heading', { name: 'Сједнице вијећа' });
    await act(() => router.navigate('/content'));
    await screen.findByRole('heading', { name: sr.t('content.terms.title') });

    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /^(sessionsAdmin|content)\./.test(text))).toEqual([]);
  });

  it('at the first show, wait only for the shell’s; the first page’s follow before it is drawn', async () => {
    const seen: string[] = [];
    const StaffPage = titledPage('sessionsAdmin.list.title', seen);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => <p>…</p>,
          children: [
            i18n.withTexts(['sessionsAdmin'], {
              path: 'staff',
              lazy: async () => ({ Component: StaffPage }),
            }),
          ],
        },
      ],
      { initialEntries: ['/staff'] },
    );
    // The route asked for its texts as the router started; the shell's are the ones waited for.
    const bs = await i18n.loadShownTexts({
      language: 'bs',
      municipality: hosting.municipality,
      overrides: {},
      shell: ['accounts'],
    });
    expect(bs.exists('accounts.menu.logout')).toBe(true);
    expect(bs.exists('sessionsAdmin.list.title')).toBe(false);
    render(
      <TextsProvider texts={bs}>
        <RouterProvider router={router} />
      </TextsProvider>,
    );
    await screen.findByRole('heading', { name: 'Sjednice vijeća' });
    expect(seen.filter((text) => text.startsWith('sessionsAdmin.'))).toEqual([]);
  });

  it('asked for while a language loads come with it', async () => {
    await i18n.loadShownTexts({ language: 'bs', municipality: hosting.municipality, overrides: {} });
    const switching = i18n.loadShownTexts({
      language: 'hr',
      municipality: hosting.municipality,
      overrides: {},
    });
    const asked = i18n.requireTexts(['complaintsAdmin']);
    const hr = await switching;
    await asked;
    expect(hr.exists('complaintsAdmin.list.title')).toBe(true);
  });

  it('are asked for by the reports pages for the modules whose captions their reports use', async () => {
    const { reportTexts } = await import('../features/reports/registry');
    expect(reportTexts()).toEqual(expect.arrayContaining(['reports', 'complaintsAdmin', 'sessionsAdmin']));
  });
});
