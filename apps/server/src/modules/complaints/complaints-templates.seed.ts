import { and, eq, sql } from 'drizzle-orm';
import type { SeedContext } from '../../platform/module';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { complaintResponseTemplate } from './complaints.schema';

/** The demo's answer templates: a general one, one for a category, one for a category in a unit. */
const demoTemplates: {
  name: string;
  /** Code of the demo complaint category and unit (code lists' demo data); none: any. */
  category?: string;
  unit?: string;
  text: { bs: string; hr: string; sr_cyr: string };
}[] = [
  {
    name: 'Prijava zaprimljena i proslijeđena',
    text: {
      bs:
        'Poštovani,\n\nVaša prijava broj {{number}} („{{title}}“) od {{date}} je zaprimljena i proslijeđena ' +
        'nadležnoj službi: {{unit}}. O svakoj promjeni bit ćete obaviješteni.\n\nS poštovanjem',
      hr:
        'Poštovani,\n\nVaša prijava broj {{number}} („{{title}}“) od {{date}} zaprimljena je i proslijeđena ' +
        'nadležnom odjelu: {{unit}}. O svakoj promjeni bit ćete obaviješteni.\n\nS poštovanjem',
      sr_cyr:
        'Поштовани,\n\nВаша пријава број {{number}} („{{title}}“) од {{date}} је запримљена и прослијеђена ' +
        'надлежној служби: {{unit}}. О свакој промјени бићете обавијештени.\n\nС поштовањем',
    },
  },
  {
    name: 'Oštećenje kolovoza uvršteno u plan sanacije',
    category: 'PUT',
    text: {
      bs:
        'Poštovani,\n\noštećenje kolovoza na lokaciji {{address}} (prijava {{number}}) je pregledano i ' +
        'uvršteno u plan sanacije. Radovi se izvode redoslijedom hitnosti, a o njihovom završetku ' +
        'bit ćete obaviješteni.\n\nS poštovanjem',
      hr:
        'Poštovani,\n\noštećenje kolnika na lokaciji {{address}} (prijava {{number}}) pregledano je i ' +
        'uvršteno u plan sanacije. Radovi se izvode redoslijedom hitnosti, a o njihovu završetku ' +
        'bit ćete obaviješteni.\n\nS poštovanjem',
      sr_cyr:
        'Поштовани,\n\nоштећење коловоза на локацији {{address}} (пријава {{number}}) је прегледано и ' +
        'уврштено у план санације. Радови се изводе редослиједом хитности, а о њиховом завршетку ' +
        'бићете обавијештени.\n\nС поштовањем',
    },
  },
  {
    name: 'Kvar javne rasvjete upućen održavaocu',
    category: 'RASVJETA',
    unit: 'SKP',
    text: {
      bs:
        'Poštovani,\n\nkvar javne rasvjete na lokaciji {{address}} prijavljen je održavaocu, koji ga ' +
        'otklanja u roku od sedam dana. Hvala Vam što ste nam se obratili.\n\n{{unit}}',
      hr:
        'Poštovani,\n\nkvar javne rasvjete na lokaciji {{address}} prijavljen je održavatelju, koji ga ' +
        'otklanja u roku od sedam dana. Hvala Vam što ste nam se obratili.\n\n{{unit}}',
      sr_cyr:
        'Поштовани,\n\nквар јавне расвјете на локацији {{address}} пријављен је одржаваоцу, који га ' +
        'отклања у року од седам дана. Хвала Вам што сте нам се обратили.\n\n{{unit}}',
    },
  },
];

/** Seeds the demo's answer templates once (nothing when the municipality has any). */
export async function seedDemoResponseTemplates({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaintResponseTemplate)
    .where(eq(complaintResponseTemplate.municipalityId, municipalityId));
  if ((existing?.n ?? 0) > 0) return;
  const idOf = async (table: typeof complaintCategory | typeof organizationalUnit, code?: string) => {
    if (!code) return null;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.municipalityId, municipalityId), eq(table.code, code)));
    return row?.id ?? null;
  };
  for (const template of demoTemplates) {
    await db.insert(complaintResponseTemplate).values({
      municipalityId,
      name: template.name,
      categoryId: await idOf(complaintCategory, template.category),
      organizationalUnitId: await idOf(organizationalUnit, template.unit),
      textBs: template.text.bs,
      textHr: template.text.hr,
      textSrCyr: template.text.sr_cyr,
    });
  }
}
