import { AgendaVoteChoice, type Translated } from '@portal/contracts';
import { latinToCyrillic } from '@portal/i18n/server';
import { and, eq, inArray, like } from 'drizzle-orm';
import { hasMunicipalityRows } from '../../platform/db/seeding';
import { comment } from '../../platform/discussions/discussion.schema';
import type { SeedContext } from '../../platform/module';
import { vote } from '../../platform/votes/votes.schema';
import { appUser } from '../accounts/accounts.schema';
import { currentConvocationId } from '../code-lists';
import { agendaDiscussion, agendaItemVote, sessionDiscussion } from './sessions.declarations';
import { agendaItem, councilSession } from './sessions.schema';

const DAY = 86_400_000;

/** Bosnian and Croatian as written; Serbian in Cyrillic. */
const t = (bs: string, hr = bs): Translated => ({ bs, hr, sr_cyr: latinToCyrillic(bs) });

/** Agenda titles a city council of Tuzla meets (Croatian where it differs). */
const agendaTitles: [string, string?][] = [
  ['Usvajanje zapisnika sa prethodne sjednice', 'Usvajanje zapisnika s prethodne sjednice'],
  ['Prijedlog budžeta Grada Tuzla za narednu godinu', 'Prijedlog proračuna Grada Tuzle za sljedeću godinu'],
  [
    'Izvještaj o izvršenju budžeta za prvih šest mjeseci',
    'Izvješće o izvršenju proračuna za prvih šest mjeseci',
  ],
  ['Prijedlog odluke o komunalnoj naknadi'],
  ['Program održavanja javne rasvjete'],
  ['Prijedlog odluke o javnom prevozu', 'Prijedlog odluke o javnom prijevozu'],
  ['Informacija o stanju sigurnosti na području grada', 'Informacija o stanju sigurnosti na području grada'],
  ['Prijedlog plana upisa u osnovne škole'],
  ['Izvještaj o radu Javnog preduzeća Vodovod', 'Izvješće o radu Javnog poduzeća Vodovod'],
  ['Prijedlog odluke o uređenju parkova i zelenih površina'],
  ['Imenovanja i razrješenja'],
  ['Vijećnička pitanja i inicijative'],
];
const subTitles: [string, string?][] = [
  ['Mišljenje Komisije za budžet i finansije', 'Mišljenje Povjerenstva za proračun i financije'],
  ['Amandmani vijećnika'],
];
const commentTexts = [
  'Podržavam prijedlog, posebno ulaganja u mjesne zajednice.',
  'Molim da se u raspravu uključe i stanari naselja Slatina.',
  'Zašto materijali nisu objavljeni ranije?',
];

/**
 * The demo municipality's council sessions of the current convocation: eight finished over
 * the last year with citizens' votes, comments and the council's decisions, one active with
 * voting open, one in preparation announced for two weeks ahead (decision 0027).
 */
