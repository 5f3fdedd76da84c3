import {
  type AnyEndpoint,
  ComplaintStatus,
  endpoints,
  mayCall,
  Profile,
  ReportJobStatus,
} from '@portal/contracts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts';
import { sampleFiles } from '../../test/files';
import { startApp, type TestContext } from '../../test/harness';
import { UserStatus } from '../modules/accounts/accounts.schema';
import { convocation } from '../modules/code-lists/code-lists.schema';
import { rateLimit } from '../platform/limiter.schema';
import { reportJob } from '../platform/reports/report-jobs.schema';
import {
  complaintWorld,
  get,
  type Headers,
  photoWithGps,
  post,
  report,
  reportBody,
  upload,
} from '../modules/complaints/complaints.fixtures';
import { councilAccessWorld } from '../modules/council-members/council-members.fixtures';
import { expectCleanAnswer, expectErrorBody, fieldsOf, pathParams } from './security-calls';

/**
 * Object access: an endpoint a citizen may call is not a licence to every record it names.
 * Citizen A owns private records (a hidden and an inappropriate complaint, their photos and
 * files, a comment found inappropriate, uploads not used yet); citizen B asks for them by id.
 */

/** A field or parameter naming a record: `id`, `…Id` or `…Ids`. The language is not a record. */
const namesRecord = (name: string) => name !== 'languageId' && (name === 'id' || /Ids?$/.test(name));

function recordIdsOf(endpoint: AnyEndpoint): string[] {
  return [
    ...pathParams(endpoint).filter(namesRecord),
    ...Object.keys(fieldsOf(endpoint.query)).filter(namesRecord),
    ...Object.keys(fieldsOf(endpoint.body)).filter(namesRecord),
  ];
}

const citizen = { profileId: Profile.RegisteredCitizen, rights: [] };
const citizenEndpointsWithIds = endpoints.filter(
  (e) => mayCall(e.access, citizen) && recordIdsOf(e).length > 0,
);

/** Endpoints whose ids name nothing private, each with the reason. */
const publicByNature: Record<string, string> = {
  'Municipality.GetCoatOfArms': 'a municipality’s coat of arms is shown on its public pages',
  'Sponsors.GetLogo': 'sponsor logos are shown on the public pages',
  'InfoSection.DownloadDocument': 'info-section documents are what the municipality publishes to everyone',
  'Complaints.GetNearby':
    'the category only filters the public reports near a pin, the same for every caller (complaints-nearby.test.ts)',
  'Newsletter.Subscribe': 'the id of the spec’s record shape is ignored; the call only adds the address',
  'PublicSessions.GetStatistics':
    'the convocation only filters the counts, which cover the sessions the caller may see anyway',
  'PublicCouncilMembers.GetAll':
    'the convocation only chooses which council to show, and only its active members are listed',
  // Questions are public records once asked (decision 0028); what is not public is refused by the
  // service, each case tested in modules/council-members/questions.test.ts.
  'PublicQuestions.Search':
    'the addressee only filters the public list of active questions, the same for every caller',
  'PublicQuestions.GetByID':
    'an active question is public to everyone; an inactive one is 404 for every caller (questions.test.ts)',
  'PublicQuestions.Ask':
    'the addressee is one of the public addressees (GetAddressees); the question is the caller’s own',
  'PublicQuestions.DownloadAnswerFile':
    'a published answer’s files are public; before publication only the addressee, moderators and the asker get them, others 404 (questions.test.ts)',
};
/** Dropdowns list public reference data; their id only keeps the chosen item in the list. */
const isDropdown = (e: AnyEndpoint) => e.name.endsWith('.GetAllForDropdown');

type World = Awaited<ReturnType<typeof buildWorld>>;
type Check = (ctx: TestContext, w: World) => Promise<void>;

