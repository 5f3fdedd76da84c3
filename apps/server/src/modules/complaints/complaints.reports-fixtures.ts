import { Gender, Profile } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { signedIn } from '../../../test/accounts';
import type { TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit, sensitiveCategory } from '../code-lists/code-lists.schema';
import { complaintWorld, post, report } from './complaints.fixtures';
import { complaint, complaintAnswer } from './complaints.schema';

/*
 * The data of the report tests: four complaints of 2025 with known dates, reporters of known
 * sex, birth year and sensitive category, in a unit tree (A with A1 under it, and B):
 *
 *   complaint  category  unit     reporter                    reported     answered     resolved
 *   a          Putevi    A1       woman, born 2009, Roma      03.03. 8:00  04.03. 8:00  05.03. 8:00
 *   b          Putevi    A        man, born 1985, none        10.03. 10:00 10.03. 12:00 10.03. 16:00
 *   c          Rasvjeta  B        woman, born 1950, returnee  01.02. 8:00  05.02. 12:00 01.04. 8:00
 *   d          Rasvjeta  none     anonymous citizen           10.04. 9:00  10.04. 10:00 -
 *
 * (times UTC). Code lists carry real Serbian Cyrillic names, so that a Cyrillic report has
 * no Latin letters but in the complaints' titles and numbers.
 */

const named = (bs: string, sr: string) => ({ bs, hr: bs, sr_cyr: sr });

export const TITLES = {
  a: 'Rupa ispred škole',
  b: 'Oštećen asfalt',
  c: 'Ne radi svjetiljka',
  d: 'Pregorjela sijalica',
};

export async function reportsWorld(ctx: TestContext) {
  const w = await complaintWorld(ctx);
  const db = ctx.database.db;
  const rename = async (
    table: typeof complaintCategory | typeof organizationalUnit,
    id: number,
    bs: string,
    sr: string,
  ) =>
    db
      .update(table)
      .set({ name: named(bs, sr) })
      .where(eq(table.id, id));
  await rename(complaintCategory, w.roads, 'Putevi', 'Путеви');
  await rename(complaintCategory, w.lights, 'Rasvjeta', 'Расвјета');
  await rename(organizationalUnit, w.unitA, 'Služba A', 'Служба А');
  await rename(organizationalUnit, w.unitA1, 'Odsjek A1', 'Одсјек А1');
  await rename(organizationalUnit, w.unitB, 'Služba B', 'Служба Б');
  const [roma, returnees] = await db
    .insert(sensitiveCategory)
    .values([
      { municipalityId: 6, name: named('Romi', 'Роми'), description: named('', ''), sortOrder: -2 },
      {
        municipalityId: 6,
        name: named('Povratnici', 'Повратници'),
        description: named('', ''),
        sortOrder: -1,
      },
    ])
    .returning({ id: sensitiveCategory.id });

  const citizen = async (profile: { sex: number; birthYear: number; sensitiveCategoryId: number | null }) => {
    const person = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    await db.update(appUser).set(profile).where(eq(appUser.id, person.user.id));
    return person;
  };
  const girl = await citizen({ sex: Gender.Female, birthYear: 2009, sensitiveCategoryId: roma!.id });
  const man = await citizen({ sex: Gender.Male, birthYear: 1985, sensitiveCategoryId: null });
  const elder = await citizen({ sex: Gender.Female, birthYear: 1950, sensitiveCategoryId: returnees!.id });
  const anonymous = await signedIn(ctx, { profileId: Profile.AnonymousCitizen, email: null });

  const staff = (action: string, body: Record<string, unknown>) =>
    post(ctx, `/api/ComplaintConfiguration/${action}`, w.admin.headers, body);
  const a = await report(ctx, girl.headers, w.roads, { title: TITLES.a });
  const b = await report(ctx, man.headers, w.roads, { title: TITLES.b });
  const c = await report(ctx, elder.headers, w.lights, { title: TITLES.c });
  const d = await report(ctx, anonymous.headers, w.lights, { title: TITLES.d });
  for (const [id, unitId] of [
    [a.id, w.unitA1],
    [b.id, w.unitA],
    [c.id, w.unitB],
  ] as const) {
    await staff('AssignComplaint', {
      complaintId: id,
      organizationalUnitId: unitId,
      comment: 'Na nadležnost',
    });
  }
  for (const { id } of [a, b, c, d]) await staff('AddComplaintAnswer', { complaintId: id, text: 'U radu.' });
  for (const { id } of [a, b, c]) {
    await staff('ChangeComplaintStatus', { complaintId: id, statusId: 5, comment: 'Sanirano' });
  }
  const at = (iso: string) => new Date(iso);
  const dates = [
    [a.id, '2025-03-03T08:00:00Z', '2025-03-04T08:00:00Z', '2025-03-05T08:00:00Z'],
    [b.id, '2025-03-10T10:00:00Z', '2025-03-10T12:00:00Z', '2025-03-10T16:00:00Z'],
    [c.id, '2025-02-01T08:00:00Z', '2025-02-05T12:00:00Z', '2025-04-01T08:00:00Z'],
    [d.id, '2025-04-10T09:00:00Z', '2025-04-10T10:00:00Z', null],
  ] as const;
  for (const [id, created, answered, resolved] of dates) {
    await db
      .update(complaint)
      .set({
        dateCreated: at(created),
        dateAnswered: at(answered),
        dateResolved: resolved ? at(resolved) : null,
      })
      .where(eq(complaint.id, id));
    await db
      .update(complaintAnswer)
      .set({ dateCreated: at(answered) })
      .where(eq(complaintAnswer.complaintId, id));
  }
  const numbers = Object.fromEntries(
    (
      await db
        .select()
        .from(complaint)
        .where(inArray(complaint.id, [a.id, b.id, c.id, d.id]))
    ).map((row) => [row.id, `${row.sequence}/${row.year}`]),
  );
  return {
    ...w,
    roma: roma!.id,
    returnees: returnees!.id,
    people: { girl, man, elder, anonymous },
    complaints: { a, b, c, d },
    number: { a: numbers[a.id]!, b: numbers[b.id]!, c: numbers[c.id]!, d: numbers[d.id]! },
  };
}
