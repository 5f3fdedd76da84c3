import { ComplaintStatus, type ComplaintResponseTemplates } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { AnswersSection } from './AnswersSection';
import { staffComplaint } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

let offered: ComplaintResponseTemplates;

const answers = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/AddComplaintAnswer') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as { text: string });

async function open() {
  await renderWithApp(
    <AnswersSection
      complaint={staffComplaint({
        statusId: ComplaintStatus.Assigned,
        organizationalUnitId: 4,
        organizationalUnitName: 'Služba za komunalne poslove',
      })}
    />,
  );
}

const text = () => screen.getByRole('textbox', { name: /^Tekst odgovora/ }) as HTMLTextAreaElement;

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('choosing an answer template', { timeout: 20_000 }, () => {
  beforeEach(() => {
    offered = {
      reporterLanguageId: 2,
      templates: [
        {
          id: 1,
          name: 'Rupa u planu sanacije',
          categoryId: 3,
          organizationalUnitId: 4,
          text: {
            bs: 'Prijava 154/2026 je u planu sanacije.',
            hr: 'Prijava 154/2026 je u planu sanacije kolnika.',
            sr_cyr: 'Пријава 154/2026 је у плану санације.',
          },
        },
        {
          id: 2,
          name: 'Zaprimljeno',
          categoryId: null,
          organizationalUnitId: null,
          text: { bs: 'Zaprimljeno: Služba.', hr: 'Zaprimljeno: Odjel.', sr_cyr: 'Запримљено: Служба.' },
        },
      ],
    };
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const address = String(url);
      if (address.includes('/GetResponseTemplatesForComplaint/7')) return Response.json(offered);
      if (address.endsWith('/AddComplaintAnswer') && init?.method === 'POST') {
        return Response.json({
          id: 9,
          text: 'x',
          authorName: 'Selma Begić',
          organizationalUnitName: null,
          dateCreated: '2026-03-05T10:00:00.000Z',
          files: [],
        });
      }
      return Response.json({});
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('fills the answer in the reporter’s language, ready text to edit before sending', async () => {
    await open();
    const language = await screen.findByRole('combobox', { name: /^Jezik odgovora/ });
    // The reporter writes Serbian: the answer's language unless the clerk chooses another.
    expect(language).toHaveProperty('value', 'Srpski (ćirilica)');
    await choose(/^Predložak/, 'Rupa u planu sanacije');
    expect(text().value).toBe('Пријава 154/2026 је у плану санације.');
    expect(screen.getByText(/možete ga izmijeniti prije slanja/)).toBeDefined();

    // Another language: the template's text in it, asked about by no dialog (nothing was typed).
    await choose(/^Jezik odgovora/, 'Bosanski');
    expect(text().value).toBe('Prijava 154/2026 je u planu sanacije.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.type(text(), ' Radovi počinju u aprilu.');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji odgovor' }));
    await waitFor(() =>
      expect(answers()).toEqual([
        {
          complaintId: 7,
          text: 'Prijava 154/2026 je u planu sanacije. Radovi počinju u aprilu.',
          fileIds: [],
        },
      ]),
    );
  });

  it('asks before replacing what the clerk typed, and keeps it when told not to', async () => {
    await open();
    await screen.findByRole('combobox', { name: /^Predložak/ });
    await userEvent.type(text(), 'Moj tekst.');
    await choose(/^Predložak/, 'Zaprimljeno');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/zamijenjen tekstom predloška „Zaprimljeno“/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text().value).toBe('Moj tekst.');
    expect(screen.getByRole('combobox', { name: /^Predložak/ })).toHaveProperty('value', '');

    await choose(/^Predložak/, 'Zaprimljeno');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zamijeni tekst' }),
    );
    await waitFor(() => expect(text().value).toBe('Запримљено: Служба.'));
  });

  it('answers in the page’s language when the reporter’s is unknown', async () => {
    offered = { ...offered, reporterLanguageId: null };
    await open();
    expect(await screen.findByRole('combobox', { name: /^Jezik odgovora/ })).toHaveProperty(
      'value',
      'Bosanski',
    );
    await choose(/^Predložak/, 'Zaprimljeno');
    expect(text().value).toBe('Zaprimljeno: Služba.');
  });

  it('shows no choice when no template fits', async () => {
    offered = { reporterLanguageId: 1, templates: [] };
    await open();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('/GetResponseTemplatesForComplaint/7')),
      ).toBe(true),
    );
    // The answer has come (a moment for it to be drawn), and still no choice is offered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('combobox', { name: /^Predložak/ })).toBeNull();
    expect(text()).toBeDefined();
  });
});
