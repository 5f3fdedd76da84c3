import { AgendaVoteChoice, Profile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAccount, signedIn, signIn } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import type { TestContext } from '../../../test/harness';
import { post, upload } from '../../../test/http';
import { comment } from '../../platform/discussions/discussion.schema';
import { vote } from '../../platform/votes/votes.schema';
import { agendaDiscussion, agendaItemVote, sessionDiscussion } from './sessions.declarations';
import { councilSession } from './sessions.schema';
import { insertConvocations } from './sessions.fixtures';

/*
 * Council sessions with agendas, documents, votes and comments whose figures the session
 * reports and the session export are checked against (sessions.reports.test.ts,
 * sessions-dossier.test.ts):
 *
 * - "Prva sjednica", 10.02.2026. 09:00–14:30 in "Velika sala", finished, for everyone,
 *   published; items 1. Budžet (adopted, the council 20/2/1; document budzet.pdf), 2. Rasvjeta
 *   and its sub-item 2.1 Amandmani; documents poziv.pdf and, as additional material,
 *   materijal.pdf. Votes: A for and B against 1, A abstained on 2, C absent on 2.1. Comments:
 *   A on the session (with prilog.pdf), B on 1, E on 1 (found inappropriate), staff on 1.
 * - "Druga sjednica", 15.03.2026. 10:00–12:00 in "Mjesna zajednica Slatina", active, for
 *   employees, published; item 1. Parkovi, D for it.
 * - "Neobjavljena sjednica", 01.04.2026. 09:00–10:00 in "Velika sala", in preparation, not
 *   published, no agenda.
 * - "Stara sjednica", 05.05.2024. in "Velika sala", finished, of the old convocation, published;
 *   A commented on it.
 */

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

