import { createExtraHeader } from '../../../../src/api/interceptors/extraHeader';
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
