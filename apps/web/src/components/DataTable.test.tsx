import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { type ListState, useListState } from '../lib/list-state';
import { type DataTableColumn, type DataTableProps, DataTable, type PagedQuery } from './DataTable';

type Street = { id: number; name: string; district: string };

const streets: Street[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `Ulica ${i + 1}`,
  district: i % 2 ? 'Centar' : 'Slatina',
}));

const columns: DataTableColumn<Street>[] = [
  { key: 'name', header: 'Naziv', render: (s) => s.name, sortKey: 'name' },
  { key: 'district', header: 'Mjesna zajednica', render: (s) => s.district, sortKey: 'district' },
  { key: 'id', header: 'Broj', render: (s) => s.id },
];

type Options = Partial<Omit<DataTableProps<Street>, 'query'>> & {
  /** The records the list holds (all 57 streets unless told). */
  data?: Street[];
  /** Watches the table's calls to setSearch. */
  onSearch?: (text: string) => void;
};

/** A street list on /streets, its state in the memory router's address. */
async function renderStreets(url = '/streets', { data = streets, onSearch, ...props }: Options = {}) {
  function Streets() {
    const list = useListState();
    const state: ListState = {
      ...list,
      setSearch: (text) => {
        onSearch?.(text);
        list.setSearch(text);
      },
    };
    const from = (list.pageNumber - 1) * list.pageSize;
    return (
      <DataTable
        caption="Ulice"
        columns={columns}
        rows={data.slice(from, from + list.pageSize)}
        rowKey={(s) => s.id}
        totalCount={data.length}
        state={state}
        {...props}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/streets', element: <Streets /> },
      { path: '/streets/new', element: <p>Nova ulica: obrazac</p> },
    ],
    { initialEntries: [url] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return { search: () => router.state.location.search, router };
}

const pager = () => screen.getByRole('navigation', { name: 'Stranice' });
const pageButtons = () =>
  within(pager())
    .getAllByRole('button', { name: /^Stranica \d+$/ })
    .map((b) => b.textContent);
const cellsOfColumn = (index: number) =>
  within(screen.getByRole('table', { name: 'Ulice' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent);

describe('data table', () => {
  it('shows one page of rows under their headers, and which records they are', async () => {
    await renderStreets('/streets?page=2');
    const table = screen.getByRole('table', { name: 'Ulice' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Naziv', 'Mjesna zajednica', 'Broj']);
    expect(cellsOfColumn(0)).toEqual(streets.slice(10, 20).map((s) => s.name));
    expect(screen.getByText('Prikazano 11–20 od 57')).toBeDefined();
  });

  it('groups the figures of a long list by thousands', async () => {
    await renderStreets('/streets?page=100000', { totalCount: 1_000_000 });
    expect(screen.getByText('Prikazano 999.991–1.000.000 od 1.000.000')).toBeDefined();
  });

  it('shows at most three pages either side of the current one, and marks it', async () => {
    await renderStreets('/streets?size=5&page=6');
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(within(pager()).getByRole('button', { name: 'Stranica 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(pager()).getByRole('button', { name: 'Stranica 5' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('goes to the page a control names', async () => {
    const list = await renderStreets('/streets?size=5&page=6');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sljedeća stranica' }));
    expect(list.search()).toBe('?size=5&page=7');
    await user.click(screen.getByRole('button', { name: 'Posljednja stranica' }));
    expect(list.search()).toBe('?size=5&page=12');
    expect(pageButtons()).toEqual(['9', '10', '11', '12']);
    expect(screen.getByRole('button', { name: 'Sljedeća stranica' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Prethodna stranica' }));
    expect(list.search()).toBe('?size=5&page=11');
    await user.click(screen.getByRole('button', { name: 'Stranica 8' }));
    expect(list.search()).toBe('?size=5&page=8');
    await user.click(screen.getByRole('button', { name: 'Prva stranica' }));
    expect(list.search()).toBe('?size=5');
    expect(screen.getByRole('button', { name: 'Prethodna stranica' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Prikazano 1–5 od 57')).toBeDefined();
  });

  it('changes the page size and goes back to the first page', async () => {
    const list = await renderStreets('/streets?page=3');
    const user = userEvent.setup();
    const size = screen.getByRole('combobox', { name: 'Broj redova po stranici' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20', '50']);
    await user.selectOptions(size, '20');
    expect(list.search()).toBe('?size=20');
    expect(cellsOfColumn(0)).toHaveLength(20);
    expect(screen.getByText('Prikazano 1–20 od 57')).toBeDefined();
  });

  it('sorts by a header, turns the order round on a second press, and says so with aria-sort', async () => {
    const list = await renderStreets('/streets?page=2');
    const user = userEvent.setup();
    const header = screen.getByRole('columnheader', { name: /Naziv/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await user.click(within(header).getByRole('button', { name: /Naziv/ }));
    expect(list.search()).toBe('?sort=name&dir=asc');
    expect(screen.getByRole('columnheader', { name: /Naziv/ }).getAttribute('aria-sort')).toBe('ascending');
    // From the keyboard as well.
    within(screen.getByRole('columnheader', { name: /Naziv/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(list.search()).toBe('?sort=name&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Naziv/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Mjesna/ }).getAttribute('aria-sort')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Broj' })).queryByRole('button')).toBeNull();
  });

  it('searches once typing pauses, then from the first page', async () => {
    const onSearch = vi.fn();
    const list = await renderStreets('/streets?page=3', { searchLabel: 'Pretraga ulica', onSearch });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Pretraga ulica' }), 'Most');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('Most');
    expect(list.search()).toBe('?q=Most');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows the search of the address, also after the back button', async () => {
    const list = await renderStreets('/streets?q=Most', { searchLabel: true });
    const field = screen.getByRole('searchbox', { name: 'Pretraga' });
    expect(field).toHaveProperty('value', 'Most');
    await act(() => list.router.navigate('/streets?q=Trg'));
    expect(field).toHaveProperty('value', 'Trg');
  });

  it('says when there is nothing to show, and shows no pager', async () => {
    await renderStreets('/streets', { data: [] });
    expect(screen.getByRole('cell', { name: 'Nema zapisa.' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Stranice' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Ulice' }).getAttribute('aria-busy')).toBe('false');
  });

  it('takes its own empty text', async () => {
    await renderStreets('/streets', { data: [], emptyText: 'Nema ulica za ovu pretragu.' });
    expect(screen.getByText('Nema ulica za ovu pretragu.')).toBeDefined();
    expect(screen.queryByText('Nema zapisa.')).toBeNull();
  });

  it('is busy while loading, with a loading row instead of the empty text', async () => {
    await renderStreets('/streets', { data: [], loading: true });
    expect(screen.getByRole('table', { name: 'Ulice' }).getAttribute('aria-busy')).toBe('true');
    expect(within(screen.getByRole('table')).getByRole('status').textContent).toBe('Učitavanje…');
    expect(screen.queryByText('Nema zapisa.')).toBeNull();
  });

  it('keeps the rows of the previous page while the next one loads', async () => {
    await renderStreets('/streets?page=2', { loading: true });
    expect(screen.getByRole('table', { name: 'Ulice' }).getAttribute('aria-busy')).toBe('true');
    expect(cellsOfColumn(0)).toHaveLength(10);
    expect(screen.queryByText('Učitavanje…')).toBeNull();
  });

  it('shows the last page when the address names one past the end', async () => {
    const list = await renderStreets('/streets?page=9');
    await waitFor(() => expect(list.search()).toBe('?page=6'));
    expect(screen.getByText('Prikazano 51–57 od 57')).toBeDefined();
  });

  it('offers an add button that leads to a page', async () => {
    await renderStreets('/streets', { addAction: { label: 'Nova ulica', to: '/streets/new' } });
    const add = screen.getByRole('link', { name: 'Nova ulica' });
    expect(add.getAttribute('href')).toBe('/streets/new');
    await userEvent.setup().click(add);
    expect(await screen.findByText('Nova ulica: obrazac')).toBeDefined();
  });

  it('offers an add button that runs an action, and each row’s actions in a last column', async () => {
    const add = vi.fn();
    await renderStreets('/streets?size=5', {
      addAction: { label: 'Nova ulica', onClick: add },
      rowActions: (s) => <button type="button">Uredi {s.name}</button>,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nova ulica' }));
    expect(add).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('columnheader').at(-1)!.textContent).toBe('Akcije');
    expect(screen.getAllByRole('button', { name: /^Uredi / })).toHaveLength(5);
  });
});

describe('data table of a paged search', () => {
  async function renderQuery(query: PagedQuery<Street>) {
    function Streets() {
      return (
        <DataTable
          caption="Ulice"
          columns={columns}
          query={query}
          rowKey={(s) => s.id}
          state={useListState()}
        />
      );
    }
    const router = createMemoryRouter([{ path: '/streets', element: <Streets /> }], {
      initialEntries: ['/streets'],
    });
    await renderWithApp(<RouterProvider router={router} />);
  }

  it('shows the answer’s page and count, busy while the next page is fetched', async () => {
    await renderQuery({ data: { items: streets.slice(0, 10), totalCount: 57 }, isFetching: true });
    expect(screen.getByRole('table', { name: 'Ulice' }).getAttribute('aria-busy')).toBe('true');
    expect(cellsOfColumn(0)).toEqual(streets.slice(0, 10).map((s) => s.name));
    expect(screen.getByText('Prikazano 1–10 od 57')).toBeDefined();
  });

  it('is loading until the first answer comes', async () => {
    await renderQuery({ data: undefined, isFetching: true });
    expect(within(screen.getByRole('table')).getByRole('status').textContent).toBe('Učitavanje…');
    expect(screen.queryByRole('navigation', { name: 'Stranice' })).toBeNull();
  });
});

describe('data table on a phone', () => {
  /** The window as a 360 px phone reports it to media queries. */
  function phoneWidth() {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  }

  it('shows each row as a card headed by its first column, with the others as labelled lines', async () => {
    phoneWidth();
    try {
      await renderStreets('/streets?page=2');
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Ulice' })).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      const first = within(cards[0]!);
      expect(first.getByText('Ulica 11')).toBeDefined();
      expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual([
        'Mjesna zajednica',
        'Broj',
      ]);
      expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Slatina', '11']);
      expect(screen.getByText('Prikazano 11–20 od 57')).toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sorts by a chosen column and turns the direction with one button', async () => {
    phoneWidth();
    try {
      const list = await renderStreets('/streets?sort=name&dir=asc');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Sortiraj silazno' }));
      expect(list.search()).toBe('?sort=name&dir=desc');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sortiraj po' }), 'Mjesna zajednica');
      expect(list.search()).toBe('?sort=district&dir=asc');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
