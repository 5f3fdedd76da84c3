import { PAGER_SIBLINGS, pageSizes } from '@portal/contracts';

export type PageSize = (typeof pageSizes)[number];

/** Whether a number is one of the page sizes every list offers (5, 10, 20, 50). */
export function isPageSize(value: number): value is PageSize {
  return (pageSizes as readonly number[]).includes(value);
}

/** How many pages `totalCount` records fill; none for an empty list. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  if (totalCount <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalCount / pageSize);
}

/**
 * The page numbers the pager shows: the current page and up to `siblings` pages
 * either side, within 1..pageCount. A current page outside that range is taken as
 * the nearest end; no pages gives an empty window.
 */
export function pageWindow({
  page,
  pageCount,
  siblings = PAGER_SIBLINGS,
}: {
  page: number;
  pageCount: number;
  siblings?: number;
}): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(Math.trunc(page), 1), pageCount);
  const from = Math.max(1, current - siblings);
  const to = Math.min(pageCount, current + siblings);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The 1-based positions of the first and last record on a page ("11–20 of 57"); zeros when empty. */
export function pageRange({
  pageNumber,
  pageSize,
  totalCount,
}: {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}): { from: number; to: number } {
  const from = (pageNumber - 1) * pageSize + 1;
  if (totalCount <= 0 || from > totalCount) return { from: 0, to: 0 };
  return { from, to: Math.min(pageNumber * pageSize, totalCount) };
}
