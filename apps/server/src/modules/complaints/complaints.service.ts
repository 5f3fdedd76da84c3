import {
  type ComplaintListItem,
  type ComplaintSearch,
  languageKeyById,
  type MapArea,
  type MapPoint,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { ComplaintsCore, ComplaintsDeps } from './complaints.core';
import { createCountCache } from '../../platform/cache';
import { listItem } from './complaints.present';
import {
  type ComplaintConditions,
  countedTables,
  type MapBox,
  type MapCell,
  mapCells,
  searchComplaints,
} from './complaints.repository';
import { createComplaintDetails } from './complaints-details.service';
import { createComplaintParameters } from './complaints-parameters.service';
import { createComplaintReporting } from './complaints-report.service';
import { createComplaintStatistics } from './complaints-statistics.service';

export { monthRange } from './complaints-statistics.service';

type Search = z.output<typeof ComplaintSearch>;
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

export const filterOf = (f: Filter): Partial<ComplaintConditions> => ({
  text: f.text,
  categoryId: f.categoryId ?? null,
  statusId: f.statusId ?? null,
  dateFrom: f.dateFrom,
  dateTo: f.dateTo,
});

/**
 * The public side of complaints: lists and map here; details, files and comments, reporting,
 * statistics and the configuration parameters in their own files.
 */
export function createComplaints(deps: ComplaintsDeps, core: ComplaintsCore) {
  const { db } = deps;
  /** Totals of the public list by its filters (the rows themselves are always read afresh). */
  const totalCache = createCountCache<number>(db, (total) => total, { reads: countedTables });
  /** A large municipality's map cells by filters and zoom. */
  const mapCache = createCountCache<MapCell[]>(db, (cells) => cells.reduce((sum, c) => sum + c.count, 0), {
    maxEntries: 30,
    reads: countedTables,
  });

  async function page(conditions: ComplaintConditions, search: Search) {
    const language = languageKeyById[search.languageId];
    // Only the public list's totals are shared; one's own list is always counted.
    const key = conditions.publicOnly && conditions.userId === undefined ? JSON.stringify(conditions) : null;
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
      key ? (count) => totalCache.read(key, count) : undefined,
    );
    return { items: rows.map((r) => listItem(r, language)), totalCount };
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
      const conditions = {
        municipalityId,
        publicOnly: true,
        ...filterOf(area),
        ...(area.openOnly ? { openOnly: true } : {}),
      };
      const box = { south: area.south, west: area.west, north: area.north, east: area.east };
      const key = JSON.stringify([conditions, area.zoom]);
      // Up to district zoom the municipality's cells are counted whole and each view takes
      // its own; a large municipality's are kept a minute (like its statistics), so panning
      // costs the database nothing. Closer in, the view itself is counted.
      const { cells, total } =
        area.zoom <= MAP_KEPT_MAX_ZOOM
          ? cellsInView(
              await mapCache.read(key, () => mapCells(db, conditions, { box: null, cell, limit: null })),
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

    ...createComplaintDetails(deps, core),
    ...createComplaintReporting(deps, core),
    ...createComplaintStatistics(deps),
    parameters: createComplaintParameters(deps, core),
  };
}

export type Complaints = ReturnType<typeof createComplaints>;
