import { randomUUID } from 'node:crypto';
import { AnswerInputMode, MemberType, Profile, type Translated } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../platform/auth/passwords';
import { hasMunicipalityRows } from '../../platform/db/seeding';
import { prepareImage } from '../../platform/files/images';
import type { SeedContext } from '../../platform/module';
import { createUser, DEMO_PASSWORD, UserStatus } from '../accounts';
import { appUser } from '../accounts/accounts.schema';
import { currentConvocationId } from '../code-lists';
import { organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { councilMemberAttachmentKinds } from './council-members.declarations';
import { councilMember, questionUnitSetting } from './council-members.schema';
import { seedDemoQuestions } from './questions.seed';

type Lines = { bs: string; hr: string; sr: string };

/** A demo member: the account that answers for them and what the public page shows. */
type DemoMember = {
  username: string;
  firstName: string;
  lastName: string;
  female: boolean;
  born: number;
  /** Where they were born, in the locative: Latin (bs, hr) and Cyrillic. */
  place: [string, string];
  party: string;
  type: MemberType;
  mode: number;
  work: Lines;
  focus: Lines;
};

/**
 * Tuzla's council of the current convocation (decision 0028), people fictitious: the mayor,
 * eleven council members, a member of the council's college and a member of a working body,
 * of the parties in the code lists' demo data, answering in each of the four modes.
 */
const demoMembers: DemoMember[] = [
  {
    // The demo's Mayor account (accounts' seed): it answers the mayor's questions.
    username: 'mayor',
    firstName: 'Nermin',
    lastName: 'Zukić',
    female: false,
    born: 1971,
    place: ['Tuzli', 'Тузли'],
    party: 'SDP',
    type: MemberType.Mayor,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Diplomirani inženjer rudarstva; dugi niz godina radio je u Rudniku soli Tuzla.',
      hr: 'Diplomirani inženjer rudarstva; dugi niz godina radio je u Rudniku soli Tuzla.',
      sr: 'Дипломирани инжењер рударства; дуги низ година радио је у Руднику соли Тузла.',
    },
    focus: {
      bs: 'Prioriteti su mu vodosnabdijevanje, javni prevoz i zapošljavanje mladih.',
      hr: 'Prioriteti su mu vodoopskrba, javni prijevoz i zapošljavanje mladih.',
      sr: 'Приоритети су му водоснабдијевање, јавни превоз и запошљавање младих.',
    },
  },
  {
    // The demo's CouncilMember account (accounts' seed).
    username: 'council',
    firstName: 'Jasmina',
    lastName: 'Softić',
    female: true,
    born: 1979,
    place: ['Tuzli', 'Тузли'],
    party: 'SDP',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Profesorica matematike u Gimnaziji „Meša Selimović“.',
      hr: 'Profesorica matematike u Gimnaziji „Meša Selimović“.',
      sr: 'Професорица математике у Гимназији „Меша Селимовић“.',
    },
    focus: {
      bs: 'U Vijeću se zalaže za ulaganja u škole i vrtiće.',
      hr: 'U Vijeću se zalaže za ulaganja u škole i vrtiće.',
      sr: 'У Вијећу се залаже за улагања у школе и вртиће.',
    },
  },
  {
    username: 'vijecnik2',
    firstName: 'Edin',
    lastName: 'Bajrić',
    female: false,
    born: 1968,
    place: ['Lukavcu', 'Лукавцу'],
    party: 'SDA',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ReplyToNotification,
    work: {
      bs: 'Doktor medicine, specijalista porodične medicine u Domu zdravlja Tuzla.',
      hr: 'Doktor medicine, specijalist obiteljske medicine u Domu zdravlja Tuzla.',
      sr: 'Доктор медицине, специјалиста породичне медицине у Дому здравља Тузла.',
    },
    focus: {
      bs: 'Bavi se primarnom zdravstvenom zaštitom i socijalnim pitanjima.',
      hr: 'Bavi se primarnom zdravstvenom zaštitom i socijalnim pitanjima.',
      sr: 'Бави се примарном здравственом заштитом и социјалним питањима.',
    },
  },
  {
    username: 'vijecnik3',
    firstName: 'Sanja',
    lastName: 'Kovač',
    female: true,
    born: 1985,
    place: ['Tuzli', 'Тузли'],
    party: 'NS',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Arhitektica, vodi vlastiti projektni biro.',
      hr: 'Arhitektica, vodi vlastiti projektni ured.',
      sr: 'Архитекта, води сопствени пројектни биро.',
    },
    focus: {
      bs: 'Zalaže se za očuvanje javnih površina i bolji urbanizam.',
      hr: 'Zalaže se za očuvanje javnih površina i bolji urbanizam.',
      sr: 'Залаже се за очување јавних површина и бољи урбанизам.',
    },
  },
  {
    username: 'vijecnik4',
    firstName: 'Mirsad',
    lastName: 'Halilović',
    female: false,
    born: 1976,
    place: ['Živinicama', 'Живиницама'],
    party: 'NIP',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ReplyToNotification,
    work: {
      bs: 'Pravnik, radi kao advokat u Tuzli.',
      hr: 'Pravnik, radi kao odvjetnik u Tuzli.',
      sr: 'Правник, ради као адвокат у Тузли.',
    },
    focus: {
      bs: 'Član je Komisije za statut i propise.',
      hr: 'Član je Povjerenstva za statut i propise.',
      sr: 'Члан је Комисије за статут и прописе.',
    },
  },
  {
    username: 'vijecnik5',
    firstName: 'Jelena',
    lastName: 'Marić',
    female: true,
    born: 1982,
    place: ['Tuzli', 'Тузли'],
    party: 'HDZ',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Diplomirana ekonomistica, radi u bankarstvu.',
      hr: 'Diplomirana ekonomistica, radi u bankarstvu.',
      sr: 'Дипломирана економисткиња, ради у банкарству.',
    },
    focus: {
      bs: 'Posebno prati budžet i podršku malim preduzećima.',
      hr: 'Posebno prati proračun i potporu malim poduzećima.',
      sr: 'Посебно прати буџет и подршку малим предузећима.',
    },
  },
  {
    username: 'vijecnik6',
    firstName: 'Nedim',
    lastName: 'Karić',
    female: false,
    born: 1990,
    place: ['Tuzli', 'Тузли'],
    party: 'SDP',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ReplyToNotificationWithActivation,
    work: {
      bs: 'Inženjer informatike u domaćoj softverskoj firmi.',
      hr: 'Inženjer informatike u domaćoj softverskoj tvrtki.',
      sr: 'Инжењер информатике у домаћој софтверској фирми.',
    },
    focus: {
      bs: 'Zalaže se za elektronske usluge gradske uprave.',
      hr: 'Zalaže se za elektroničke usluge gradske uprave.',
      sr: 'Залаже се за електронске услуге градске управе.',
    },
  },
  {
    username: 'vijecnik7',
    firstName: 'Azra',
    lastName: 'Ibrišimović',
    female: true,
    born: 1972,
    place: ['Srebreniku', 'Сребренику'],
    party: 'SDA',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Socijalna radnica u Centru za socijalni rad.',
      hr: 'Socijalna radnica u Centru za socijalnu skrb.',
      sr: 'Социјална радница у Центру за социјални рад.',
    },
    focus: {
      bs: 'Bavi se pravima osoba s invaliditetom i starijih osoba.',
      hr: 'Bavi se pravima osoba s invaliditetom i starijih osoba.',
      sr: 'Бави се правима особа са инвалидитетом и старијих особа.',
    },
  },
  {
    username: 'vijecnik8',
    firstName: 'Goran',
    lastName: 'Vasić',
    female: false,
    born: 1980,
    place: ['Tuzli', 'Тузли'],
    party: 'DF',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ReplyToNotification,
    work: {
      bs: 'Mašinski inženjer u Termoelektrani Tuzla.',
      hr: 'Strojarski inženjer u Termoelektrani Tuzla.',
      sr: 'Машински инжењер у Термоелектрани Тузла.',
    },
    focus: {
      bs: 'Prati pitanja kvaliteta zraka i daljinskog grijanja.',
      hr: 'Prati pitanja kakvoće zraka i daljinskoga grijanja.',
      sr: 'Прати питања квалитета ваздуха и даљинског гријања.',
    },
  },
  {
    username: 'vijecnik9',
    firstName: 'Lamija',
    lastName: 'Suljić',
    female: true,
    born: 1993,
    place: ['Gračanici', 'Грачаници'],
    party: 'SBIH',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Novinarka i aktivistkinja udruženja mladih.',
      hr: 'Novinarka i aktivistica udruge mladih.',
      sr: 'Новинарка и активисткиња удружења младих.',
    },
    focus: {
      bs: 'Zalaže se za omladinske centre i sportske terene u mjesnim zajednicama.',
      hr: 'Zalaže se za centre za mlade i sportske terene u mjesnim zajednicama.',
      sr: 'Залаже се за омладинске центре и спортске терене у мјесним заједницама.',
    },
  },
  {
    username: 'vijecnik10',
    firstName: 'Adis',
    lastName: 'Mujkić',
    female: false,
    born: 1966,
    place: ['Tuzli', 'Тузли'],
    party: 'PDA',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystemByAdministrator,
    work: {
      bs: 'Penzionisani oficir, predsjednik mjesne zajednice.',
      hr: 'Umirovljeni časnik, predsjednik mjesne zajednice.',
      sr: 'Пензионисани официр, предсједник мјесне заједнице.',
    },
    focus: {
      bs: 'Bavi se pitanjima boračke populacije i mjesnih zajednica.',
      hr: 'Bavi se pitanjima branitelja i mjesnih zajednica.',
      sr: 'Бави се питањима борачке популације и мјесних заједница.',
    },
  },
  {
    username: 'vijecnik11',
    firstName: 'Vesna',
    lastName: 'Todorović',
    female: true,
    born: 1975,
    place: ['Tuzli', 'Тузли'],
    party: 'NEZ',
    type: MemberType.CouncilMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Profesorica muzike, vodi gradski hor.',
      hr: 'Profesorica glazbe, vodi gradski zbor.',
      sr: 'Професорица музике, води градски хор.',
    },
    focus: {
      bs: 'Zalaže se za kulturne programe i obnovu Narodnog pozorišta.',
      hr: 'Zalaže se za kulturne programe i obnovu Narodnoga kazališta.',
      sr: 'Залаже се за културне програме и обнову Народног позоришта.',
    },
  },
  {
    username: 'vijecnik12',
    firstName: 'Haris',
    lastName: 'Imamović',
    female: false,
    born: 1978,
    place: ['Tuzli', 'Тузли'],
    party: 'SDP',
    type: MemberType.CollegeMember,
    mode: AnswerInputMode.ThroughSystem,
    work: {
      bs: 'Profesor historije, zamjenik predsjedavajućeg Gradskog vijeća.',
      hr: 'Profesor povijesti, zamjenik predsjedatelja Gradskog vijeća.',
      sr: 'Професор историје, замјеник предсједавајућег Градског вијећа.',
    },
    focus: {
      bs: 'Kao član Kolegija priprema sjednice Vijeća.',
      hr: 'Kao član Kolegija priprema sjednice Vijeća.',
      sr: 'Као члан Колегијума припрема сједнице Вијећа.',
    },
  },
  {
    username: 'vijecnik13',
    firstName: 'Merima',
    lastName: 'Džafić',
    female: true,
    born: 1987,
    place: ['Tuzli', 'Тузли'],
    party: 'NS',
    type: MemberType.WorkingBodyMember,
    mode: AnswerInputMode.ReplyToNotification,
    work: {
      bs: 'Magistrica finansija, stručna članica Komisije za budžet i finansije.',
      hr: 'Magistra financija, stručna članica Povjerenstva za proračun i financije.',
      sr: 'Магистар финансија, стручна чланица Комисије за буџет и финансије.',
    },
    focus: {
      bs: 'Daje mišljenja o prijedlozima budžeta i izvještajima o izvršenju.',
      hr: 'Daje mišljenja o prijedlozima proračuna i izvješćima o izvršenju.',
      sr: 'Даје мишљења о приједлозима буџета и извјештајима о извршењу.',
    },
  },
];

