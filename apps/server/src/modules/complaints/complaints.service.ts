import {
  COMPLAINT_DOCUMENTS_MAX,
  ComplaintParameter,
  complaintParameterBounds,
  type ComplaintDetails,
  type ComplaintListItem,
  type ComplaintParameterSetting,
  type ComplaintReportSettings,
  type ComplaintSearch,
  type ComplaintStatistics,
  ComplaintStatus,
  documentExtensions,
  imageExtensions,
  type LanguageId,
  type LanguageKey,
  languageKeyById,
  type MapArea,
  type MapPoint,
  type ReportComplaint,
  SystemNotificationKind,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, assertNoFieldErrors, badRequest, notFound } from '../../platform/errors';
import type { FileResult } from '../../platform/http';
import { fullName } from '../../platform/people';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { notifyStaff, translatorsFor } from './complaints.notifications';
import { publicAccess } from './complaints.policy';
import {
  answerOf,
  fileOf,
  imageOf,
  listItem,
  nameIn,
  numberOf,
  responseHours,
  shortName,
} from './complaints.present';
import {
  categoryExists,
  type ComplaintConditions,
  type ComplaintRow,
  type MapBox,
  type MapCell,
  findAnswerFile,
  findFile,
  findImage,
  insertComplaint,
  insertFiles,
  insertHistory,
  insertImages,
  listAnswerFiles,
  listAnswers,
  listImages,
  listParameters,
  mapCells,
  nextSequence,
  saveParameter,
  searchComplaints,
  statistics,
  TIME_ZONE,
} from './complaints.repository';

type Search = z.output<typeof ComplaintSearch>;
type Report = z.output<typeof ReportComplaint>;
type Filter = Pick<Search, 'text' | 'categoryId' | 'statusId' | 'dateFrom' | 'dateTo'>;

/** Most map points answered at once; the fullest cells come first. */
export const MAP_POINTS_MAX = 500;

/** The side of a map cell in degrees at a zoom: an eighth of a 256-pixel tile, about 32 pixels. */
export const cellSize = (zoom: number) => 360 / 2 ** zoom / 8;

/** Up to this zoom (a district of the city) a large municipality's cells are kept, not counted per view. */
export const MAP_KEPT_MAX_ZOOM = 14;

/**
 * The cells of a whole municipality that touch the view, the fullest first, and the number
 * of complaints in them. A cell on the view's edge counts all its complaints.
 */
export function cellsInView(cells: readonly MapCell[], box: MapBox, cell: number, limit: number) {
  const [x1, x2, y1, y2] = [box.west, box.east, box.south, box.north].map((v) => Math.floor(v / cell)) as [
    number,
    number,
    number,
    number,
  ];
  const inX = (gx: number) => (x1 <= x2 ? gx >= x1 && gx <= x2 : gx >= x1 || gx <= x2);
  const shown = cells.filter((c) => inX(c.gx) && c.gy >= y1 && c.gy <= y2);
  const total = shown.reduce((sum, c) => sum + c.count, 0);
  return {
    cells: [...shown].sort((a, b) => b.count - a.count || a.gx - b.gx || a.gy - b.gy).slice(0, limit),
    total,
  };
}

const yearIn = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(date));

export const filterOf = (f: Filter): Partial<ComplaintConditions> => ({
  text: f.text,
  categoryId: f.categoryId ?? null,
  statusId: f.statusId ?? null,
  dateFrom: f.dateFrom,
  dateTo: f.dateTo,
});

type Counts = Awaited<ReturnType<typeof statistics>>;

/**
 * Counts over many public complaints are made at most once a minute: at a million
 * complaints the statistics take seconds and the total of a list a large part of its
 * time, and a minute-old figure is as true to a citizen. Below `minimumTotal` every call
 * counts afresh, so a small municipality always sees exact figures.
 */
