import { AccessRight, type ComplaintSearch, ComplaintStatus, Profile } from '@portal/contracts';
import { type QueryClient, useQueryClient } from '../../../lib/queries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { complaintKeys } from '../keys';
import { ComplaintDetailsPage } from './ComplaintDetailsPage';
import { ComplaintListPage } from './ComplaintListPage';
import { staffComplaint } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

const complaint = staffComplaint({ comments: [], allowedStatuses: [ComplaintStatus.Resolved] });

const publicSearch: ComplaintSearch = { languageId: 1, pageNumber: 1, pageSize: 10 };
/** What a citizen's browser holds of complaint 7: the public list and the public details. */
const publicKeys = [
  complaintKeys.list(publicSearch),
  complaintKeys.detail(7, 1),
  complaintKeys.mine(publicSearch),
];

let client: QueryClient;
/** Hands the test the query client the page uses. */
function CaptureClient({ onClient }: { onClient: (queryClient: QueryClient) => void }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    onClient(queryClient);
  }, [queryClient, onClient]);
  return null;
}

async function render(path: string, pattern: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  await renderWithApp(
    <>
      <CaptureClient
        onClient={(queryClient) => {
          client = queryClient;
        }}
      />
      <RouterProvider router={router} />
    </>,
  );
  for (const key of publicKeys) client.setQueryData(key, { cached: true });
  for (const key of publicKeys) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
}

const invalidated = () => publicKeys.map((key) => client.getQueryState(key)?.isInvalidated);

describe('a staff change refreshes what the public side has cached', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/SearchComplaints')) {
        return Response.json({ items: [{ ...complaint, commentCount: 0 }], totalCount: 1 });
      }
      if (init?.method && init.method !== 'GET') return Response.json({ success: true });
      if (url.includes('/GetComplaintByID/')) return Response.json(complaint);
      if (url.includes('/GetResponseTemplatesForComplaint/')) {
        return Response.json({ reporterLanguageId: null, templates: [] });
      }
      return Response.json([]);
    });
    auth.signIn(
      {
        token: 't',
        isLoggedIn: true,
        username: 'office',
        id: 2,
        organizationId: 4,
        profileId: Profile.Office,
        roleName: 'Office',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      [AccessRight.ComplaintListAllLevels],
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('keys every query of both sides under the one root', () => {
    const keys = [
      ...publicKeys,
      complaintKeys.map({ languageId: 1, north: 45, south: 44, east: 19, west: 18, zoom: 13 }),
      complaintKeys.statistics(1, '2026-01-01', '2026-12-31'),
      complaintKeys.reportSettings(),
      complaintKeys.categories(1),
      complaintKeys.staffList({ languageId: 1, pageNumber: 1, pageSize: 10 }),
      complaintKeys.staffDetail(7, 1),
      complaintKeys.staffImages(7),
      complaintKeys.assignableUnits(1),
      complaintKeys.parameterList(1),
      complaintKeys.parameter(2, 1),
      complaintKeys.workQueue(1),
      complaintKeys.templateList({ languageId: 1 }),
      complaintKeys.templatesFor(7),
    ];
    for (const key of keys) expect(key[0], String(key)).toBe(complaintKeys.all[0]);
  });

  it('deleting from the staff list invalidates the public list and details', async () => {
    const list = '/admin/complaint-configuration/complaint-list';
    await render(list, list, <ComplaintListPage />);
    await screen.findByText('Udarna rupa u Ulici Maršala Tita');
    await userEvent.click(screen.getByRole('button', { name: 'Obriši: 154/2026' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Obriši' }));
    await waitFor(() => expect(invalidated()).toEqual([true, true, true]));
  });

  it('a status change on the staff page invalidates the public list and details', async () => {
    await render(
      '/admin/complaint-configuration/complaint-details/7',
      '/admin/complaint-configuration/complaint-details/:id',
      <ComplaintDetailsPage />,
    );
    await screen.findByRole('heading', { level: 1, name: /154\/2026/ });
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Riješena' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Komentar uz promjenu/ }), 'Sanirano.');
    expect(invalidated()).toEqual([false, false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    // Resolving is final, so it is confirmed first.
    await userEvent.click(await screen.findByRole('button', { name: 'Označi kao riješenu' }));
    await waitFor(() => expect(invalidated()).toEqual([true, true, true]));
  });
});
