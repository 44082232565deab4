import { AxiosError, CanceledError } from 'axios';
import { GatewayDownError, MaintenanceError, MalformedResponseError } from '../../../../src/api/transport/errors';
import { MALFORMED_ERROR } from '../../../../src/api/transport/errorCatalogue';
import { createErrorBanner } from '../../../../src/api/transport/interceptors/errorBanner';
import { answer, httpError, requestConfig } from '../support';

const ACCOUNTS = '/gateway/institutional/moneymovement/api/v2/firm/account';
const failure = { status: { code: 'MM2001', text: 'Account not found' }, data: null };

function banner() {
  const emit = jest.fn();
  return { emit, ...createErrorBanner({ emit }) };
}

describe('errorBanner on answers', () => {
  it('reports an old-style failure and still resolves the answer', () => {
    const { onResponse, emit } = banner();
    const response = answer(requestConfig(`${ACCOUNTS}?page=1`, { method: 'post' }), 200, failure);
    expect(onResponse(response)).toBe(response);
    expect(emit).toHaveBeenCalledWith({
      type: 'errorReported',
      url: ACCOUNTS,
      alert: { severity: 'error', code: 'MM2001', message: 'Account not found' },
    });
  });

  it('stays quiet on a successful answer', () => {
    const { onResponse, emit } = banner();
    onResponse(answer(requestConfig(ACCOUNTS), 200, { status: { code: '000000', text: 'SUCCESS' }, data: [] }));
    expect(emit).not.toHaveBeenCalled();
  });

  it.each([
    ['the bypass header', { headers: { 'X-Bypass-Interceptor': 'true' } }],
    ['the bypass header in another case', { headers: { 'x-bypass-interceptor': 'true' } }],
    ['suppressErrorBanner', { suppressErrorBanner: true }],
  ])('stays quiet for a request with %s', (_name, options) => {
    const { onResponse, onError, emit } = banner();
    const config = requestConfig(ACCOUNTS, options);
    onResponse(answer(config, 200, failure));
    expect(() => onError(httpError(config, 500, failure))).toThrow();
    expect(emit).not.toHaveBeenCalled();
  });

  it('reports HTML where JSON was expected as MALFORMED and rejects', () => {
    const { onResponse, emit } = banner();
    expect(() => onResponse(answer(requestConfig(ACCOUNTS), 200, '<html>login portal</html>'))).toThrow(MalformedResponseError);
    expect(emit).toHaveBeenCalledWith({ type: 'errorReported', url: ACCOUNTS, alert: { severity: 'error', ...MALFORMED_ERROR } });
  });

  it('rejects a malformed answer quietly when the request bypasses the banner', () => {
    const { onResponse, emit } = banner();
    const config = requestConfig(ACCOUNTS, { headers: { 'X-Bypass-Interceptor': 'true' } });
    expect(() => onResponse(answer(config, 200, '<html/>'))).toThrow(MalformedResponseError);
    expect(emit).not.toHaveBeenCalled();
  });

  it('accepts text when the request asked for text', () => {
    const { onResponse, emit } = banner();
    const response = answer(requestConfig(ACCOUNTS, { responseType: 'text' }), 200, 'plain words');
    expect(onResponse(response)).toBe(response);
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('errorBanner on errors', () => {
  it('reports an HTTP error with the code and message of its body, and rethrows it', () => {
    const { onError, emit } = banner();
    const error = httpError(requestConfig(ACCOUNTS, { method: 'post' }), 500, { status: { code: 'MM5000', text: 'Ledger down' } });
    expect(() => onError(error)).toThrow(error);
    expect(emit).toHaveBeenCalledWith({ type: 'errorReported', url: ACCOUNTS, alert: { severity: 'error', code: 'MM5000', message: 'Ledger down' } });
  });

  it('reports a network failure with the generic error', () => {
    const { onError, emit } = banner();
    expect(() => onError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, requestConfig(ACCOUNTS)))).toThrow('Network Error');
    expect(emit).toHaveBeenCalledWith(expect.objectContaining({ alert: { severity: 'error', code: '999999', message: 'An unexpected error has occurred' } }));
  });

  it('stays quiet on a suppressed error (403)', () => {
    const { onError, emit } = banner();
    expect(() => onError(httpError(requestConfig(ACCOUNTS), 403, ''))).toThrow();
    expect(emit).not.toHaveBeenCalled();
  });

  it.each([
    ['a blocked request', new GatewayDownError('/gateway/x')],
    ['maintenance', new MaintenanceError('/gateway/x')],
    ['a cancelled request', new CanceledError()],
  ])('stays quiet on %s and rethrows it', (_name, error) => {
    const { onError, emit } = banner();
    expect(() => onError(error)).toThrow(error);
    expect(emit).not.toHaveBeenCalled();
  });
});