/** B is refused a record of A: 403, 404 or 410 in the error format, and nothing of the record. */
function expectRefused(res: Awaited<ReturnType<typeof get>>, what: string, secret = SECRET) {
  expectCleanAnswer(res, what);
  expect([403, 404, 410], `${what} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(
    res.statusCode,
  );
  expectErrorBody(res, what);
  expect(res.body, `${what} leaks the record`).not.toContain(secret);
}

const SECRET = 'Tajna-prijava-gradjanina-A';

/** What B tries, per endpoint: every endpoint a citizen calls with a record id is here or public by nature. */
const objectChecks: Record<string, Check> = {
  'Complaints.GetByID': async (ctx, w) => {
    for (const headers of [w.b, {}]) {
      expectRefused(await get(ctx, `/api/Complaints/GetByID/${w.hidden.id}/1`, headers), 'hidden complaint');
      const gone = await get(ctx, `/api/Complaints/GetByID/${w.inappropriate.id}/1`, headers);
      expectRefused(gone, 'inappropriate complaint');
      expect(gone.statusCode).toBe(410);
      expect(gone.json().errors).toEqual({ complaint: 'complaint_hidden_inappropriate' });
    }
    // The owner still sees it: the refusal is about B, not a broken record.
    expect((await get(ctx, `/api/Complaints/GetByID/${w.hidden.id}/1`, w.a)).statusCode).toBe(200);
  },
  'Complaints.GetImage': async (ctx, w) => {
    for (const headers of [w.b, {}])
      expectRefused(await get(ctx, `/api/Complaints/GetImage/${w.hiddenImageId}`, headers), 'photo');
    expect((await get(ctx, `/api/Complaints/GetImage/${w.hiddenImageId}`, w.a)).statusCode).toBe(200);
  },
  'Complaints.GetThumbnail': async (ctx, w) => {
    for (const headers of [w.b, {}])
      expectRefused(await get(ctx, `/api/Complaints/GetThumbnail/${w.hiddenImageId}`, headers), 'thumbnail');
    expect((await get(ctx, `/api/Complaints/GetThumbnail/${w.hiddenImageId}`, w.a)).statusCode).toBe(200);
  },
  'Complaints.DownloadFile': async (ctx, w) => {
    for (const headers of [w.b, {}]) {
      const doc = await get(ctx, `/api/Complaints/DownloadFile/${w.hiddenDocumentId}`, headers);
      expectRefused(doc, 'document of a hidden complaint');
      const commentFile = await get(ctx, `/api/Complaints/DownloadFile/${w.commentFileId}`, headers);
      expectRefused(commentFile, 'file of an inappropriate comment');
    }
    expect((await get(ctx, `/api/Complaints/DownloadFile/${w.hiddenDocumentId}`, w.a)).statusCode).toBe(200);
  },
  'Complaints.DownloadAnswerFile': async (ctx, w) => {
    for (const headers of [w.b, {}]) {
      const res = await get(ctx, `/api/Complaints/DownloadAnswerFile/${w.answerFileId}`, headers);
      expectRefused(res, 'answer file of a hidden complaint');
    }
    expect((await get(ctx, `/api/Complaints/DownloadAnswerFile/${w.answerFileId}`, w.a)).statusCode).toBe(
      200,
    );
  },
  'Complaints.AddComment': async (ctx, w) => {
    for (const complaintId of [w.hidden.id, w.inappropriate.id]) {
      const res = await post(ctx, '/api/Complaints/AddComment', w.b, { complaintId, text: 'Vidim te.' });
      expectRefused(res, `comment on A's private complaint ${complaintId}`);
    }
    // A's upload, not yet used, cannot be attached by B.
    const res = await post(ctx, '/api/Complaints/AddComment', w.b, {
      complaintId: w.shown.id,
      text: 'Tuđi prilog',
      fileIds: [w.pendingDocument],
    });
    expectCleanAnswer(res, 'comment with A’s upload');
    if (res.statusCode === 200) {
      expect(res.json().fileRefused).toBe(true);
      expect(res.json().comment.files).toEqual([]);
    } else expect(res.statusCode).toBe(400);
  },
  // Following reveals a complaint's follower count: only of one the caller may see.
  'Complaints.Follow': async (ctx, w) => {
    for (const complaintId of [w.hidden.id, w.inappropriate.id]) {
      const res = await post(ctx, '/api/Complaints/Follow', w.b, { complaintId });
      expectRefused(res, `following A's private complaint ${complaintId}`);
    }
  },
  'Complaints.Unfollow': async (ctx, w) => {
    for (const complaintId of [w.hidden.id, w.inappropriate.id]) {
      const res = await post(ctx, '/api/Complaints/Unfollow', w.b, { complaintId });
      expectRefused(res, `unfollowing A's private complaint ${complaintId}`);
    }
  },
  'Complaints.Support': async (ctx, w) => {
    for (const complaintId of [w.hidden.id, w.inappropriate.id]) {
      const res = await post(ctx, '/api/Complaints/Support', w.b, { complaintId });
      expectRefused(res, `supporting A's private complaint ${complaintId}`);
    }
  },
  'Complaints.WithdrawSupport': async (ctx, w) => {
    for (const complaintId of [w.hidden.id, w.inappropriate.id]) {
      const res = await post(ctx, '/api/Complaints/WithdrawSupport', w.b, { complaintId });
      expectRefused(res, `withdrawing a support of A's private complaint ${complaintId}`);
    }
  },
  'Complaints.Report': async (ctx, w) => {
    for (const [field, fileId] of [
      ['imageIds', w.pendingImage],
      ['documentIds', w.pendingDocument],
    ] as const) {
      const res = await post(ctx, '/api/Complaints/Report', w.b, {
        ...reportBody(w.category),
        [field]: [fileId],
      });
      expectCleanAnswer(res, `report with A's upload in ${field}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: 'document_not_found_or_invalid' });
    }
  },
  'Complaints.GetMyComplaints': async (ctx, w) => {
    const res = await post(ctx, '/api/Complaints/GetMyComplaints', w.b, {
      languageId: 1,
      pageSize: 50,
      categoryId: w.category,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    expect(res.body).not.toContain(SECRET);
  },
  'Complaints.Search': async (ctx, w) => {
    const res = await post(ctx, '/api/Complaints/Search', w.b, {
      languageId: 1,
      pageSize: 50,
      categoryId: w.category,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((i: { id: number }) => i.id);
    expect(ids).toContain(w.shown.id);
    expect(ids).not.toContain(w.hidden.id);
    expect(ids).not.toContain(w.inappropriate.id);
  },
  'Complaints.GetMapPoints': async (ctx, w) => {
    const res = await post(ctx, '/api/Complaints/GetMapPoints', w.b, {
      languageId: 1,
      categoryId: w.category,
      south: -90,
      west: -180,
      north: 90,
      east: 180,
      zoom: 22,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(1);
    expect(res.body).not.toContain(SECRET);
  },
  // Council sessions: an unpublished session and one for employees only, with an item and a document.
  'Sessions.GetBasicDataByID': async (ctx, w) => {
    for (const headers of [w.b, {}])
      for (const id of [w.sessions.unpublished, w.sessions.employees])
        expectRefused(await get(ctx, `/api/Sessions/GetBasicDataByID/${id}/1`, headers), `session ${id}`);
    expect(
      (await get(ctx, `/api/Sessions/GetBasicDataByID/${w.sessions.unpublished}/1`, w.admin)).statusCode,
    ).toBe(404);
  },
  'PublicSessions.GetAgendaItem': async (ctx, w) => {
    for (const headers of [w.b, {}])
      expectRefused(
        await get(ctx, `/api/PublicSessions/GetAgendaItem/${w.sessions.item}/1`, headers),
        'agenda item',
      );
  },
  'PublicSessions.DownloadDocument': async (ctx, w) => {
    for (const headers of [w.b, {}])
      expectRefused(
        await get(ctx, `/api/PublicSessions/DownloadDocument/${w.sessions.document}`, headers),
        'session document',
      );
  },
  'PublicSessions.SessionCalendar': async (ctx, w) => {
    for (const headers of [w.b, {}])
      for (const id of [w.sessions.unpublished, w.sessions.employees])
        expectRefused(
          await get(ctx, `/api/PublicSessions/SessionCalendar/${id}/1.ics`, headers),
          `calendar event of session ${id}`,
        );
  },
  'PublicSessions.Vote': async (ctx, w) => {
    const res = await post(ctx, '/api/PublicSessions/Vote', w.b, {
      agendaItemId: w.sessions.item,
      choice: 'for',
    });
    expectRefused(res, 'vote on an unpublished session');
  },
  'PublicSessions.AddSessionComment': async (ctx, w) => {
    await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:comment:%'));
    for (const sessionId of [w.sessions.unpublished, w.sessions.employees]) {
      const res = await post(ctx, '/api/PublicSessions/AddSessionComment', w.b, {
        sessionId,
        text: 'Vidim te.',
      });
      expectRefused(res, `comment on session ${sessionId}`);
    }
  },
  'PublicSessions.AddAgendaComment': async (ctx, w) => {
    // B's comments in the checks before count against B's allowance: this check starts afresh.
    await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:comment:%'));
    const res = await post(ctx, '/api/PublicSessions/AddAgendaComment', w.b, {
      agendaItemId: w.sessions.item,
      text: 'Vidim te.',
    });
    expectRefused(res, 'comment on an item of an unpublished session');
  },
  'PublicSessions.Search': async (ctx, w) => {
    for (const headers of [w.b, {}]) {
      const res = await post(ctx, '/api/PublicSessions/Search', headers, {
        languageId: 1,
        convocationId: w.sessions.convocationId,
        pageSize: 50,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
    }
  },
  // Council members: an inactive member, whose biography is the secret, and their picture.
  'PublicCouncilMembers.GetByID': async (ctx, w) => {
    for (const headers of [w.b, {}])
      expectRefused(
        await get(ctx, `/api/PublicCouncilMembers/GetByID/${w.council.inactive}/1`, headers),
        'inactive council member',
      );
    expect((await get(ctx, `/api/PublicCouncilMembers/GetByID/${w.council.active}/1`, w.b)).statusCode).toBe(
      200,
    );
  },
  'PublicCouncilMembers.Picture': async (ctx, w) => {
    for (const headers of [w.b, {}])
      expectRefused(
        await get(ctx, `/api/PublicCouncilMembers/Picture/${w.council.inactive}`, headers),
        'picture of an inactive council member',
      );
    expect((await get(ctx, `/api/PublicCouncilMembers/Picture/${w.council.active}`, w.b)).statusCode).toBe(
      200,
    );
  },
  'Account.SendNewCode': async (ctx, w) => {
    // An active account gets no code, and its contact details are not told.
    const res = await post(ctx, '/api/Account/SendNewCode', w.b, { userId: w.aUserId });
    expectCleanAnswer(res, 'new code for A');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('@example.ba');
  },
  'Account.ActivateByCode': async (ctx, w) => {
    const res = await post(ctx, '/api/Account/ActivateByCode', w.b, {
      userId: w.pendingUserId,
      code: '000000',
    });
    expectCleanAnswer(res, 'activation of a pending account with a guessed code');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('token');
  },
  // A report job of A's (made while A was staff, say): its id is A's alone (decision 0026).
  'Reports.GetJob': async (ctx, w) => {
    const id = await reportJobOf(ctx, w.aUserId);
    expectRefused(await get(ctx, `/api/Reports/Jobs/${id}`, w.b), 'report job');
    expect((await get(ctx, `/api/Reports/Jobs/${id}`, w.a)).statusCode).toBe(200);
  },
  'Reports.DownloadJobFile': async (ctx, w) => {
    const id = await reportJobOf(ctx, w.aUserId);
    expectRefused(await get(ctx, `/api/Reports/Jobs/${id}/File`, w.b), 'report job file');
    expect((await get(ctx, `/api/Reports/Jobs/${id}/File`, w.a)).body).toContain(SECRET);
  },
  'Reports.DeleteJob': async (ctx, w) => {
    const id = await reportJobOf(ctx, w.aUserId);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/Reports/Jobs/${id}`, headers: w.b });
    expectRefused(res, 'deletion of a report job');
    expect((await get(ctx, `/api/Reports/Jobs/${id}`, w.a)).statusCode).toBe(200);
  },
};

