// Unit tests of the pure paging helpers behind DataTable.
import fc from 'fast-check';
import { clampPage, pageCount, paginate, parsePageInput } from '../../../src/shared/ui/pagination';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [45, 20, 3],
    [45, 50, 1],
    [10, 0, 1],
  ])('%i rows by %i per page → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 3, 1],
    [-4, 3, 1],
    [1, 3, 1],
    [3, 3, 3],
    [99, 3, 3],
    [2.9, 3, 2],
    [Number.NaN, 3, 1],
    [5, 0, 1],
  ])('page %d of %d → %d', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected);
  });

  it('always lands on an existing page', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 1, max: 10_000 }), (page, pages) => {
        const result = clampPage(page, pages);
        return Number.isInteger(result) && result >= 1 && result <= pages;
      }),
    );
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);

  it('returns the rows of the page', () => {
    expect(paginate(rows, 1, 20)).toEqual(rows.slice(0, 20));
    expect(paginate(rows, 3, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate(rows, 7, 20)).toEqual([41, 42, 43, 44, 45]);
  });

  it('pages together cover every row exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (data, size) => {
        const pages = pageCount(data.length, size);
        const joined = Array.from({ length: pages }, (_, i) => paginate(data, i + 1, size)).flat();
        return JSON.stringify(joined) === JSON.stringify(data);
      }),
    );
  });
});

describe('parsePageInput', () => {
  it.each([
    ['2', 2],
    ['2.7', 2],
    ['0', 0],
    ['-1', -1],
    [' 3 ', 3],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['1e400', null],
  ])('%p → %p', (text, expected) => {
    expect(parsePageInput(text)).toBe(expected);
  });
});