export async function seedDemoSessions({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  if (await hasMunicipalityRows(db, councilSession, municipalityId)) return;
  const convocationId = await currentConvocationId(db, municipalityId);
  const users = await db
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(and(eq(appUser.municipalityId, municipalityId), inArray(appUser.username, ['office', 'citizen'])));
  const office = users.find((u) => u.username === 'office');
  const citizen = users.find((u) => u.username === 'citizen');
  if (!convocationId || !office || !citizen) return;
  const voters = [
    citizen.id,
    ...(
      await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.municipalityId, municipalityId), like(appUser.username, 'demo.%')))
        .orderBy(appUser.id)
    ).map((r) => r.id),
  ];
  const now = Date.now();
  const sessions = [
    ...Array.from({ length: 8 }, (_, i) => ({ daysAgo: 330 - i * 40, status: 3, number: i + 1 })),
    { daysAgo: 0, status: 2, number: 9 },
    { daysAgo: -14, status: 1, number: 10 },
  ];
  const choices = Object.keys(AgendaVoteChoice) as (keyof typeof AgendaVoteChoice)[];
  for (const s of sessions) {
    const day = new Date(now - s.daysAgo * DAY);
    day.setUTCHours(s.status === 2 ? Math.max(0, day.getUTCHours() - 1) : 8, 0, 0, 0);
    const startsAt = day;
    const endsAt = new Date(startsAt.getTime() + 5 * 3_600_000);
    const [{ id }] = (await db
      .insert(councilSession)
      .values({
        municipalityId,
        convocationId,
        title: t(
          `${s.number}. sjednica Gradskog vijeća Tuzla`,
          `${s.number}. sjednica Gradskog vijeća Tuzle`,
        ),
        description: t(
          'Sjednica se održava u Velikoj sali Gradske uprave. Građani mogu pratiti prenos uživo i glasati o tačkama dnevnog reda.',
          'Sjednica se održava u Velikoj dvorani Gradske uprave. Građani mogu pratiti prijenos uživo i glasovati o točkama dnevnog reda.',
        ),
        place: 'Gradska uprava Tuzla, Velika sala',
        startsAt,
        endsAt,
        statusId: s.status,
        privilegeId: 1,
        // Voting opens when a session becomes active; the next one is announced already.
        votingEnabled: true,
        commentingEnabled: true,
        published: true,
        firstPublishedAt: new Date(Math.min(now, startsAt.getTime() - 7 * DAY)),
        createdBy: office.id,
      })
      .returning({ id: councilSession.id })) as [{ id: number }];
    const count = 4 + (s.number % 4);
    for (let n = 1; n <= count; n++) {
      const [bs, hr] = agendaTitles[(s.number * 3 + n) % agendaTitles.length]!;
      const decided = s.status === 3;
      const [{ id: itemId }] = (await db
        .insert(agendaItem)
        .values({
          municipalityId,
          sessionId: id,
          ordinalNumber: n,
          subNumber: 0,
          name: t(bs, hr),
          description: t(
            'Materijal je pripremila gradska služba nadležna za ovu oblast.',
            'Materijal je pripremila gradska služba nadležna za ovo područje.',
          ),
          statusId: s.status,
          councilDecisionId: decided ? (n % 5 === 0 ? 2 : 1) : null,
          councilFor: decided ? 18 + (n % 6) : null,
          councilAgainst: decided ? 3 + (n % 4) : null,
          councilAbstained: decided ? n % 3 : null,
        })
        .returning({ id: agendaItem.id })) as [{ id: number }];
      if (n === 2) {
        for (const [k, [sbs, shr]] of subTitles.entries()) {
          await db.insert(agendaItem).values({
            municipalityId,
            sessionId: id,
            parentId: itemId,
            ordinalNumber: n,
            subNumber: k + 1,
            name: t(sbs, shr),
            description: t(''),
            statusId: s.status,
          });
        }
      }
      if (s.status !== 1) {
        // Citizens' votes: a mostly favourable, varied spread.
        const voting = voters.slice(0, Math.min(voters.length, 6 + ((s.number + n) % 9)));
        const rows = voting
          .filter((voter) => !(s.status === 2 && voter === citizen.id))
          .map((voterId, v) => ({
            municipalityId,
            subjectKind: agendaItemVote.kind,
            subjectId: itemId,
            voterId,
            choice: AgendaVoteChoice[choices[(v * (n + 1) + s.number) % 7 < 4 ? 0 : ((v + n) % 3) + 1]!],
            createdAt: new Date(startsAt.getTime() + v * 60_000),
          }));
        if (rows.length) await db.insert(vote).values(rows);
      }
      if (s.status !== 1 && n <= 2) {
        await db.insert(comment).values({
          municipalityId,
          subjectKind: agendaDiscussion.kind,
          subjectId: itemId,
          userId: voters[(s.number + n) % voters.length]!,
          text: commentTexts[(s.number + n) % commentTexts.length]!,
          byStaff: false,
          inappropriate: s.number === 3 && n === 1,
          dateCreated: new Date(startsAt.getTime() + n * 3_600_000),
        });
      }
    }
    if (s.status !== 1) {
      await db.insert(comment).values({
        municipalityId,
        subjectKind: sessionDiscussion.kind,
        subjectId: id,
        userId: citizen.id,
        text: 'Hvala na objavljenim materijalima, pratit ću sjednicu.',
        byStaff: false,
        dateCreated: new Date(startsAt.getTime() - 2 * DAY),
      });
    }
  }
}
