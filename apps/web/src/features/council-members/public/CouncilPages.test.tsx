import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouncilMemberPage } from './CouncilMemberPage';
import { CouncilPage } from './CouncilPage';
import { MayorPage } from './MayorPage';
import { addressees, bodiesOf, councilMember, json, listItem, mayor, renderAt } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

const convocations = [
  { id: 4, name: 'Saziv 2024–2028', startDate: '2024-11-01', endDate: '2028-10-31', current: true },
  { id: 3, name: 'Saziv 2020–2024', startDate: '2020-11-01', endDate: '2024-10-31', current: false },
];
const theMayor = councilMember({
  id: 1,
  name: 'Zijad Lugavić',
  memberTypeId: 2,
  politicalPartyName: 'Socijaldemokratska partija',
  biography: 'Gradonačelnik od 2024.',
  questionCount: 1,
  answeredCount: 1,
});
const college = councilMember({
  id: 9,
  name: 'Selma Mujić',
  memberTypeId: 3,
  hasPicture: false,
  questionCount: 2,
});

let mayorAnswer: () => Response = () => json({ mayor: theMayor });

function route(url: string): Response {
  if (url.includes('/PublicCouncilMembers/GetAll/')) {
    const earlier = url.includes('convocationId=3');
    return json({
      convocations,
      convocationId: earlier ? 3 : 4,
      members: earlier
        ? [councilMember({ id: 2, name: 'Jasmin Imširović' })]
        : [theMayor, councilMember(), college],
    });
  }
  if (url.includes('/PublicCouncilMembers/GetByID/7/')) return json(councilMember());
  if (url.includes('/PublicCouncilMembers/GetMayor/')) return mayorAnswer();
  if (url.includes('/PublicQuestions/GetAddressees/')) return json(addressees());
  if (url.endsWith('/PublicQuestions/Search'))
    return json({ items: [listItem({ addressee: mayor(), id: 51 })], totalCount: 1 });
  return json({});
}

describe('the council, a member’s page and the mayor’s page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => route(String(url)));
    mayorAnswer = () => json({ mayor: theMayor });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the current convocation’s members as cards, with titles in the municipality’s words', async () => {
    const { router } = await renderAt(
      '/questions/council-members',
      '/questions/council-members',
      <CouncilPage />,
    );
    const list = await screen.findByRole('list', { name: 'Saziv 2024–2028' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const mayorCard = within(cards[0]!);
    expect(mayorCard.getByRole('link', { name: 'Zijad Lugavić' }).getAttribute('href')).toBe(
      '/questions/council-members-questions/mayor-question-details',
    );
    expect(mayorCard.getByText('Gradonačelnik')).toBeDefined();
    expect(mayorCard.getByRole('link', { name: 'Postavi pitanje: Zijad Lugavić' }).getAttribute('href')).toBe(
      '/questions/ask?kind=2&addresseeId=1',
    );
    expect(mayorCard.getByText('1 pitanje · 1 odgovor')).toBeDefined();

    const memberCard = within(cards[1]!);
    const picture = memberCard.getByRole('img', { name: 'Amra Hodžić' });
    expect(picture.getAttribute('src')).toBe('/api/PublicCouncilMembers/Picture/7?size=small');
    expect(memberCard.getByText('Vijećnik')).toBeDefined();
    expect(memberCard.getByText('Stranka demokratske akcije')).toBeDefined();
    expect(memberCard.getByText('12 pitanja · 9 odgovora')).toBeDefined();
    expect(memberCard.getByRole('link', { name: 'Postavi pitanje: Amra Hodžić' }).getAttribute('href')).toBe(
      '/questions/ask?kind=1&addresseeId=7',
    );
    // A college member: the enumeration's name, and no picture to describe.
    expect(within(cards[2]!).getByText('Član kolegija')).toBeDefined();
    expect(within(cards[2]!).queryByRole('img')).toBeNull();
    expect(within(cards[2]!).getByText('2 pitanja · 9 odgovora')).toBeDefined();

    // An earlier convocation, on request: in the address, and nobody to ask there.
    await userEvent.click(screen.getAllByLabelText('Saziv')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Saziv 2020–2024' }));
    await waitFor(() => expect(router.state.location.search).toBe('?convocationId=3'));
    const earlier = await screen.findByRole('list', { name: 'Saziv 2020–2024' });
    expect(within(earlier).getByRole('link', { name: 'Jasmin Imširović' })).toBeDefined();
    expect(within(earlier).queryByRole('link', { name: /Postavi pitanje/ })).toBeNull();
    expect(screen.getByText(/Ovo je raniji saziv/)).toBeDefined();
  });

  it('shows a member with biography, the way to ask and only their questions', async () => {
    await renderAt('/questions/council-members/:id', '/questions/council-members/7', <CouncilMemberPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amra Hodžić' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Amra Hodžić' }).getAttribute('src')).toBe(
      '/api/PublicCouncilMembers/Picture/7?size=full',
    );
    expect(screen.getByText(/Profesorica historije/)).toBeDefined();
    expect(screen.getByText('Stranka: Stranka demokratske akcije')).toBeDefined();
    expect(
      (await screen.findByRole('link', { name: 'Postavi pitanje: Amra Hodžić' })).getAttribute('href'),
    ).toBe('/questions/ask?kind=1&addresseeId=7');
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/PublicQuestions/Search')[0]).toMatchObject({
        addresseeKind: 1,
        addresseeId: 7,
      }),
    );
    // No addressee filter on one member's page.
    expect(screen.queryAllByLabelText('Vijećnik')).toHaveLength(0);
  });

  it('shows the mayor with the mayor’s questions, and says so when no mayor is recorded', async () => {
    const path = '/questions/council-members-questions/mayor-question-details';
    const first = await renderAt(path, path, <MayorPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitanja gradonačelniku' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Zijad Lugavić' })).toBeDefined();
    expect(screen.getByText('Gradonačelnik od 2024.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Postavi pitanje: Zijad Lugavić' })).toBeDefined();
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/PublicQuestions/Search')[0]).toMatchObject({ addresseeKind: 2 }),
    );
    first.view.unmount();

    mayorAnswer = () => json({ mayor: null });
    await renderAt(path, path, <MayorPage />);
    expect(
      await screen.findByText('Podaci za pitanja gradonačelniku još nisu upisani na portalu.'),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: /Postavi pitanje/ })).toBeNull();
  });
});
