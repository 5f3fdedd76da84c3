import { Profile, type MenuItem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

type Node = { name: string; url: string | null; children: Node[] };
const shape = (items: MenuItem[] | MenuItem['secondLevelItems'] | MenuItem['childItems']): Node[] =>
  (items as MenuItem[]).map((i) => ({
    name: i.name,
    url: i.url,
    children: [...shape(i.childItems as MenuItem[]), ...shape(i.secondLevelItems as MenuItem[])],
  }));

/** The public complaint pages everyone signed in has (decision 0016). */
const complaintsGroup: Node = {
  name: 'Prijave problema',
  url: null,
  children: [
    { name: 'Sve prijave', url: '/complaints/all-complaints', children: [] },
    { name: 'Statistika', url: '/complaints/statistic', children: [] },
    { name: 'Moje prijave', url: '/complaints/my-complaints', children: [] },
    { name: 'Prijavi problem', url: '/complaints/report-problem', children: [] },
  ],
};

/** The public session pages everyone signed in has (decision 0027). */
const sessionsGroup: Node = {
  name: 'Sjednice',
  url: null,
  children: [
    { name: 'Sve sjednice', url: '/public-sessions/session-list', children: [] },
    { name: 'Statistika', url: '/public-sessions/statistic', children: [] },
  ],
};
/** The public question pages everyone signed in has; addressees also see theirs to answer (decision 0028). */
const questionLinks: Node[] = [
  {
    name: 'Gradonačelnik',
    url: '/questions/council-members-questions/mayor-question-details',
    children: [],
  },
  {
    name: 'Pitanja vijećnicima',
    url: '/questions/council-members-questions/council-member-question-list',
    children: [],
  },
  {
    name: 'Pitanja organizacionim jedinicama',
    url: '/questions/organizational-unit-questions/organizational-unit-questions-list',
    children: [],
  },
  { name: 'Vijećnici', url: '/questions/council-members', children: [] },
  { name: 'Ko odgovara', url: '/questions/responsiveness', children: [] },
  { name: 'Statistika', url: '/questions/statistic', children: [] },
  { name: 'Moja pitanja', url: '/council-member-questions/my-questions', children: [] },
];
const questionsGroup: Node = { name: 'Pitanja', url: null, children: questionLinks };
const toAnswer: Node = {
  name: 'Pitanja za odgovor',
  url: '/council-member-questions/questions-to-answer',
  children: [],
};
const sessionsAdmin = (name: string): Node => ({ name, url: '/admin/sessions/session-list', children: [] });

describe('signed-in menu', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { DEMO_DATA: 'false' } });
  });
  afterAll(() => ctx.close());

  const menu = async (headers: Record<string, string>, languageId = 1) =>
    (await ctx.app.inject({ url: `/api/MenuItem/GetAll/${languageId}`, headers })).json() as MenuItem[];

  it('gives an administrator the administration screens, in groups up to three levels deep', async () => {
    const { headers } = await signedIn(ctx, { profileId: 1 });
    const [home, complaints, info, sessions, questions, reports, admin, ...rest] = shape(await menu(headers));
    expect(home).toEqual({ name: 'Početna', url: '/home', children: [] });
    expect(complaints).toEqual(complaintsGroup);
    expect(info).toEqual({ name: 'Info sekcija', url: '/info-section', children: [] });
    expect(sessions).toEqual(sessionsGroup);
    // Administrators answer on behalf of addressees, so they have the questions to answer too.
    expect(questions).toEqual({ ...questionsGroup, children: [...questionLinks, toAnswer] });
    expect(reports).toEqual({ name: 'Izvještaji', url: '/reports', children: [] });
    expect(rest).toEqual([]);
    expect(admin!.name).toBe('Administracija');
    const group = (name: string) => admin!.children.find((c) => c.name === name);
    expect(group('Korisnički računi')!.children).toEqual([
      { name: 'Korisnici', url: '/admin/users/users-list', children: [] },
      {
        name: 'Korisnici REST servisa',
        url: '/admin/rest-service-users/rest-service-users-list',
        children: [],
      },
    ]);
    expect(group('Sistemski parametri')!.children.map((c) => c.url)).toEqual([
      '/admin/system-parameters/login-type',
      '/admin/system-parameters/registration-fields',
      '/admin/system-parameters/confirmation-registration-type',
      '/admin/system-parameters/complaint-parameters/complaint-parameters-list',
      '/admin/system-parameters/system-notification/system-notification-list',
    ]);
    // The work queue first: where staff who handle complaints start.
    expect(group('Prijave problema')).toEqual({
      name: 'Prijave problema',
      url: null,
      children: [
        { name: 'Radna lista', url: '/admin/complaint-configuration/work-queue', children: [] },
        { name: 'Lista prijava', url: '/admin/complaint-configuration/complaint-list', children: [] },
        {
          name: 'Predlošci odgovora',
          url: '/admin/complaint-configuration/response-templates',
          children: [],
        },
      ],
    });
    const codeLists = group('Šifarnici')!.children;
    expect(codeLists).toHaveLength(17);
    expect(codeLists[0]).toEqual({
      name: 'Organizacione jedinice',
      url: '/admin/global-codes/organizational-unit/organizational-unit-list/0',
      children: [],
    });
    expect(codeLists.map((c) => c.url)).toContain(
      '/admin/global-codes/survey/survey-status/survey-status-list',
    );
    expect(group('Info sekcija')!.children).toEqual([
      { name: 'Tekstovi', url: '/admin/info-section/text-list', children: [] },
      { name: 'Dokumenti', url: '/admin/info-section/document-list', children: [] },
    ]);
    expect(group('Sjednice vijeća')).toEqual(sessionsAdmin('Sjednice vijeća'));
    expect(group('Vijećnici i gradonačelnik')).toEqual({
      name: 'Vijećnici i gradonačelnik',
      url: '/admin/council-members/council-members-list',
      children: [],
    });
    expect(group('Pitanja građana')).toEqual({
      name: 'Pitanja građana',
      url: '/admin/council-members/questions',
      children: [],
    });
    expect(group('Pretplatnici na bilten')).toEqual({
      name: 'Pretplatnici na bilten',
      url: '/admin/newsletter/newsletter-list',
      children: [],
    });
    // Three levels: the groups' links have nothing below them.
    expect(admin!.children.every((g) => g.children.every((link) => link.children.length === 0))).toBe(true);
  });

  it('shows a holder of a code-list right just that list', async () => {
    const { headers } = await signedIn(ctx, { profileId: 6, rights: [9] });
    // Office staff also keep the council's sessions (decision 0027).
    expect(shape(await menu(headers, 3))[6]).toEqual({
      name: 'Administracija',
      url: null,
      // Links of the administration come before its groups.
      children: [
        sessionsAdmin('Sjednice vijeća'),
        {
          name: 'Šifrarnici',
          url: null,
          children: [
            {
              name: 'Vrste dokumenata',
              url: '/admin/global-codes/document-type/document-type-list',
              children: [],
            },
          ],
        },
      ],
    });
  });

  it('shows a holder of the info-section right its two screens, and no newsletter', async () => {
    const { headers } = await signedIn(ctx, { profileId: 6, rights: [2] });
    expect(shape(await menu(headers))[6]).toEqual({
      name: 'Administracija',
      url: null,
      children: [
        sessionsAdmin('Sjednice vijeća'),
        {
          name: 'Info sekcija',
          url: null,
          children: [
            { name: 'Tekstovi', url: '/admin/info-section/text-list', children: [] },
            { name: 'Dokumenti', url: '/admin/info-section/document-list', children: [] },
          ],
        },
      ],
    });
  });

  it('marks each item with its group', async () => {
    const { headers } = await signedIn(ctx, { profileId: 1 });
    const [, , , , , , admin] = await menu(headers);
    const accounts = admin!.secondLevelItems[0]!;
    expect(accounts.parentID).toBe(admin!.id);
    expect(accounts.childItems.every((link) => link.parentID === accounts.id)).toBe(true);
    expect(admin!.menuItemTypeID).toBe(1);
    expect(accounts.childItems[0]!.menuItemTypeID).toBe(2);
  });

  it('gives a citizen no administration, and a holder of one right just that screen', async () => {
    const citizen = await signedIn(ctx, { profileId: 3 });
    expect(shape(await menu(citizen.headers))).toEqual([
      { name: 'Početna', url: '/home', children: [] },
      complaintsGroup,
      { name: 'Info sekcija', url: '/info-section', children: [] },
      sessionsGroup,
      questionsGroup,
    ]);
    const office = await signedIn(ctx, { profileId: 6, rights: [10] });
    expect(shape(await menu(office.headers, 2))).toEqual([
      { name: 'Почетна', url: '/home', children: [] },
      expect.objectContaining({ name: 'Пријаве проблема', url: null }),
      { name: 'Инфо секција', url: '/info-section', children: [] },
      expect.objectContaining({ name: 'Сједнице', url: null }),
      expect.objectContaining({ name: 'Питања', url: null }),
      // Managers run the reports (decision 0026).
      { name: 'Извјештаји', url: '/reports', children: [] },
      {
        name: 'Администрација',
        url: null,
        children: [
          sessionsAdmin('Сједнице вијећа'),
          {
            name: 'Системски параметри',
            url: null,
            children: [
              {
                name: 'Поља регистрације',
                url: '/admin/system-parameters/registration-fields',
                children: [],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('shows council members the questions put to them, and the question right its moderation', async () => {
    const member = await signedIn(ctx, { profileId: Profile.CouncilMember });
    const memberMenu = shape(await menu(member.headers));
    expect(memberMenu.find((g) => g.name === 'Pitanja')).toEqual({
      ...questionsGroup,
      children: [...questionLinks, toAnswer],
    });
    expect(memberMenu.find((g) => g.name === 'Administracija')).toBeUndefined();
    const moderator = await signedIn(ctx, { profileId: 6, rights: [18] });
    const admin = shape(await menu(moderator.headers)).find((g) => g.name === 'Administracija');
    expect(admin!.children.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/admin/council-members/council-members-list',
        '/admin/council-members/questions',
      ]),
    );
  });

  it('shows administrators the outbox in every mode (its texts only in demo mode)', async () => {
    for (const demoData of ['true', 'false']) {
      const portal = await startApp({ env: { DEMO_DATA: demoData } });
      try {
        const { headers } = await signedIn(portal, { profileId: 1 });
        const items = (
          await portal.app.inject({ url: '/api/MenuItem/GetAll/1', headers })
        ).json() as MenuItem[];
        expect(items[6]!.childItems.map((i) => i.url)).toEqual([
          '/admin/sessions/session-list',
          '/admin/council-members/council-members-list',
          '/admin/council-members/questions',
          '/admin/newsletter/newsletter-list',
          '/admin/outbox',
        ]);
      } finally {
        await portal.close();
      }
    }
  });
});
