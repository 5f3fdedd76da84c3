import type { LanguageKey } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { signInAs } from '../../../test/auth';
import { renderWithApp } from '../../../test/render';
import { signInCitizen } from './test-support';
import { ReportConfirmationPage } from './ReportConfirmationPage';

const fetchMock = vi.fn<typeof fetch>();
let responseTime: { medianHours: number | null; answeredCount: number } = {
  medianHours: null,
  answeredCount: 0,
};
let detailsStatus = 200;

const complaint = {
  id: 42,
  number: '42/2026',
  title: 'Rupa na cesti',
  categoryId: 3,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: 1,
  dateCreated: '2026-03-02T10:00:00.000Z',
  address: 'Trg slobode 1, Tuzla',
  latitude: 44.54,
  longitude: 18.67,
  organizationalUnitName: null,
  imageId: null,
  overdue: false,
  description: 'Duboka rupa.',
  locationDescription: '',
  organizationalUnitId: null,
  userName: 'Test Citizen',
  mine: true,
  images: [],
  documents: [],
  comments: [],
  answers: [],
  responseHours: null,
  dateResolved: null,
  inappropriate: false,
  visible: true,
};

async function route(url: string): Promise<Response> {
  if (url.endsWith('/Complaints/GetResponseTime')) return Response.json(responseTime);
  if (url.includes('/Complaints/GetByID/42/'))
    return detailsStatus === 200
      ? Response.json(complaint)
      : Response.json({ errors: { general: 'record_not_found' } }, { status: detailsStatus });
  return Response.json({});
}

async function open(path = '/complaints/report-problem/confirmation/42', language: LanguageKey = 'bs') {
  const router = createMemoryRouter(
    [
      { path: '/complaints/report-problem/confirmation/:id', element: <ReportConfirmationPage /> },
      { path: '/complaints/complaint-details/:id', element: <p>detalji</p> },
      { path: '/complaints/my-complaints', element: <p>moje</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />, { language });
  return router;
}

/** The typical time as the page says it, once the answer has arrived. */
async function typicalFor(medianHours: number | null, answeredCount = 12) {
  cleanup();
  responseTime = { medianHours, answeredCount };
  await open();
  await screen.findByText('42/2026');
  return (await screen.findByText(/^(Prvi odgovor|Još nema)/)).textContent;
}

describe('the confirmation after a report', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => route(String(url)));
    responseTime = { medianHours: 50, answeredCount: 12 };
    detailsStatus = 200;
    signInCitizen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    auth.signOut();
  });

  it('gives the number, what happens next, the usual time and the ways on', async () => {
    const router = await open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Prijava je poslana' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('42/2026')).toBeDefined();
    expect(screen.getByText('„Rupa na cesti”')).toBeDefined();
    expect(screen.getByText('Trg slobode 1, Tuzla')).toBeDefined();

    const next = screen.getByRole('region', { name: 'Šta slijedi' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Prijavu pregleda uprava i dodjeljuje je nadležnoj službi.',
      'Nadležna služba odgovara na prijavu; odgovor je na stranici prijave.',
      'Kad je problem otklonjen, prijava se označava kao riješena.',
    ]);
    expect(await screen.findByText('Prvi odgovor obično stigne za 2 dana.')).toBeDefined();
    expect(screen.getByText('Izračunato iz 12 odgovorenih prijava u posljednjih godinu dana.')).toBeDefined();
    expect(screen.getByText(/na nju je stigla potvrda s brojem prijave/)).toBeDefined();

    expect(screen.getByRole('link', { name: 'Otvori prijavu 42/2026' }).getAttribute('href')).toBe(
      '/complaints/complaint-details/42',
    );
    expect(screen.getByRole('link', { name: 'Moje prijave' }).getAttribute('href')).toBe(
      '/complaints/my-complaints',
    );
    expect(document.title).toMatch(/^Prijava je poslana/);
    expect(router.state.location.pathname).toBe('/complaints/report-problem/confirmation/42');
  });

  it('says the usual time with the plural form its number takes', async () => {
    expect(await typicalFor(24)).toBe('Prvi odgovor obično stigne za 1 dan.');
    expect(await typicalFor(21 * 24)).toBe('Prvi odgovor obično stigne za 21 dan.');
    expect(await typicalFor(3 * 24 + 5)).toBe('Prvi odgovor obično stigne za 3 dana.');
    expect(await typicalFor(22 * 24)).toBe('Prvi odgovor obično stigne za 22 dana.');
    expect(await typicalFor(11 * 24)).toBe('Prvi odgovor obično stigne za 11 dana.');
    expect(await typicalFor(1)).toBe('Prvi odgovor obično stigne za 1 sat.');
    // Under an hour is an hour.
    expect(await typicalFor(0.2)).toBe('Prvi odgovor obično stigne za 1 sat.');
    expect(await typicalFor(3)).toBe('Prvi odgovor obično stigne za 3 sata.');
    expect(await typicalFor(5)).toBe('Prvi odgovor obično stigne za 5 sati.');
    expect(await typicalFor(21)).toBe('Prvi odgovor obično stigne za 21 sat.');
  });

  it('says how many answers the figure is taken from, in the right form', async () => {
    responseTime = { medianHours: 30, answeredCount: 21 };
    await open();
    expect(
      await screen.findByText('Izračunato iz 21 odgovorene prijave u posljednjih godinu dana.'),
    ).toBeDefined();
  });

  it('says so when there are too few answers to tell', async () => {
    expect(await typicalFor(null, 3)).toBe(
      'Još nema dovoljno odgovorenih prijava da bismo rekli koliko obično traje do odgovora.',
    );
    expect(screen.queryByText(/^Izračunato iz/)).toBeNull();
  });

  it('speaks Serbian Cyrillic, plurals too', async () => {
    responseTime = { medianHours: 4 * 24, answeredCount: 5 };
    await open(undefined, 'sr_cyr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Пријава је послата' })).toBeDefined();
    expect(await screen.findByText('Први одговор обично стигне за 4 дана.')).toBeDefined();
    expect(screen.getByText('Израчунато из 5 одговорених пријава у посљедњих годину дана.')).toBeDefined();
  });

  it('tells an anonymous citizen how to follow it without e-mail', async () => {
    auth.signOut();
    signInAs(2);
    await open();
    expect(await screen.findByText(/Kao anonimni građanin ne dobijate e-poruke/)).toBeDefined();
    expect(screen.queryByText(/stigla potvrda/)).toBeNull();
  });

  it('says the report is not found for an unknown or foreign number', async () => {
    detailsStatus = 404;
    await open();
    expect(await screen.findByRole('heading', { name: 'Prijava nije pronađena' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Moje prijave/ }).getAttribute('href')).toBe(
      '/complaints/my-complaints',
    );
    cleanup();
    fetchMock.mockClear();
    await open('/complaints/report-problem/confirmation/abc');
    expect(await screen.findByRole('heading', { name: 'Prijava nije pronađena' })).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/GetByID/'))).toBe(false);
  });
});
