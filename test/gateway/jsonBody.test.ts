// The JSON body parser (http/jsonBody.ts), directly: prototype-poisoning keys are refused however
// they are spelled (a \u escape included), in the fast path's bodies and the checked ones alike.
import { parseJsonBody } from '../../mock-server/src/http/jsonBody';

describe('parseJsonBody', () => {
  it('parses a plain body, and reads an empty one as no body', () => {
    expect(parseJsonBody('{"accountIdFilter":"C40017238","days":[1,2]}')).toEqual({ accountIdFilter: 'C40017238', days: [1, 2] });
    expect(parseJsonBody('  ')).toBeUndefined();
  });

  it.each([
    ['a top-level key', '{"__proto__":{"admin":true}}', '__proto__'],
    ['a nested key', '{"a":{"constructor":{"prototype":1}}}', 'prototype'],
    ['a key spelled with \\u escapes', '{"\\u005f\\u005fproto\\u005f\\u005f":{"admin":true}}', '__proto__'],
    ['a key in an array', '[{"x":1},{"constructor":2}]', 'constructor'],
  ])('refuses %s', (_what, body, key) => {
    expect(() => parseJsonBody(body)).toThrow(`The request body may not contain the key '${key}'`);
  });

  it('accepts the words as values, escapes in values, and says nothing of the body when it is not JSON', () => {
    expect(parseJsonBody('{"note":"constructor of __proto__","path":"a\\\\b"}')).toEqual({ note: 'constructor of __proto__', path: 'a\\b' });
    expect(() => parseJsonBody('{"password":"Secret-1"')).toThrow(/^The request body is not valid JSON$/);
  });
});