/** A finished report job of the given person, its CSV file holding the secret. */
async function reportJobOf(ctx: TestContext, userId: number): Promise<string> {
  const storageKey = `report-jobs/probe-${userId}/${Date.now()}.csv`;
  await ctx.storage.put(storageKey, Buffer.from(`${SECRET}\r\n`));
  const [job] = await ctx.database.db
    .insert(reportJob)
    .values({
      municipalityId: 6,
      userId,
      report: 'ComplaintsByAnswerTime',
      format: 'csv',
      languageId: 1,
      filters: {},
      status: ReportJobStatus.Done,
      fileName: 'Prijave.csv',
      storageKey,
      size: SECRET.length + 2,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return job!.id;
}

/** A session not yet published and a published one for employees only, of a current convocation. */
async function sessionWorld(ctx: TestContext, admin: Headers) {
  const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });
  const [row] = await ctx.database.db
    .insert(convocation)
    .values({
      municipalityId: 6,
      name: t('Saziv'),
      description: t(''),
      startDate: '2024-11-01',
      endDate: '2028-10-31',
      isCurrent: true,
    })
    .returning({ id: convocation.id });
  const session = async (overrides: Record<string, unknown>) => {
    const document = await upload(ctx, '/api/Sessions/UploadSessionDocument', admin, {
      name: 'materijal.pdf',
      data: sampleFiles.pdf,
    });
    const res = await post(ctx, '/api/Sessions/Save', admin, {
      id: 0,
      title: t(SECRET),
      description: t(SECRET),
      place: 'Sala',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      statusId: 2,
      privilegeId: 1,
      votingEnabled: true,
      commentingEnabled: true,
      published: false,
      convocationId: row!.id,
      documentIds: [document.json().fileId],
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; documents: { id: number }[] };
  };
  const unpublished = await session({});
  const employees = await session({ published: true, privilegeId: 5 });
  const agenda = await post(ctx, '/api/Sessions/SaveAgendas', admin, {
    sessionId: unpublished.id,
    items: [
      {
        key: -1,
        dataStatus: 2,
        parentKey: null,
        ordinalNumber: 1,
        subNumber: 0,
        name: t(SECRET),
        description: t(''),
        statusId: 2,
      },
    ],
  });
  expect(agenda.statusCode, agenda.body).toBe(200);
  return {
    convocationId: row!.id,
    unpublished: unpublished.id,
    employees: employees.id,
    item: agenda.json()[0].id as number,
    document: unpublished.documents[0]!.id,
  };
}

async function buildWorld(ctx: TestContext) {
  // Placeholder ids elsewhere are 1: keep the accounts of this test off it.
  await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
  const w = await complaintWorld(ctx);
  const a = w.citizen.headers;
  const b = w.other.headers;
  const admin = w.admin.headers;
  const fileId = async (headers: Headers, url: string, name: string, data: Buffer) => {
    const res = await upload(ctx, url, headers, { name, data });
    if (res.statusCode !== 200) throw new Error(`Upload failed: ${res.body}`);
    return res.json().fileId as string;
  };
  const photo = await fileId(a, '/api/Complaints/UploadImage', 'slika.jpg', await photoWithGps());
  const document = await fileId(a, '/api/Complaints/UploadDocument', 'zapisnik.pdf', sampleFiles.pdf);
  const hidden = await report(ctx, a, w.roads, { title: SECRET, imageIds: [photo], documentIds: [document] });
  const answerFile = await fileId(
    admin,
    '/api/ComplaintConfiguration/UploadAnswerFiles',
    'odgovor.pdf',
    sampleFiles.pdf,
  );
  const answer = await post(ctx, '/api/ComplaintConfiguration/AddComplaintAnswer', admin, {
    complaintId: hidden.id,
    text: 'Odgovor',
    fileIds: [answerFile],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const hide = await post(ctx, '/api/ComplaintConfiguration/UpdateComplaintStatus', admin, {
    complaintId: hidden.id,
    title: SECRET,
    description: 'Lični podaci',
    categoryId: w.roads,
    visible: false,
  });
  expect(hide.statusCode, hide.body).toBe(200);
  const inappropriate = await report(ctx, a, w.roads, { title: SECRET });
  const moved = await post(ctx, '/api/ComplaintConfiguration/ChangeComplaintStatus', admin, {
    complaintId: inappropriate.id,
    statusId: ComplaintStatus.Inappropriate,
    comment: 'Uvredljiv sadržaj',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const shown = await report(ctx, a, w.roads, { title: 'Javna prijava' });
  const commentDoc = await fileId(a, '/api/Complaints/UploadDocument', 'prilog.pdf', sampleFiles.pdf);
  const comment = await post(ctx, '/api/Complaints/AddComment', a, {
    complaintId: shown.id,
    text: SECRET,
    fileIds: [commentDoc],
  });
  expect(comment.statusCode, comment.body).toBe(200);
  const marked = await post(ctx, '/api/ComplaintConfiguration/SetComplaintCommentInappropriate', admin, {
    commentId: comment.json().comment.id,
    inappropriate: true,
  });
  expect(marked.statusCode, marked.body).toBe(200);
  const details = (await get(ctx, `/api/Complaints/GetByID/${hidden.id}/1`, a)).json();
  const pending = await createAccount(ctx, {
    profileId: Profile.RegisteredCitizen,
    status: UserStatus.Pending,
  });
  const sessions = await sessionWorld(ctx, admin);
  const council = await councilAccessWorld(ctx, admin, sessions.convocationId, SECRET);
  return {
    a,
    b,
    admin,
    sessions,
    council,
    aUserId: w.citizen.user.id,
    pendingUserId: pending.id,
    category: w.roads,
    hidden,
    inappropriate,
    shown,
    hiddenImageId: details.images[0].id as number,
    hiddenDocumentId: details.documents[0].id as number,
    answerFileId: details.answers[0].files[0].id as number,
    commentFileId: comment.json().comment.files[0].id as number,
    pendingImage: await fileId(a, '/api/Complaints/UploadImage', 'druga.jpg', await photoWithGps()),
    pendingDocument: await fileId(a, '/api/Complaints/UploadDocument', 'drugi.pdf', sampleFiles.pdf),
  };
}

describe('object access: a citizen asking for another citizen’s private records', () => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await startApp();
    world = await buildWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('classifies every endpoint a citizen may call with a record id: checked here, or public by nature', () => {
    expect(citizenEndpointsWithIds.length).toBeGreaterThan(10);
    const unclassified = citizenEndpointsWithIds
      .filter((e) => !isDropdown(e) && !(e.name in objectChecks) && !(e.name in publicByNature))
      .map((e) => `${e.name} (${recordIdsOf(e).join(', ')})`);
    expect(unclassified, 'add an object-access check or a reason it is public by nature').toEqual([]);
    // Nothing listed that no longer exists or no longer takes an id.
    const names = new Set(citizenEndpointsWithIds.map((e) => e.name));
    const stale = [...Object.keys(objectChecks), ...Object.keys(publicByNature)].filter((n) => !names.has(n));
    expect(stale).toEqual([]);
  });

  it.each(Object.keys(objectChecks).map((name) => [name] as const))(
    '%s refuses citizen B the private records of citizen A',
    async (name) => {
      await objectChecks[name]!(ctx, world);
    },
  );
});
