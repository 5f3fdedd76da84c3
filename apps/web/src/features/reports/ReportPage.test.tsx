import { AccessRight, Profile, type ReportJob, ReportJobStatus } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../lib/auth';
import { toaster } from '../../lib/toast';
import { jobPolling } from './api';
import { callsTo, heading, openReports, reportJob, signIn, watchDownloads } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const BY_ANSWER_TIME = '/api/Reports/ComplaintsByAnswerTime';
const BY_TIME_PERIOD = '/api/Reports/ComplaintsByTimePeriod';

const row = {
  number: '154/2026',
  title: 'Udarna rupa u Ulici Maršala Tita',
  category: 'Putevi',
  organizationalUnit: 'Služba za komunalne poslove',
  dateCreated: '2026-03-02T09:15:00.000Z',
  firstAnswer: '2026-03-05T11:45:00.000Z',
  answerHours: 74.5,
  overLimit: 'Odgovor nakon 72 sata',
};

/** The export being made, as the server has it now; a test moves it on. */
let job: ReportJob = reportJob();
/** What the export call answers: the job, or a refusal. */
let exportAnswer: () => Response = () => Response.json(job);

function serve() {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === `${BY_ANSWER_TIME}/Search`)
      return Response.json({ items: [row], totalCount: 45, chart: null });
    if (path === `${BY_TIME_PERIOD}/Search`) {
      return Response.json({
        items: [{ month: '03.2026.', reported: 12, resolved: 9, averageHours: 30 }],
        totalCount: 1,
        chart: {
          categories: ['03.2026.', '04.2026.'],
          series: [
            { key: 'reported', values: [12, 1250] },
            { key: 'resolved', values: [9, 7] },
          ],
        },
      });
    }
    if (path === '/api/Reports/UsageStatistics/Search') {
      return Response.json({
        items: [
          { month: '10.2026.', newUsers: 3, signIns: 40, newComplaints: 7, complaintComments: 2 },
          { month: '11.2026.', newUsers: 1, signIns: 25, newComplaints: 4, complaintComments: 0 },
          { month: 'Ukupno', newUsers: 4, signIns: 65, newComplaints: 11, complaintComments: 2 },
        ],
        totalCount: 3,
        chart: null,
      });
    }
    if (path === `${BY_ANSWER_TIME}/ExportJob`) return exportAnswer();
    if (path === `/api/Reports/Jobs/${job.id}`) return Response.json(job);
    if (path === `/api/Reports/Jobs/${job.id}/File`) {
      return new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''Prijave%20po%20vremenu%20odgovora.pdf",
        },
      });
    }
    return Response.json([]);
  });
}

