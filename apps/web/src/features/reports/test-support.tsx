import { type ReportJob, ReportJobStatus } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { vi } from 'vitest';
import { auth } from '../../lib/auth';
import { renderWithApp } from '../../test/render';
import { ReportPage } from './ReportPage';
import { ReportsPage } from './ReportsPage';

/** Signs in someone of the given profile with the given additional access rights. */
export function signIn(profileId: number, rights: number[] = []) {
  auth.signIn(
    {
      token: 't',
      isLoggedIn: true,
      username: 'office',
      id: 2,
      organizationId: 4,
      profileId,
      roleName: 'Office',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    rights,
  );
}

/** An export as the server answers it; `overrides` change it. */
export function reportJob(overrides: Partial<ReportJob> = {}): ReportJob {
  return {
    id: '6f1c2b9e-8a40-4c36-9d55-0c1f7f3a2b10',
    report: 'ComplaintsByAnswerTime',
    format: 'pdf',
    status: ReportJobStatus.Queued,
    rowsDone: 0,
    rowsTotal: null,
    fileName: null,
    size: null,
    error: null,
    errorParams: null,
    createdAt: '2026-03-02T09:15:00.000Z',
    finishedAt: null,
    expiresAt: '2026-03-03T09:15:00.000Z',
    ...overrides,
  };
}

/** Opens the reports pages at `path` inside the app's providers. */
export async function openReports(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/reports', element: <ReportsPage /> },
      { path: '/reports/:name', element: <ReportPage /> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

/** The calls made to one address, with their parsed bodies. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null));
}

/**
 * Watches files being offered for saving: the object URL made of the blob and the link
 * clicked (happy-dom downloads nothing).
 */
export function watchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** Waits for the page's first heading. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
