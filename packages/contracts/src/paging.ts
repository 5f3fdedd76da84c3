/** Page sizes offered by every list; three pages are shown either side of the current one. */
export const pageSizes = [5, 10, 20, 50] as const;
export const PAGER_SIBLINGS = 3;