describe('a report’s page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    jobPolling.intervalMs = 20;
    job = reportJob();
    exportAnswer = () => Response.json(job);
    serve();
    signIn(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
    jobPolling.intervalMs = 2000;
  });

  it('searches with the filters of the address and shows the rows as the file writes them, with pages', async () => {
    await openReports(
      '/reports/ComplaintsByAnswerTime?dateFrom=2026-01-01&categoryId=3&overLimitOnly=1&size=20',
    );
    await heading('Prijave po vremenu odgovora');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${BY_ANSWER_TIME}/Search`)[0]).toEqual({
        dateFrom: '2026-01-01',
        categoryId: 3,
        overLimitOnly: true,
        languageId: 1,
        pageNumber: 1,
        pageSize: 20,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Prijave po vremenu odgovora' });
    const cells = within(within(table).getAllByRole('row')[1]!);
    expect(cells.getByText('154/2026')).toBeDefined();
    expect(cells.getByText('02.03.2026. 10:15')).toBeDefined();
    expect(cells.getByText('05.03.2026. 12:45')).toBeDefined();
    expect(cells.getByText('74,5 h')).toBeDefined();
    expect(screen.getByText('Prikazano 1–20 od 45')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Stranica 2' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${BY_ANSWER_TIME}/Search`).at(-1)).toMatchObject({
        overLimitOnly: true,
        pageNumber: 2,
        pageSize: 20,
      }),
    );
  });

  it('writes a report’s totals row in bold, as its files do', async () => {
    signIn(Profile.Manager);
    await openReports('/reports/UsageStatistics');
    const table = await screen.findByRole('table', { name: 'Statistika korištenja' });
    await within(table).findByText('Ukupno');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByText('Ukupno').closest('strong')).not.toBeNull();
    expect(within(rows[3]!).getByText('65').closest('strong')).not.toBeNull();
    expect(within(rows[2]!).getByText('11.2026.').closest('strong')).toBeNull();
    // Figures on the right, as in the files; the months' names on the left.
    expect(within(rows[2]!).getByText('25').closest('td')?.style.textAlign).toBe('right');
    expect(within(rows[0]!).getAllByRole('columnheader')[1]?.style.textAlign).toBe('right');
    expect(within(rows[2]!).getByText('11.2026.').closest('td')?.style.textAlign).not.toBe('right');
  });

  it('searches again from the first page when a filter changes', async () => {
    await openReports('/reports/ComplaintsByAnswerTime?page=3');
    await heading('Prijave po vremenu odgovora');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${BY_ANSWER_TIME}/Search`)[0]).toMatchObject({ pageNumber: 3 }),
    );
    await userEvent.click(screen.getAllByLabelText('Samo odgovorene nakon 72 sata ili bez odgovora')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Ne' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${BY_ANSWER_TIME}/Search`).at(-1)).toEqual({
        overLimitOnly: false,
        languageId: 1,
        pageNumber: 1,
        pageSize: 10,
      }),
    );
  });

  it('draws the chart and gives its figures to screen readers, series named by their columns', async () => {
    await openReports('/reports/ComplaintsByTimePeriod');
    const chart = await screen.findByRole('region', { name: 'Grafikon' });
    const figures = await within(chart).findByRole('table', { name: 'Prijave po vremenskom periodu' });
    const headers = within(figures)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Mjesec', 'Prijavljeno', 'Riješeno']);
    const april = within(within(figures).getAllByRole('row')[2]!);
    expect(april.getByRole('rowheader').textContent).toBe('04.2026.');
    expect(april.getByText('1.250')).toBeDefined();
  });

  it('starts an export with the filters shown, follows its progress and downloads the file when ready', async () => {
    const downloads = watchDownloads();
    await openReports('/reports/ComplaintsByAnswerTime?dateFrom=2026-01-01&page=2');
    await heading('Prijave po vremenu odgovora');
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${BY_ANSWER_TIME}/ExportJob`)).toEqual([
        { dateFrom: '2026-01-01', languageId: 1, format: 'pdf' },
      ]),
    );
    const exports = screen.getByRole('region', { name: 'Preuzimanje datoteke' });
    expect(await within(exports).findByText('Čeka na izradu')).toBeDefined();

    job = { ...job, status: ReportJobStatus.Running, rowsDone: 500, rowsTotal: 1000 };
    expect(await within(exports).findByText('Redovi: 500 od 1.000')).toBeDefined();
    expect(
      within(exports).getByRole('progressbar', { name: 'Izrada: PDF' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(downloads.names).toEqual([]);

    job = {
      ...job,
      status: ReportJobStatus.Done,
      rowsDone: 1000,
      fileName: 'Prijave po vremenu odgovora.pdf',
    };
    await waitFor(() => expect(downloads.names).toEqual(['Prijave po vremenu odgovora.pdf']));
    expect(await downloads.blobs[0]!.text()).toBe('%PDF-1.7');
    expect(within(exports).getByText('Gotov')).toBeDefined();
    expect(within(exports).getByRole('button', { name: 'Preuzmi: PDF' })).toBeDefined();
    // Downloaded once, however often the finished job is asked after.
    expect(callsTo(fetchMock, 'GET', `/api/Reports/Jobs/${job.id}/File`)).toHaveLength(1);
  });

  it('shows why an export was refused, as the server words it', async () => {
    exportAnswer = () =>
      Response.json(
        {
          errors: { format: 'report_too_many_rows' },
          params: { format: { count: 150_000, maximum: 100_000 } },
        },
        { status: 400 },
      );
    await openReports('/reports/ComplaintsByAnswerTime');
    await heading('Prijave po vremenu odgovora');
    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() =>
      expect(toaster.getState().message).toBe(
        'Poruka sistema: Izvještaj bi imao 150.000 redova, a najviše ih može imati 100.000. Suzite filtere (na primjer kraći period) i pokušajte ponovo.',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says a report by an unknown name does not exist', async () => {
    await openReports('/reports/NoSuchReport');
    await heading('Stranica nije pronađena');
    expect(screen.getByRole('link', { name: 'Svi izvještaji' }).getAttribute('href')).toBe('/reports');
  });

  it('refuses a report the caller may not run', async () => {
    await openReports('/reports/UsageStatistics');
    await heading('Zabranjeno!');
    expect(callsTo(fetchMock, 'POST', '/api/Reports/UsageStatistics/Search')).toEqual([]);
  });
});
