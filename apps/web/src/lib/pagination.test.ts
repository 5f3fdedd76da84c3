import { describe, expect, it } from 'vitest';
import { isPageSize, pageCountOf, pageRange, pageWindow } from './pagination';

describe('page window', () => {
  it('shows three pages either side of the current one', () => {
    expect(pageWindow({ page: 10, pageCount: 20 })).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('is cut short at the first and the last page', () => {
    expect(pageWindow({ page: 1, pageCount: 20 })).toEqual([1, 2, 3, 4]);
    expect(pageWindow({ page: 2, pageCount: 20 })).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow({ page: 20, pageCount: 20 })).toEqual([17, 18, 19, 20]);
    expect(pageWindow({ page: 18, pageCount: 20 })).toEqual([15, 16, 17, 18, 19, 20]);
  });

  it('shows every page of a short list', () => {
    expect(pageWindow({ page: 2, pageCount: 3 })).toEqual([1, 2, 3]);
    expect(pageWindow({ page: 1, pageCount: 1 })).toEqual([1]);
  });

  it('takes a page beyond either end as that end', () => {
    expect(pageWindow({ page: 99, pageCount: 10 })).toEqual([7, 8, 9, 10]);
    expect(pageWindow({ page: 0, pageCount: 10 })).toEqual([1, 2, 3, 4]);
  });

  it('is empty without pages', () => {
    expect(pageWindow({ page: 1, pageCount: 0 })).toEqual([]);
  });

  it('takes another number of siblings when asked', () => {
    expect(pageWindow({ page: 5, pageCount: 10, siblings: 1 })).toEqual([4, 5, 6]);
  });
});

describe('page count', () => {
  it('rounds a partly filled last page up', () => {
    expect(pageCountOf(57, 10)).toBe(6);
    expect(pageCountOf(50, 10)).toBe(5);
    expect(pageCountOf(1, 50)).toBe(1);
  });

  it('is zero for an empty list', () => {
    expect(pageCountOf(0, 10)).toBe(0);
  });
});

describe('range of a page', () => {
  it('counts records from one and stops at the total', () => {
    expect(pageRange({ pageNumber: 2, pageSize: 10, totalCount: 57 })).toEqual({ from: 11, to: 20 });
    expect(pageRange({ pageNumber: 6, pageSize: 10, totalCount: 57 })).toEqual({ from: 51, to: 57 });
  });

  it('is zeros for an empty list or a page past the end', () => {
    expect(pageRange({ pageNumber: 1, pageSize: 10, totalCount: 0 })).toEqual({ from: 0, to: 0 });
    expect(pageRange({ pageNumber: 7, pageSize: 10, totalCount: 57 })).toEqual({ from: 0, to: 0 });
  });
});

describe('page sizes', () => {
  it('are 5, 10, 20 and 50 only', () => {
    expect([5, 10, 20, 50].every(isPageSize)).toBe(true);
    expect([0, 1, 15, 100].some(isPageSize)).toBe(false);
  });
});