/** The usernames of the demo council's accounts (all with the demo password). */
export const demoCouncilUsernames = demoMembers.map((m) => m.username);

/** A member's role in a sentence; the working body's expert says hers in her work. */
function roleOf(m: DemoMember): Lines | null {
  if (m.type === MemberType.Mayor)
    return {
      bs: 'Gradonačelnik je Grada Tuzla.',
      hr: 'Gradonačelnik je Grada Tuzle.',
      sr: 'Градоначелник је Града Тузла.',
    };
  if (m.type === MemberType.WorkingBodyMember) return null;
  return m.female
    ? {
        bs: 'Vijećnica je u sadašnjem sazivu Gradskog vijeća Tuzla.',
        hr: 'Vijećnica je u sadašnjem sazivu Gradskog vijeća Tuzle.',
        sr: 'Вијећница је у садашњем сазиву Градског вијећа Тузла.',
      }
    : {
        bs: 'Vijećnik je u sadašnjem sazivu Gradskog vijeća Tuzla.',
        hr: 'Vijećnik je u sadašnjem sazivu Gradskog vijeća Tuzle.',
        sr: 'Вијећник је у садашњем сазиву Градског вијећа Тузла.',
      };
}

function biographyOf(m: DemoMember): Translated {
  const [latin, cyrillic] = m.place;
  const born = {
    bs: `${m.female ? 'Rođena' : 'Rođen'} je ${m.born}. godine u ${latin}.`,
    hr: `${m.female ? 'Rođena' : 'Rođen'} je ${m.born}. godine u ${latin}.`,
    sr: `${m.female ? 'Рођена' : 'Рођен'} је ${m.born}. године у ${cyrillic}.`,
  };
  const parts = [born, m.work, roleOf(m), m.focus].filter((p): p is Lines => p !== null);
  return {
    bs: parts.map((p) => p.bs).join(' '),
    hr: parts.map((p) => p.hr).join(' '),
    sr_cyr: parts.map((p) => p.sr).join(' '),
  };
}

