import { AccessRight, Profile, type ReportJob, ReportJobStatus } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../lib/auth';
import { toaster } from '../../lib/toast';
import { jobPolling } from './api';
import { callsTo, heading, openReports, reportJob, signIn, watchDownloads } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const JOBS = '/api/Reports/Jobs';

const running = reportJob({
  id: '11111111-1111-4111-8111-111111111111',
  status: ReportJobStatus.Running,
  rowsDone: 250,
  rowsTotal: 1000,
});
const done = reportJob({
  id: '22222222-2222-4222-8222-222222222222',
  report: 'ComplaintsByCategoryAndStatus',
  format: 'xlsx',
  status: ReportJobStatus.Done,
  rowsDone: 12,
  rowsTotal: 12,
  fileName: 'Prijave po kategoriji i statusu 02.03.2026.xlsx',
  size: 8200,
  finishedAt: '2026-03-02T09:16:00.000Z',
});
const failed = reportJob({
  id: '33333333-3333-4333-8333-333333333333',
  format: 'docx',
  status: ReportJobStatus.Failed,
  error: 'report_job_failed',
});

/** The caller's jobs as the server has them now; a test moves them on. */
let jobs: ReportJob[] = [];

function serveJobs(list: ReportJob[]) {
  jobs = list;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === JOBS) return Response.json(jobs);
    if (init?.method === 'DELETE') {
      jobs = jobs.filter((job) => path !== `${JOBS}/${job.id}`);
      return Response.json({ done: true });
    }
    if (path.endsWith('/File')) {
      return new Response('PK', {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': "attachment; filename*=UTF-8''Prijave.xlsx",
        },
      });
    }
    return Response.json([]);
  });
}

describe('the reports page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    jobPolling.intervalMs = 20;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
    jobPolling.intervalMs = 2000;
  });

  it('lists only the reports the caller may run, under their module’s heading', async () => {
    serveJobs([]);
    // A unit's staff (right 16) run the complaint reports, not the usage statistics.
    signIn(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    await openReports('/reports');
    await heading('Izvještaji');
    const group = screen.getByRole('region', { name: 'Prijave problema' });
    const link = within(group).getByRole('link', { name: 'Prijave po kategoriji i statusu' });
    expect(link.getAttribute('href')).toBe('/reports/ComplaintsByCategoryAndStatus');
    expect(
      within(group).getByText('Broj prijava svake kategorije po statusu, u odabranom periodu.'),
    ).toBeDefined();
    expect(within(group).getByRole('link', { name: 'Prijave po vremenu odgovora' })).toBeDefined();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).not.toContain('/reports/UsageStatistics');
  });

  it('shows office staff the usage statistics as well', async () => {
    serveJobs([]);
    signIn(Profile.Office);
    await openReports('/reports');
    await heading('Izvještaji');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/reports/ComplaintsByCategoryAndStatus', '/reports/UsageStatistics']),
    );
  });

  it('says so when the caller has made no files lately', async () => {
    serveJobs([]);
    signIn(Profile.Office);
    await openReports('/reports');
    expect(await screen.findByText('U posljednjem danu niste pokrenuli nijedan izvještaj.')).toBeDefined();
  });

  it('lists the caller’s files with their progress, state and errors, and downloads a finished one', async () => {
    serveJobs([running, done, failed]);
    const downloads = watchDownloads();
    signIn(Profile.Office);
    await openReports('/reports');
    const mine = await screen.findByRole('region', { name: 'Moji izvještaji' });
    const cards = await within(mine).findAllByRole('listitem');
    expect(cards).toHaveLength(3);

    expect(within(cards[0]!).getByText('Prijave po vremenu odgovora')).toBeDefined();
    expect(within(cards[0]!).getByText('PDF')).toBeDefined();
    expect(within(cards[0]!).getByText('U izradi')).toBeDefined();
    expect(within(cards[0]!).getByText('Redovi: 250 od 1.000')).toBeDefined();
    expect(within(cards[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(cards[0]!).getByText(/Pokrenut 02\.03\.2026\. 10:15/)).toBeDefined();
    expect(within(cards[0]!).queryByRole('button', { name: /Preuzmi/ })).toBeNull();

    expect(within(cards[1]!).getByText('Gotov')).toBeDefined();
    expect(within(cards[1]!).getByText(/dostupan do 03\.03\.2026\. 10:15/)).toBeDefined();
    expect(
      within(cards[2]!).getByText('Izvještaj nije izrađen zbog greške. Pokušajte ponovo.'),
    ).toBeDefined();

    await userEvent.click(
      within(cards[1]!).getByRole('button', { name: 'Preuzmi: Prijave po kategoriji i statusu (Excel)' }),
    );
    await waitFor(() => expect(downloads.names).toEqual(['Prijave.xlsx']));
    expect(callsTo(fetchMock, 'GET', `${JOBS}/${done.id}/File`)).toHaveLength(1);
  });

  it('follows a file being made until it is ready', async () => {
    serveJobs([running]);
    signIn(Profile.Office);
    await openReports('/reports');
    const mine = await screen.findByRole('region', { name: 'Moji izvještaji' });
    expect(await within(mine).findByText('Redovi: 250 od 1.000')).toBeDefined();
    jobs = [{ ...running, rowsDone: 900 }];
    expect(await within(mine).findByText('Redovi: 900 od 1.000')).toBeDefined();
    jobs = [{ ...running, status: ReportJobStatus.Done, rowsDone: 1000, fileName: 'Prijave.pdf' }];
    expect(await within(mine).findByText('Gotov')).toBeDefined();
    expect(
      within(mine).getByRole('button', { name: 'Preuzmi: Prijave po vremenu odgovora (PDF)' }),
    ).toBeDefined();
    expect(within(mine).queryByRole('progressbar')).toBeNull();
  });

  it('deletes a file only after confirmation', async () => {
    serveJobs([done]);
    signIn(Profile.Office);
    await openReports('/reports');
    const remove = await screen.findByRole('button', {
      name: 'Obriši: Prijave po kategoriji i statusu (Excel)',
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Obrisati izvještaj „Prijave po kategoriji i statusu“ \(Excel\)\?/),
    ).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    expect(callsTo(fetchMock, 'DELETE', `${JOBS}/${done.id}`)).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Obriši' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `${JOBS}/${done.id}`)).toHaveLength(1));
    expect(await screen.findByText('U posljednjem danu niste pokrenuli nijedan izvještaj.')).toBeDefined();
    expect(toaster.getState().message).toBe('Brisanje je uspješno.');
  });
});
