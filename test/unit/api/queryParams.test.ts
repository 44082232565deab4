import fc from 'fast-check';
import { serializeQueryParams } from '../../../src/api/transport/queryParams';

describe('serializeQueryParams', () => {
  it.each([
    [{}, ''],
    [{ attributes: 'phone' }, 'attributes=phone'],
    [{ a: 1, b: true, c: 'x y' }, 'a=1&b=true&c=x+y'],
    [{ a: null, b: undefined, c: '' }, 'c='],
    [{ 'name&': '=?#' }, 'name%26=%3D%3F%23'],
  ])('%j → %s', (params, query) => {
    expect(serializeQueryParams(params)).toBe(query);
  });

  it.each([[{ list: [1, 2] }], [{ nested: { a: 1 } }]])('refuses %j: only flat values are sent', (params) => {
    expect(() => serializeQueryParams(params)).toThrow(TypeError);
  });

  it('reads back as the values it was given', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (params) => {
        const read = Object.fromEntries(new URLSearchParams(serializeQueryParams(params)));
        expect(read).toEqual(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
      }),
    );
  });
});