/** A portrait placeholder: a coloured field, a silhouette and the initials, re-encoded like an upload. */
async function portrait(m: DemoMember, index: number) {
  const hue = (index * 47 + 200) % 360;
  const initials = `${m.firstName[0]}${m.lastName[0]}`;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">` +
      `<rect width="480" height="600" fill="hsl(${hue},45%,42%)"/>` +
      `<circle cx="240" cy="220" r="105" fill="hsl(${hue},35%,78%)"/>` +
      `<path d="M70 600 C70 350 410 350 410 600 Z" fill="hsl(${hue},35%,78%)"/>` +
      `<text x="240" y="560" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" ` +
      `text-anchor="middle" fill="hsl(${hue},50%,22%)">${initials}</text></svg>`,
  );
  const jpeg = await sharp(svg).jpeg({ quality: 90 }).toBuffer();
  return prepareImage(jpeg, { maxBytes: 10 * 1024 * 1024, field: 'file' });
}

/** Units that take questions in their own way: one answers by replying to the e-mail, one takes none. */
const demoUnitSettings: { code: string; acceptsQuestions: boolean; mode: number }[] = [
  { code: 'SKP', acceptsQuestions: true, mode: AnswerInputMode.ReplyToNotification },
  { code: 'SPU', acceptsQuestions: true, mode: AnswerInputMode.ThroughSystem },
  { code: 'KG', acceptsQuestions: false, mode: AnswerInputMode.ThroughSystem },
];