export async function sessionReportsWorld(ctx: TestContext) {
  const municipalityId = ctx.config.MUNICIPALITY_ID;
  const db = ctx.database.db;
  const office = await signedIn(ctx, { profileId: Profile.Office });
  const { current, old } = await insertConvocations(ctx);

  const ok = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body);
  };
  const document = async (name: string): Promise<string> =>
    ok(
      await upload(ctx, '/api/Sessions/UploadSessionDocument', office.headers, {
        name,
        data: sampleFiles.pdf,
      }),
    ).fileId;
  const save = async (fields: Record<string, unknown>): Promise<number> =>
    ok(
      await post(ctx, '/api/Sessions/Save', office.headers, {
        id: 0,
        description: t('Redovna sjednica vijeća.'),
        votingEnabled: true,
        commentingEnabled: true,
        convocationId: current,
        documentIds: [],
        additionalIds: [],
        ...fields,
      }),
    ).id;
  const item = (key: number, ordinalNumber: number, name: string, extra: Record<string, unknown> = {}) => ({
    key,
    dataStatus: 2,
    parentKey: null,
    ordinalNumber,
    subNumber: 0,
    name: t(name),
    description: t(''),
    statusId: 3,
    ...extra,
  });
  type Item = { id: number; ordinalNumber: number; subNumber: number };
  const agenda = async (sessionId: number, items: unknown[]): Promise<Item[]> =>
    ok(await post(ctx, '/api/Sessions/SaveAgendas', office.headers, { sessionId, items }));

  const first = await save({
    title: t('Prva sjednica'),
    place: 'Velika sala',
    startsAt: '2026-02-10T09:00:00+01:00',
    endsAt: '2026-02-10T14:30:00+01:00',
    statusId: 3,
    privilegeId: 1,
    published: true,
    documentIds: [await document('poziv.pdf')],
    additionalIds: [await document('materijal.pdf')],
  });
  const [budget, lights, amendments] = await agenda(first, [
    item(-1, 1, 'Budžet', {
      documentIds: [await document('budzet.pdf')],
      council: { decisionId: 1, for: 20, against: 2, abstained: 1 },
    }),
    item(-2, 2, 'Rasvjeta'),
    item(-3, 2, 'Amandmani', { parentKey: -2, subNumber: 1 }),
  ]);
  const second = await save({
    title: t('Druga sjednica'),
    place: 'Mjesna zajednica Slatina',
    startsAt: '2026-03-15T10:00:00+01:00',
    endsAt: '2026-03-15T12:00:00+01:00',
    statusId: 2,
    privilegeId: 5,
    published: true,
  });
  const [parks] = await agenda(second, [item(-1, 1, 'Parkovi', { statusId: 2 })]);
  const unpublished = await save({
    title: t('Neobjavljena sjednica'),
    place: 'Velika sala',
    startsAt: '2026-04-01T09:00:00+02:00',
    endsAt: '2026-04-01T10:00:00+02:00',
    statusId: 1,
    privilegeId: 1,
    published: false,
  });
  const oldSession = await save({
    title: t('Stara sjednica'),
    place: 'Velika sala',
    startsAt: '2024-05-05T09:00:00+02:00',
    endsAt: '2024-05-05T11:00:00+02:00',
    statusId: 3,
    privilegeId: 1,
    published: true,
  });
  // Sessions are made only in the current convocation; this one was held in the one before.
  await db.update(councilSession).set({ convocationId: old }).where(eq(councilSession.id, oldSession));

  const [a, b, c, d, e] = await Promise.all(
    Array.from({ length: 5 }, () => createAccount(ctx, { profileId: Profile.RegisteredCitizen })),
  );
  const votes = [
    [a!, budget!, 'for'],
    [b!, budget!, 'against'],
    [a!, lights!, 'abstained'],
    [c!, amendments!, 'absent'],
    [d!, parks!, 'for'],
  ] as const;
  await db.insert(vote).values(
    votes.map(([voter, on, choice]) => ({
      municipalityId,
      subjectKind: agendaItemVote.kind,
      subjectId: on.id,
      voterId: voter.id,
      choice: AgendaVoteChoice[choice],
    })),
  );

  // A's comment on the session, with a file, through the citizens' call.
  const citizenA = { headers: await signIn(ctx, a!.username) };
  const file = ok(
    await upload(ctx, '/api/PublicSessions/UploadCommentFile', citizenA.headers, {
      name: 'prilog.pdf',
      data: sampleFiles.pdf,
    }),
  );
  ok(
    await post(ctx, '/api/PublicSessions/AddSessionComment', citizenA.headers, {
      sessionId: first,
      text: 'Hvala na objavljenim materijalima.',
      fileIds: [file.fileId],
    }),
  );
  const at = (iso: string) => new Date(iso);
  await db.insert(comment).values([
    {
      municipalityId,
      subjectKind: agendaDiscussion.kind,
      subjectId: budget!.id,
      userId: b!.id,
      text: 'Budžet za mjesne zajednice je premali.',
      dateCreated: at('2026-02-10T09:30:00Z'),
    },
    {
      municipalityId,
      subjectKind: agendaDiscussion.kind,
      subjectId: budget!.id,
      userId: e!.id,
      text: 'Uvredljiv komentar o budžetu.',
      inappropriate: true,
      dateCreated: at('2026-02-10T09:40:00Z'),
    },
    {
      municipalityId,
      subjectKind: agendaDiscussion.kind,
      subjectId: budget!.id,
      userId: office.user.id,
      text: 'Materijal je dopunjen izvještajem komisije.',
      byStaff: true,
      dateCreated: at('2026-02-10T09:50:00Z'),
    },
    {
      municipalityId,
      subjectKind: sessionDiscussion.kind,
      subjectId: oldSession,
      userId: a!.id,
      text: 'Komentar na staru sjednicu.',
      dateCreated: at('2024-05-05T08:00:00Z'),
    },
  ]);

  return {
    office,
    convocations: { current, old },
    sessions: { first, second, unpublished, oldSession },
    items: { budget: budget!.id, lights: lights!.id, amendments: amendments!.id, parks: parks!.id },
    citizens: { a: a!, b: b!, c: c!, d: d!, e: e! },
  };
}
