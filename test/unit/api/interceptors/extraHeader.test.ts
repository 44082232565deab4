import { createExtraHeader } from '../../../../src/api/transport/interceptors/extraHeader';
import { requestConfig } from '../support';

describe('extraHeader', () => {
  it.each(['get', 'post', 'put', 'delete'])('adds X-Requested-With: XMLHttpRequest to a %s request and keeps the others', (method) => {
    const config = createExtraHeader().onRequest(requestConfig('/gateway/x', { method, headers: { 'X-Bypass-Interceptor': 'true' } }));
    expect(config.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(config.headers.get('x-bypass-interceptor')).toBe('true');
  });

  it('takes another name and value', () => {
    const config = createExtraHeader({ name: 'X-Csrf', value: '1' }).onRequest(requestConfig('/gateway/x'));
    expect(config.headers.get('X-Csrf')).toBe('1');
  });
});

describe('extraHeader: the request id', () => {
  it('gives every request an id of its own, in X-Request-Id and on its config', () => {
    let n = 0;
    const header = createExtraHeader({ nextRequestId: () => `req-${(n += 1)}` });
    const first = header.onRequest(requestConfig('/gateway/x'));
    const second = header.onRequest(requestConfig('/user/y'));
    expect([first.headers.get('X-Request-Id'), first.requestId]).toEqual(['req-1', 'req-1']);
    expect([second.headers.get('X-Request-Id'), second.requestId]).toEqual(['req-2', 'req-2']);
  });

  it('by default 32 hex digits, new each time', () => {
    const header = createExtraHeader();
    const ids = [1, 2, 3].map(() => header.onRequest(requestConfig('/gateway/x')).requestId);
    ids.forEach((id) => expect(id).toMatch(/^[0-9a-f]{32}$/));
    expect(new Set(ids).size).toBe(3);
  });
});