/**
 * The demo municipality's council of the current convocation with their answering accounts
 * and pictures, and the units' question settings; then the demo questions, which read both.
 * Idempotent: nothing is added where the municipality has council members already.
 */
export async function seedDemoCouncil(ctx: SeedContext): Promise<void> {
  await seedMembers(ctx);
  await seedUnitSettings(ctx);
  await seedDemoQuestions(ctx);
}

async function seedMembers({ db, config, storage }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  if (await hasMunicipalityRows(db, councilMember, municipalityId)) return;
  const convocationId = await currentConvocationId(db, municipalityId);
  const parties = await db
    .select({ id: politicalParty.id, code: politicalParty.code })
    .from(politicalParty)
    .where(and(eq(politicalParty.municipalityId, municipalityId), eq(politicalParty.active, true)));
  if (!convocationId || parties.length === 0) return;
  const partyId = (code: string) => parties.find((p) => p.code === code)?.id ?? parties[0]!.id;

  const taken = await db
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(and(eq(appUser.municipalityId, municipalityId), inArray(appUser.username, demoCouncilUsernames)));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const folder = `${councilMemberAttachmentKinds.picture.folder}/${municipalityId}`;
  for (const [i, m] of demoMembers.entries()) {
    const userId =
      taken.find((u) => u.username === m.username)?.id ??
      (
        await createUser(db, {
          municipalityId,
          username: m.username,
          passwordHash,
          firstName: m.firstName,
          lastName: m.lastName,
          email: `${m.username}@example.org`,
          profileId: m.type === MemberType.Mayor ? Profile.Mayor : Profile.CouncilMember,
          status: UserStatus.Active,
          dateActivated: new Date(),
        })
      ).id;
    const picture = await portrait(m, i);
    const base = `${folder}/${randomUUID()}`;
    await storage.put(`${base}.${picture.extension}`, picture.data);
    await storage.put(`${base}-thumb.${picture.extension}`, picture.thumbnail.data);
    await db.insert(councilMember).values({
      municipalityId,
      memberTypeId: m.type,
      politicalPartyId: partyId(m.party),
      convocationId,
      userId,
      biography: biographyOf(m),
      answerInputMode: m.mode,
      active: true,
      pictureKey: `${base}.${picture.extension}`,
      pictureThumbnailKey: `${base}-thumb.${picture.extension}`,
      pictureContentType: picture.contentType,
    });
  }
}

async function seedUnitSettings({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  const units = await db
    .select({ id: organizationalUnit.id, code: organizationalUnit.code })
    .from(organizationalUnit)
    .where(
      and(
        eq(organizationalUnit.municipalityId, municipalityId),
        inArray(
          organizationalUnit.code,
          demoUnitSettings.map((s) => s.code),
        ),
      ),
    );
  for (const setting of demoUnitSettings) {
    const unit = units.find((u) => u.code === setting.code);
    if (!unit) continue;
    await db
      .insert(questionUnitSetting)
      .values({
        municipalityId,
        organizationalUnitId: unit.id,
        acceptsQuestions: setting.acceptsQuestions,
        answerInputMode: setting.mode,
      })
      .onConflictDoNothing();
  }
}
