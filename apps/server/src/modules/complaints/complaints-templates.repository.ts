import type { Translated } from '@portal/contracts';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fold, foldForSearch } from '../../platform/search/search';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { complaintResponseTemplate as template } from './complaints.schema';

// The answer templates of complaints: administered per municipality, offered while answering.

const columns = {
  id: template.id,
  municipalityId: template.municipalityId,
  name: template.name,
  categoryId: template.categoryId,
  categoryName: complaintCategory.name,
  organizationalUnitId: template.organizationalUnitId,
  organizationalUnitName: organizationalUnit.name,
  textBs: template.textBs,
  textHr: template.textHr,
  textSrCyr: template.textSrCyr,
  active: template.active,
  dateModified: template.dateModified,
};

function selectTemplates(db: Db) {
  return db
    .select(columns)
    .from(template)
    .leftJoin(complaintCategory, eq(complaintCategory.id, template.categoryId))
    .leftJoin(organizationalUnit, eq(organizationalUnit.id, template.organizationalUnitId));
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export type TemplateValues = {
  name: string;
  categoryId: number | null;
  organizationalUnitId: number | null;
  text: Translated;
  active: boolean;
};

const stored = (v: TemplateValues) => ({
  name: v.name,
  categoryId: v.categoryId,
  organizationalUnitId: v.organizationalUnitId,
  textBs: v.text.bs,
  textHr: v.text.hr,
  textSrCyr: v.text.sr_cyr,
  active: v.active,
});

/** Every word of `text` (folded) somewhere in the name or in a language's text. */
function wordsMatch(text: string | undefined): SQL | undefined {
  const words = fold(text ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return undefined;
  const haystack = foldForSearch(
    sql`${template.name} || ' ' || ${template.textBs} || ' ' || ${template.textHr} || ' ' || ${template.textSrCyr}`,
  );
  return and(...words.map((word) => sql`strpos(${haystack}, ${word}) > 0`));
}

export async function searchTemplates(
  db: Db,
  municipalityId: number,
  options: {
    text?: string;
    categoryId?: number | null;
    sort: 'name' | 'category' | 'unit' | 'dateModified';
    direction: 'asc' | 'desc';
    language: keyof Translated;
    pageNumber: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(template.municipalityId, municipalityId),
    options.categoryId ? eq(template.categoryId, options.categoryId) : undefined,
    wordsMatch(options.text),
  );
  const dir = options.direction === 'asc' ? asc : desc;
  const nameOf = (name: typeof complaintCategory.name | typeof organizationalUnit.name) =>
    sql`lower(coalesce(${name} ->> ${options.language}, ${name} ->> 'bs', ''))`;
  const order = {
    name: dir(sql`lower(${template.name})`),
    category: dir(nameOf(complaintCategory.name)),
    unit: dir(nameOf(organizationalUnit.name)),
    dateModified: dir(template.dateModified),
  }[options.sort];
  const [rows, [count]] = await Promise.all([
    selectTemplates(db)
      .where(where)
      .orderBy(order, asc(template.id))
      .limit(options.pageSize)
      .offset((options.pageNumber - 1) * options.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(template)
      .where(where),
  ]);
  return { rows, totalCount: count?.n ?? 0 };
}

export async function findTemplate(db: Db, municipalityId: number, id: number) {
  const [row] = await selectTemplates(db).where(
    and(eq(template.municipalityId, municipalityId), eq(template.id, id)),
  );
  return row ?? null;
}

export async function insertTemplate(db: Db, municipalityId: number, values: TemplateValues) {
  const [row] = await db
    .insert(template)
    .values({ municipalityId, ...stored(values) })
    .returning({ id: template.id });
  return row!.id;
}

export async function updateTemplate(db: Db, municipalityId: number, id: number, values: TemplateValues) {
  const rows = await db
    .update(template)
    .set({ ...stored(values), dateModified: new Date() })
    .where(and(eq(template.municipalityId, municipalityId), eq(template.id, id)))
    .returning({ id: template.id });
  return rows.length > 0;
}

export async function deleteTemplate(db: Db, municipalityId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(template)
    .where(and(eq(template.municipalityId, municipalityId), eq(template.id, id)))
    .returning({ id: template.id });
  return rows.length > 0;
}

/**
 * The active templates for a complaint of this category and unit: those made for both, for
 * the category, for the unit, and the general ones, the most specific first, then by name.
 */
export function templatesFor(
  db: Db,
  municipalityId: number,
  complaint: { categoryId: number; organizationalUnitId: number | null },
) {
  const fits = (
    column: typeof template.categoryId | typeof template.organizationalUnitId,
    value: number | null,
  ) => (value === null ? isNull(column) : or(isNull(column), eq(column, value)));
  return selectTemplates(db)
    .where(
      and(
        eq(template.municipalityId, municipalityId),
        eq(template.active, true),
        fits(template.categoryId, complaint.categoryId),
        fits(template.organizationalUnitId, complaint.organizationalUnitId),
      ),
    )
    .orderBy(
      desc(
        sql`(${template.categoryId} is not null)::int * 2 + (${template.organizationalUnitId} is not null)::int`,
      ),
      asc(sql`lower(${template.name})`),
      asc(template.id),
    );
}

/** The reporter's language (the account's), the answer's usual language. */
export async function reporterLanguage(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ languageId: appUser.languageId })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.languageId ?? null;
}

/** A unit's name in every language (the `{{unit}}` of a complaint that has no unit yet: the answerer's). */
export async function unitName(db: Db, id: number): Promise<Translated | null> {
  const [row] = await db
    .select({ name: organizationalUnit.name })
    .from(organizationalUnit)
    .where(eq(organizationalUnit.id, id));
  return row?.name ?? null;
}
