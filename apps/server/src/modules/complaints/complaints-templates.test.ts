import {
  AccessRight,
  type ComplaintResponseTemplates,
  DataStatus,
  Profile,
  type ResponseTemplate,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { complaint, complaintResponseTemplate } from './complaints.schema';

const STAFF = '/api/ComplaintConfiguration';
const text = (bs: string, hr = '', sr_cyr = '') => ({ bs, hr, sr_cyr });

describe('complaints: answer templates', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const save = (headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/SaveResponseTemplate`, headers, {
      id: 0,
      dataStatus: DataStatus.Created,
      name: 'Predložak',
      categoryId: null,
      organizationalUnitId: null,
      text: text('Tekst.'),
      active: true,
      ...body,
    });
  const created = async (body: Record<string, unknown>) => {
    const res = await save(w.all.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ResponseTemplate;
  };
  const search = async (headers: Headers, body: Record<string, unknown> = {}) =>
    post(ctx, `${STAFF}/SearchResponseTemplates`, headers, { languageId: 1, pageSize: 50, ...body });
  const forComplaint = async (id: number, headers: Headers) => {
    const res = await get(ctx, `${STAFF}/GetResponseTemplatesForComplaint/${id}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ComplaintResponseTemplates;
  };

  it('lets administrators and right 15 add, change, find and delete templates', async () => {
    const template = await created({
      name: 'Rupa u planu sanacije',
      categoryId: w.roads,
      organizationalUnitId: w.unitA,
      text: text('Prijava {{number}} je u planu.', 'Prijava {{ number }} je u planu radova.'),
    });
    expect(template).toMatchObject({
      name: 'Rupa u planu sanacije',
      categoryId: w.roads,
      categoryName: 'Putevi',
      organizationalUnitId: w.unitA,
      organizationalUnitName: 'Služba A',
      active: true,
    });
    // The Serbian text left empty is the Bosnian one in Cyrillic, its placeholders untouched.
    expect(template.text).toEqual({
      bs: 'Prijava {{number}} je u planu.',
      hr: 'Prijava {{ number }} je u planu radova.',
      sr_cyr: 'Пријава {{number}} је у плану.',
    });

    const changed = await save(w.admin.headers, {
      ...template,
      dataStatus: DataStatus.Updated,
      name: 'Rupa – plan sanacije',
      organizationalUnitId: null,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Rupa – plan sanacije',
      organizationalUnitId: null,
      active: false,
    });
    const read = await get(ctx, `${STAFF}/GetResponseTemplateByID/${template.id}/1`, w.all.headers);
    expect(read.json().name).toBe('Rupa – plan sanacije');

    // Found by words of the name or of any language's text, folded ("плану" by "planu").
    const found = (await search(w.all.headers, { text: 'sanacije' })).json();
    expect(found.items.map((t: ResponseTemplate) => t.id)).toEqual([template.id]);
    expect((await search(w.all.headers, { text: 'плану' })).json().totalCount).toBe(1);
    expect((await search(w.all.headers, { text: 'nema takvog' })).json().totalCount).toBe(0);
    expect((await search(w.all.headers, { categoryId: w.lights })).json().totalCount).toBe(0);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF}/DeleteResponseTemplate/${template.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await get(ctx, `${STAFF}/GetResponseTemplateByID/${template.id}/1`, w.all.headers)).statusCode,
    ).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF}/DeleteResponseTemplate/${template.id}`,
      headers: w.admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes by data status too, and refuses an unknown one', async () => {
    const template = await created({ name: 'Za brisanje' });
    const deleted = await save(w.all.headers, { ...template, dataStatus: DataStatus.Deleted });
    expect(deleted.json().name).toBe('Za brisanje');
    const rows = await ctx.database.db
      .select()
      .from(complaintResponseTemplate)
      .where(eq(complaintResponseTemplate.id, template.id));
    expect(rows).toEqual([]);
    const unknown = await save(w.all.headers, { dataStatus: 9 });
    expect(unknown.json().errors).toEqual({ dataStatus: 'data_not_saved_unknown_status' });
  });

  it('refuses bad input with the field and its message', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: 'validation_required' }],
      [{ text: text('') }, { 'text.bs': 'validation_required' }],
      [{ text: text('Broj {{broj}}.') }, { 'text.bs': 'complaint_template_unknown_placeholder' }],
      [
        { text: text('Dobro {{title}}.', '', 'Лоше {{наслов}}.') },
        { 'text.sr_cyr': 'complaint_template_unknown_placeholder' },
      ],
      [{ text: text('x'.repeat(4001)) }, { 'text.bs': 'validation_too_long' }],
      [{ categoryId: 999_999 }, { categoryId: 'record_not_found' }],
      [{ organizationalUnitId: 999_999 }, { organizationalUnitId: 'record_not_found' }],
    ];
    for (const [body, errors] of cases) {
      const res = await save(w.all.headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    // Another municipality's category is not this one's.
    const [foreign] = await ctx.database.db
      .insert(complaintCategory)
      .values({ municipalityId: 1, name: text('Tuđa'), description: text(''), icon: 'road' })
      .returning();
    expect((await save(w.all.headers, { categoryId: foreign!.id })).json().errors).toEqual({
      categoryId: 'record_not_found',
    });
    expect((await save(w.all.headers, { id: 999_999, dataStatus: DataStatus.Updated })).statusCode).toBe(404);
  });

  it('keeps templates from right 16 and citizens, and templates of a complaint from those outside its scope', async () => {
    for (const who of [w.branch, w.citizen]) {
      expect((await save(who.headers, {})).statusCode).toBe(403);
      expect((await search(who.headers)).statusCode).toBe(403);
      expect((await get(ctx, `${STAFF}/GetResponseTemplateByID/1/1`, who.headers)).statusCode).toBe(403);
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `${STAFF}/DeleteResponseTemplate/1`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(403);
    }
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    // Unassigned: outside right 16's scope, so it does not exist for it.
    expect(
      (await get(ctx, `${STAFF}/GetResponseTemplatesForComplaint/${id}`, w.branch.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `${STAFF}/GetResponseTemplatesForComplaint/${id}`, w.citizen.headers)).statusCode,
    ).toBe(403);
    expect(
      (await get(ctx, `${STAFF}/GetResponseTemplatesForComplaint/999999`, w.all.headers)).statusCode,
    ).toBe(404);
  });

  it('offers a complaint the active templates of its category and unit, and the general ones, filled in', async () => {
    await ctx.database.db.delete(complaintResponseTemplate);
    const general = await created({
      name: 'Zaprimljeno',
      text: text(
        'Prijava {{number}} „{{title}}“ od {{date}}, {{address}}: {{unit}}.',
        'Prijava {{number}} zaprimljena: {{unit}}.',
        'Пријава {{number}}: {{unit}}.',
      ),
    });
    const roads = await created({ name: 'Putevi', categoryId: w.roads, text: text('Put {{title}}.') });
    const roadsInA = await created({
      name: 'Putevi u A',
      categoryId: w.roads,
      organizationalUnitId: w.unitA,
      text: text('A: {{unit}}'),
    });
    const inA = await created({ name: 'Jedinica A', organizationalUnitId: w.unitA, text: text('Jedinica.') });
    await created({ name: 'Rasvjeta', categoryId: w.lights, text: text('Svjetlo.') });
    await created({
      name: 'Putevi u B',
      categoryId: w.roads,
      organizationalUnitId: w.unitB,
      text: text('B'),
    });
    await created({ name: 'Ugašen', active: false, text: text('Stari.') });

    const { id, number } = await report(ctx, w.citizen.headers, w.roads, {
      title: 'Rupa',
      address: 'Turalibegova 1',
    });
    await ctx.database.db
      .update(complaint)
      .set({ dateCreated: new Date('2026-03-04T10:00:00Z') })
      .where(eq(complaint.id, id));
    await ctx.database.db.update(appUser).set({ languageId: 3 }).where(eq(appUser.id, w.citizen.user.id));

    // Not assigned yet: the unit is the answerer's own (none for this right 15 user).
    const before = await forComplaint(id, w.all.headers);
    expect(before.reporterLanguageId).toBe(3);
    expect(before.templates.map((t) => t.id)).toEqual([roads.id, general.id]);
    expect(before.templates[1]!.text).toEqual({
      bs: `Prijava ${number} „Rupa“ od 04.03.2026., Turalibegova 1: .`,
      hr: `Prijava ${number} zaprimljena: .`,
      sr_cyr: `Пријава ${number}: .`,
    });

    await post(ctx, `${STAFF}/AssignComplaint`, w.all.headers, {
      complaintId: id,
      organizationalUnitId: w.unitA,
    });
    const after = await forComplaint(id, w.branch.headers);
    // The most specific first: category and unit, category, unit, general.
    expect(after.templates.map((t) => t.id)).toEqual([roadsInA.id, roads.id, inA.id, general.id]);
    expect(after.templates[0]!.text.bs).toBe('A: Služba A');
    expect(after.templates[3]!.text.hr).toBe(`Prijava ${number} zaprimljena: Služba A.`);
  });

  it('fills {{unit}} of an unassigned complaint with the answerer’s unit', async () => {
    const staff = await signedIn(ctx, {
      profileId: Profile.Office,
      rights: [AccessRight.ComplaintListAllLevels],
    });
    await ctx.database.db
      .update(appUser)
      .set({ organizationalUnitId: w.unitB })
      .where(eq(appUser.id, staff.user.id));
    const { id } = await report(ctx, w.citizen.headers, w.lights);
    const { templates } = await forComplaint(id, staff.headers);
    const general = templates.find((t) => t.name === 'Zaprimljeno')!;
    expect(general.text.bs).toMatch(/: Služba B\.$/);
  });

  it('seeds three demo templates that fit the demo complaints', async () => {
    const demo = await startApp();
    try {
      await seedDemo(demo);
      const admin = await signedIn(demo, { profileId: Profile.Administrator });
      const found = (
        await post(demo, `${STAFF}/SearchResponseTemplates`, admin.headers, { languageId: 1, pageSize: 50 })
      ).json();
      expect(found.totalCount).toBe(3);
      expect(found.items.filter((t: ResponseTemplate) => t.categoryId !== null)).toHaveLength(2);
      for (const t of found.items as ResponseTemplate[]) {
        expect(t.text.sr_cyr).toMatch(/\p{Script=Cyrillic}/u);
      }
    } finally {
      await demo.close();
    }
  });
});
