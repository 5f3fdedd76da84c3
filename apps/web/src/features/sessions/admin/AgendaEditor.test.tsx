import { DataStatus } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { AgendaEditor } from './AgendaEditor';
import { agendaItem, signInAs, stubFonts } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

const agenda = [
  agendaItem(101, 1, 'Usvajanje zapisnika'),
  agendaItem(102, 2, 'Budžet za 2027.', {
    commentCount: 3,
    votes: { for: 5, against: 1, abstained: 0, absent: 2 },
  }),
  agendaItem(103, 2, 'Amandmani', { parentId: 102, subNumber: 1 }),
];

async function open() {
  const router = createMemoryRouter([{ path: '/', element: <AgendaEditor sessionId={12} /> }]);
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('article', { name: 'Tačka 1.' });
}

const row = (name: string) => screen.getByRole('article', { name });
/** The Bosnian name of a row: the first of its Bosnian fields. */
const nameOf = (article: HTMLElement) => within(article).getAllByRole('textbox', { name: /Bosanski/ })[0]!;

/** Types by pasting: the editor renders every row again on each key, slow in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

type Sent = { sessionId: number; items: Record<string, unknown>[] };
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/Sessions/SaveAgendas'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Sent);

describe('the agenda editor', { timeout: 60_000 }, () => {
  let saveAnswer: () => Response;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stubFonts();
    signInAs(1);
    saveAnswer = () => Response.json(agenda);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/GetAgendasBySessionID/12')) return Response.json(agenda);
      if (path.endsWith('/GetNextItemNumber/12/0')) return Response.json({ ordinalNumber: 3, subNumber: 0 });
      if (path.endsWith('/GetNextItemNumber/12/102'))
        return Response.json({ ordinalNumber: 2, subNumber: 2 });
      if (path.endsWith('/SaveAgendas')) return saveAnswer();
      return Response.json([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('adds items and sub-items with proposed numbers, reorders, deletes and saves each row by data status', async () => {
    const user = userEvent.setup();
    await open();
    expect(within(row('Tačka 2.')).getByText(/za: 5, protiv: 1, suzdržani: 0, odsutni: 2/)).toBeDefined();
    expect(within(row('Tačka 2.')).getByRole('button', { name: 'Komentari (3): 2.' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Dodaj tačku' }));
    await fill(user, nameOf(await screen.findByRole('article', { name: 'Tačka 3.' })), 'Razno');
    await user.click(within(row('Tačka 3.')).getByRole('button', { name: 'Dodaj podtačku: 3.' }));
    await fill(user, nameOf(await screen.findByRole('article', { name: 'Podtačka 3.1.' })), 'Prijedlozi');
    await user.click(within(row('Tačka 2.')).getByRole('button', { name: 'Dodaj podtačku: 2.' }));
    await fill(user, nameOf(await screen.findByRole('article', { name: 'Podtačka 2.2.' })), 'Rebalans');

    // The budget goes first; its sub-items follow its number.
    await user.click(within(row('Tačka 2.')).getByRole('button', { name: 'Pomjeri gore: 2.' }));
    expect(nameOf(row('Tačka 1.'))).toHaveProperty('value', 'Budžet za 2027.');
    expect(nameOf(row('Podtačka 1.1.'))).toHaveProperty('value', 'Amandmani');
    expect(nameOf(row('Podtačka 1.2.'))).toHaveProperty('value', 'Rebalans');

    await user.click(within(row('Tačka 2.')).getByRole('button', { name: 'Obriši: 2.' }));
    expect(screen.queryByRole('article', { name: 'Tačka 2.' })).toBeNull();
    expect(screen.getByText('1 tačka će biti obrisana pri spremanju.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Sačuvaj dnevni red' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const { sessionId, items } = saves()[0]!;
    expect(sessionId).toBe(12);
    const shape = items.map((item) => ({
      key: item['key'],
      dataStatus: item['dataStatus'],
      parentKey: item['parentKey'],
      ordinalNumber: item['ordinalNumber'],
      subNumber: item['subNumber'],
      name: (item['name'] as { bs: string }).bs,
    }));
    expect(shape).toEqual([
      {
        key: 101,
        dataStatus: DataStatus.Deleted,
        parentKey: null,
        ordinalNumber: 2,
        subNumber: 0,
        name: 'Usvajanje zapisnika',
      },
      {
        key: 102,
        dataStatus: DataStatus.Updated,
        parentKey: null,
        ordinalNumber: 1,
        subNumber: 0,
        name: 'Budžet za 2027.',
      },
      {
        key: 103,
        dataStatus: DataStatus.Updated,
        parentKey: 102,
        ordinalNumber: 1,
        subNumber: 1,
        name: 'Amandmani',
      },
      {
        key: -1,
        dataStatus: DataStatus.Created,
        parentKey: null,
        ordinalNumber: 3,
        subNumber: 0,
        name: 'Razno',
      },
      {
        key: -2,
        dataStatus: DataStatus.Created,
        parentKey: -1,
        ordinalNumber: 3,
        subNumber: 1,
        name: 'Prijedlozi',
      },
      {
        key: -3,
        dataStatus: DataStatus.Created,
        parentKey: 102,
        ordinalNumber: 1,
        subNumber: 2,
        name: 'Rebalans',
      },
    ]);
    await waitFor(() => expect(toaster.getState().message).toBe('Podaci su sačuvani.'));
  });

  it('shows the refusal of a number already in use, translated, and keeps what was entered', async () => {
    const user = userEvent.setup();
    saveAnswer = () => Response.json({ errors: { items: 'item_number_already_exists' } }, { status: 400 });
    await open();
    await user.click(screen.getByRole('button', { name: 'Dodaj tačku' }));
    await fill(user, nameOf(await screen.findByRole('article', { name: 'Tačka 3.' })), 'Razno');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj dnevni red' }));

    await waitFor(() =>
      expect(toaster.getState().message).toBe(
        'Poruka sistema: Tačka s ovim rednim brojem i podbrojem već postoji.',
      ),
    );
    expect(saves()[0]!.items.map((item) => [item['key'], item['dataStatus']])).toEqual([
      [101, DataStatus.Unchanged],
      [102, DataStatus.Unchanged],
      [103, DataStatus.Unchanged],
      [-1, DataStatus.Created],
    ]);
    expect(nameOf(row('Tačka 3.'))).toHaveProperty('value', 'Razno');
  });
});