export function createCountCache<T>(options: {
  minimumTotal: number;
  ttlMs: number;
  maxEntries: number;
  totalOf: (value: T) => number;
}) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    keep(key: string, value: T): T {
      if (options.totalOf(value) >= options.minimumTotal) {
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: Date.now() + options.ttlMs });
      }
      return value;
    },
  };
}

const LARGE = { minimumTotal: 20_000, ttlMs: 60_000, maxEntries: 500 };

/** The public side of complaints: lists, map, details, reporting, comments, files, statistics. */
export function createComplaints(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db, storage } = deps;
  const statisticsCache = createCountCache<Counts>({
    ...LARGE,
    totalOf: (counts) => counts.byStatus.reduce((sum, r) => sum + r.count, 0),
  });
  /** Totals of the public list by its filters (the rows themselves are always read afresh). */
  const totalCache = createCountCache<number>({ ...LARGE, totalOf: (total) => total });
  /** A large municipality's map cells by filters and zoom. */
  const mapCache = createCountCache<MapCell[]>({
    ...LARGE,
    maxEntries: 30,
    totalOf: (cells) => cells.reduce((sum, c) => sum + c.count, 0),
  });

  /** The complaint as this caller may see it, or the refusal: 404 hidden, 410 inappropriate. */
  async function visibleTo(principal: Principal | null, municipalityId: number, id: number) {
    const row = await core.load(municipalityId, id);
    if (!row) throw notFound();
    const scope = await core.scope(principal);
    const access = publicAccess(row, principal, scope);
    if (access === 'hidden') throw notFound();
    if (access === 'gone') throw new AppError(410, 'complaint_hidden_inappropriate', 'complaint');
    return { row, access, scope };
  }

  async function page(conditions: ComplaintConditions, search: Search) {
    const language = languageKeyById[search.languageId];
    // Only the public list's totals are shared; one's own list is always counted.
    const key = conditions.publicOnly && conditions.userId === undefined ? JSON.stringify(conditions) : null;
    const known = key ? totalCache.get(key) : undefined;
    const { rows, totalCount } = await searchComplaints(
      db,
      conditions,
      {
        sort: search.sort,
        direction: search.direction,
        language,
        pageNumber: search.pageNumber,
        pageSize: search.pageSize,
      },
      known,
    );
    if (key) totalCache.keep(key, totalCount);
    return { items: rows.map((r) => listItem(r, language)), totalCount };
  }

  async function parameterSetting(municipalityId: number, id: number, languageId: LanguageId) {
    const rows = await listParameters(db, municipalityId);
    const values = await core.parameters(municipalityId);
    const t = await deps.texts.translator(municipalityId, languageId);
    const bounds = complaintParameterBounds[id]!;
    return {
      id,
      name: t(`mail.complaint.parameterNames.${id}`),
      value: values[id]!,
      min: bounds.min,
      max: bounds.max,
      dateModified: rows.find((r) => r.id === id)?.dateModified.toISOString() ?? null,
    } satisfies ComplaintParameterSetting;
  }

  return {
    search(
      municipalityId: number,
      search: Search,
    ): Promise<{ items: ComplaintListItem[]; totalCount: number }> {
      return page({ municipalityId, publicOnly: true, ...filterOf(search) }, search);
    },

    mine(principal: Principal, search: Search) {
      return page(
        { municipalityId: principal.municipalityId, userId: principal.userId, ...filterOf(search) },
        search,
      );
    },

    /** Clusters public complaints of the box into cells sized by the zoom; a cell of one is that complaint. */
    async map(municipalityId: number, area: z.output<typeof MapArea>) {
      const cell = cellSize(area.zoom);
      const conditions = { municipalityId, publicOnly: true, ...filterOf(area) };
      const box = { south: area.south, west: area.west, north: area.north, east: area.east };
      const key = JSON.stringify([conditions, area.zoom]);
      // Up to district zoom the municipality's cells are counted whole and each view takes
      // its own; a large municipality's are kept a minute (like its statistics), so panning
      // costs the database nothing. Closer in, the view itself is counted.
      const { cells, total } =
        area.zoom <= MAP_KEPT_MAX_ZOOM
          ? cellsInView(
              mapCache.get(key) ??
                mapCache.keep(key, await mapCells(db, conditions, { box: null, cell, limit: null })),
              box,
              cell,
              MAP_POINTS_MAX,
            )
          : await mapCells(db, conditions, { box, cell, limit: MAP_POINTS_MAX }).then((rows) => ({
              cells: rows,
              total: rows[0]?.total ?? 0,
            }));
      const points: MapPoint[] = cells.map((c) =>
        c.count === 1
          ? {
              key: `c${c.id}`,
              latitude: c.latitude,
              longitude: c.longitude,
              count: 1,
              id: c.id,
              title: c.title,
              statusId: c.statusId,
            }
          : {
              key: `z${area.zoom}:${c.gx}:${c.gy}`,
              latitude: c.latitude,
              longitude: c.longitude,
              count: c.count,
              id: null,
              title: null,
              statusId: null,
            },
      );
      return { points, totalCount: total };
    },

    async details(
      principal: Principal | null,
      municipalityId: number,
      id: number,
      languageId: LanguageId,
    ): Promise<ComplaintDetails> {
      const { row, access } = await visibleTo(principal, municipalityId, id);
      return detailsOf(row, languageKeyById[languageId], { staff: access === 'staff', principal });
    },

    async settings(municipalityId: number): Promise<ComplaintReportSettings> {
      const params = await core.parameters(municipalityId);
      return {
        imagesPerComplaint: params[ComplaintParameter.ImagesPerComplaint]!,
        maxImageSizeKb: params[ComplaintParameter.MaxImageSizeKb]!,
        imageExtensions: [...imageExtensions],
        documentExtensions: [...documentExtensions],
        documentsPerComplaint: COMPLAINT_DOCUMENTS_MAX,
        maxDocumentSizeMb: deps.config.UPLOAD_MAX_MB,
      };
    },

    /**
     * Reports a problem with the caller's uploaded photos and documents, numbered in the
     * municipality's year; the staff configured for "new complaint" are told in the same transaction.
     */
    async report(
      principal: Principal,
      input: Report,
      origin: string,
    ): Promise<{ id: number; number: string }> {
      const municipalityId = principal.municipalityId;
      const params = await core.parameters(municipalityId);
      const maxImages = params[ComplaintParameter.ImagesPerComplaint]!;
      const imageIds = [...new Set(input.imageIds)];
      const documentIds = [...new Set(input.documentIds)];
      if (imageIds.length > maxImages) {
        throw badRequest('complaint_images_limit', 'imageIds', { maximum: maxImages });
      }
      if (!(await categoryExists(db, municipalityId, input.categoryId))) {
        throw badRequest('record_not_found', 'categoryId');
      }
      const translators = await translatorsFor(deps.texts, municipalityId);
      const now = new Date();
      const year = yearIn(now);
      // The answer is what the transaction wrote: once it has committed, the complaint is
      // saved, and a read after it that failed would tell the citizen it was not.
      return inTransaction(db, async (tx) => {
        const images = await core.take(tx, principal, 'image', imageIds);
        const documents = await core.take(tx, principal, 'file', documentIds);
        assertNoFieldErrors({
          ...(images.length < imageIds.length ? { imageIds: 'document_not_found_or_invalid' as const } : {}),
          ...(documents.length < documentIds.length
            ? { documentIds: 'document_not_found_or_invalid' as const }
            : {}),
        });
        const sequence = await nextSequence(tx, municipalityId, year);
        const id = await insertComplaint(tx, {
          municipalityId,
          year,
          sequence,
          title: input.title,
          description: input.description,
          categoryId: input.categoryId,
          statusId: ComplaintStatus.Created,
          userId: principal.userId,
          latitude: input.latitude,
          longitude: input.longitude,
          address: input.address,
          locationDescription: input.locationDescription,
          dateCreated: now,
        });
        await insertImages(
          tx,
          images.map((u, i) => ({
            complaintId: id,
            storageKey: u.storageKey,
            thumbnailKey: u.thumbnailKey!,
            contentType: u.contentType,
            width: u.width ?? 0,
            height: u.height ?? 0,
            size: u.size,
            sortOrder: i,
          })),
        );
        await insertFiles(
          tx,
          documents.map((u) => ({
            complaintId: id,
            storageKey: u.storageKey,
            fileName: u.fileName,
            contentType: u.contentType,
            size: u.size,
          })),
        );
        await insertHistory(tx, {
          complaintId: id,
          statusId: ComplaintStatus.Created,
          userId: principal.userId,
        });
        const row = (await core.load(municipalityId, id, tx))!;
        await notifyStaff(
          { tx, outbox: deps.outbox, translators, origin },
          row,
          SystemNotificationKind.NewComplaint,
        );
        return { id, number: numberOf({ sequence, year }) };
      });
    },

    /** A citizen's comment, on a public complaint or on their own. */
    async comment(principal: Principal, input: { complaintId: number; text: string; fileIds: string[] }) {
      const { row } = await visibleTo(principal, principal.municipalityId, input.complaintId);
      return core.addComment(principal, row, input, { byStaff: false });
    },

    async image(principal: Principal | null, municipalityId: number, id: number, thumbnail: boolean) {
      const found = await findImage(db, municipalityId, id);
      if (!found) throw notFound();
      await visibleTo(principal, municipalityId, found.complaintId).catch(() => {
        throw notFound();
      });
      const key = thumbnail ? found.image.thumbnailKey : found.image.storageKey;
      const data = await storage.get(key);
      if (!data) throw notFound('file_not_found');
      return { data, contentType: found.image.contentType } satisfies FileResult;
    },

    /**
     * A document or a comment's file (one series of ids, decision 0022), to whoever may see
     * the complaint (and, for citizens, the comment).
     */
    async file(principal: Principal | null, municipalityId: number, id: number): Promise<FileResult> {
      const found = await findFile(db, municipalityId, id);
      if (!found) {
        return deps.discussions.file(core.discussion, { municipalityId, fileId: id }, async (comment) => {
          const { access } = await visibleTo(principal, municipalityId, comment.subjectId).catch(() => {
            throw notFound();
          });
          return access === 'staff' ? 'staff' : 'public';
        });
      }
      await visibleTo(principal, municipalityId, found.complaintId).catch(() => {
        throw notFound();
      });
      const data = await storage.get(found.file.storageKey);
      if (!data) throw notFound('file_not_found');
      return { data, contentType: found.file.contentType, fileName: found.file.fileName };
    },

    async answerFile(principal: Principal | null, municipalityId: number, id: number): Promise<FileResult> {
      const found = await findAnswerFile(db, municipalityId, id);
      if (!found) throw notFound();
      await visibleTo(principal, municipalityId, found.complaintId).catch(() => {
        throw notFound();
      });
      const data = await storage.get(found.file.storageKey);
      if (!data) throw notFound('file_not_found');
      return { data, contentType: found.file.contentType, fileName: found.file.fileName };
    },

    /**
     * Counts of public complaints. The range, when given, applies to every count; without
     * one the months are the last twelve and the other counts cover all time.
     */
    async statistics(
      municipalityId: number,
      input: { languageId: LanguageId; dateFrom?: string; dateTo?: string },
    ): Promise<ComplaintStatistics> {
      const language = languageKeyById[input.languageId];
      const months = monthRange(input.dateFrom, input.dateTo);
      const key = `${municipalityId}|${input.dateFrom ?? ''}|${input.dateTo ?? ''}|${months[0]}`;
      const s =
        statisticsCache.get(key) ??
        statisticsCache.keep(
          key,
          await statistics(
            db,
            { municipalityId, publicOnly: true, dateFrom: input.dateFrom, dateTo: input.dateTo },
            { from: `${months[0]}-01`, to: lastDay(months[months.length - 1]!) },
          ),
        );
      const byMonth = new Map(s.byMonth.map((m) => [m.month, m.count]));
      const statusCounts = new Map(s.byStatus.map((r) => [r.id, r.count]));
      return {
        total: s.byStatus.reduce((sum, r) => sum + r.count, 0),
        byCategory: s.byCategory.map((r) => ({
          id: r.id,
          name: nameIn(r.name, language) ?? '',
          count: r.count,
        })),
        byStatus: Object.values(ComplaintStatus).map((id) => ({
          id,
          name: '',
          count: statusCounts.get(id) ?? 0,
        })),
        byMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
        byOrganizationalUnit: s.byUnit.map((r) => ({
          id: r.id,
          name: nameIn(r.name, language) ?? '',
          count: r.count,
        })),
        averageResolutionHours: s.averageHours === null ? null : Math.round(s.averageHours * 10) / 10,
      };
    },

    detailsOf,
    answersOf,

    parameters: {
      async all(municipalityId: number, languageId: LanguageId) {
        return Promise.all(
          Object.values(ComplaintParameter).map((id) => parameterSetting(municipalityId, id, languageId)),
        );
      },
      async get(municipalityId: number, id: number, languageId: LanguageId) {
        if (!(Object.values(ComplaintParameter) as number[]).includes(id)) throw notFound();
        return parameterSetting(municipalityId, id, languageId);
      },
      async save(municipalityId: number, input: { id: number; value: number }, languageId: LanguageId = 1) {
        const bounds = complaintParameterBounds[input.id]!;
        if (input.value < bounds.min || input.value > bounds.max) {
          throw input.value < bounds.min
            ? badRequest('validation_too_small', 'value', { minimum: bounds.min })
            : badRequest('validation_too_large', 'value', { maximum: bounds.max });
        }
        await saveParameter(db, municipalityId, input.id, input.value);
        return parameterSetting(municipalityId, input.id, languageId);
      },
    },
  };

  /** The details of a complaint: comments as the caller may see them, everything else alike. */
  async function detailsOf(
    row: ComplaintRow,
    language: LanguageKey,
    options: { staff: boolean; principal: Principal | null },
  ): Promise<ComplaintDetails> {
    const [images, documents, comments, answers] = await Promise.all([
      listImages(db, row.id),
      core.documents(row.id),
      core.comments(row, { staff: options.staff }),
      answersOf(row.id, language),
    ]);
    const mine = !!options.principal && options.principal.userId === row.userId;
    return {
      ...listItem(row, language),
      description: row.description,
      locationDescription: row.locationDescription,
      organizationalUnitId: row.organizationalUnitId,
      userName: options.staff || mine ? fullName(row) : shortName(row),
      mine,
      images: images.map(imageOf),
      documents,
      comments,
      answers,
      responseHours: responseHours(row),
      dateResolved: row.dateResolved?.toISOString() ?? null,
      inappropriate: row.inappropriate,
      visible: row.visible,
    };
  }

  async function answersOf(complaintId: number, language: LanguageKey) {
    const rows = await listAnswers(db, complaintId);
    const files = await listAnswerFiles(
      db,
      rows.map((r) => r.answer.id),
    );
    return rows.map((r) =>
      answerOf(r, files.filter((f) => f.answerId === r.answer.id).map(fileOf), language),
    );
  }
}

export type Complaints = ReturnType<typeof createComplaints>;

/** Months as yyyy-mm from the range, or the last twelve ending with this one. */
export function monthRange(from?: string, to?: string, now = new Date()): string[] {
  const end = to ? to.slice(0, 7) : now.toISOString().slice(0, 7);
  let [y, m] = end.split('-').map(Number) as [number, number];
  const start = from
    ? from.slice(0, 7)
    : (() => {
        const d = new Date(Date.UTC(y, m - 1 - 11, 1));
        return d.toISOString().slice(0, 7);
      })();
  const months: string[] = [];
  for (let i = 0; i < 240; i += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.unshift(month);
    if (month <= start) break;
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
