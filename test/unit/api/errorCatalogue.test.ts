import fc from 'fast-check';
import {
  alertForHttpError,
  alertForMalformed,
  alertForResponse,
  GENERIC_ERROR,
  MALFORMED_ERROR,
  PRECONDITION_MESSAGE,
  type Exchange,
} from '../../../src/api/transport/errorCatalogue';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';

const { usPhone, ukPhone } = SUPPORT_CONTACTS;
// Written out (the spec's text with the support phones), so a typo in the catalogue or the contacts fails.
const INTERNAL_ERROR_OVERRIDE = 'Internal Error. Please contact our Client Service Team at 1-800-555-0142 (US) or +44 20 7946 0321 (UK)';
const BLOCKED_OVERRIDE =
  'For security reasons, your access has been blocked. To restore access to your account, please contact our ' +
  `Client Service team at ${usPhone} (US) or ${ukPhone} (UK).`;

const ACCOUNTS = '/gateway/institutional/moneymovement/api/v2/firm/account';
const HISTORICAL = '/gateway/institutional/moneymovement/api/v2/digitalasset/address/historical';
const old = (code: string, text: string, data: unknown = null) => ({ status: { code, text }, data });
const modern = (code: string, message: string) => ({ responseBaseInfo: { status: { code, message } } });
const ok = (path: string, body: unknown, extra: Partial<Exchange> = {}): Exchange => ({ method: 'POST', path, httpStatus: 200, body, ...extra });

describe('alertForResponse (2xx answers)', () => {
  it.each<[string, Exchange, ReturnType<typeof alertForResponse>]>([
    ['old style, null data, failure code → code and text', ok(ACCOUNTS, old('MM2001', 'Account not found')), { severity: 'error', code: 'MM2001', message: 'Account not found' }],
    ['old style, data missing counts as null', ok(ACCOUNTS, { status: { code: 'MM2001', text: 'Nope' } }), { severity: 'error', code: 'MM2001', message: 'Nope' }],
    ['old style, numeric code is read as text', ok(ACCOUNTS, old(5 as unknown as string, 'Five')), { severity: 'error', code: '5', message: 'Five' }],
    ['old style, empty text → generic message', ok(ACCOUNTS, old('MM2001', '  ')), { severity: 'error', code: 'MM2001', message: GENERIC_ERROR.message }],
    ['old style, success code → nothing', ok(ACCOUNTS, old('000000', 'SUCCESS')), null],
    ['old style, failure code but data present → nothing', ok(ACCOUNTS, old('MM2001', 'Partial', [])), null],
    ['new style 1200 OK → nothing', ok('/user/session/login', modern('1200', 'OK')), null],
    ['new style 1201 auth not completed → nothing', ok('/user/session/login', modern('1201', 'Auth not completed')), null],
    ['new style 1204 data unavailable → nothing', ok('/user/identity/username', modern('1204', 'More data required')), null],
    ['new style 1203 → code and message', ok('/user/factor/password/authentication', modern('1203', 'User blocked')), { severity: 'error', code: '1203', message: 'User blocked' }],
    ['new style 1404 user not found', ok('/user/identity/attributes/.search', modern('1404', 'User not found')), { severity: 'error', code: '1404', message: 'User not found' }],
    ['new style 1205 without message → catalogue default', ok('/user/factor/otp/sms/authentication', modern('1205', '')), { severity: 'error', code: '1205', message: 'Incorrect security code' }],
    ['new style 1205 keeps the server message', ok('/user/factor/otp/sms/authentication', modern('1205', 'Code wrong')), { severity: 'error', code: '1205', message: 'Code wrong' }],
    ['session login 4000 → override with phones', ok('/user/session/login', modern('4000', 'Unable to recognise')), { severity: 'error', code: '4000', message: INTERNAL_ERROR_OVERRIDE }],
    ['password authentication 1401 → blocked override', ok('/user/factor/password/authentication', modern('1401', 'Unavailable')), { severity: 'error', code: '1401', message: BLOCKED_OVERRIDE }],
    ['4000 elsewhere keeps the server message', ok('/user/factor/otp/voice/authentication', modern('4000', 'Unable to recognise')), { severity: 'error', code: '4000', message: 'Unable to recognise' }],
    ['new style 1428 → the fixed precondition message', ok('/user/factor/otp/sms/authentication', modern('1428', 'Precondition required')), { severity: 'error', code: '1428', message: PRECONDITION_MESSAGE }],
    ['status array: code 0 dropped, I+000000 is success → nothing', ok(ACCOUNTS, { data: null, status: [{ code: '0', severity: 'E' }, { code: '000000', severity: 'I', message: 'ok' }] }), null],
    ['status array: E entry, no data → error', ok(ACCOUNTS, { data: null, status: [{ code: 'F100', severity: 'E', message: 'Flag service down' }] }), { severity: 'error', code: 'F100', message: 'Flag service down' }],
    ['status array: W entry reads text → warning', ok(ACCOUNTS, { data: null, status: [{ code: 'F200', severity: 'W', text: 'Careful' }] }), { severity: 'warning', code: 'F200', message: 'Careful' }],
    ['status array: failure but data present → nothing', ok(ACCOUNTS, { data: true, status: [{ code: 'F100', severity: 'E', message: 'x' }] }), null],
    ['HTML where JSON was expected → MALFORMED', ok(ACCOUNTS, '<html><body>Proxy error</body></html>'), { severity: 'error', ...MALFORMED_ERROR }],
    ['text asked for as text → nothing', ok(ACCOUNTS, 'plain', { expectsJson: false }), null],
    ['empty body → nothing', ok(ACCOUNTS, ''), null],
    ['null body → nothing', ok(ACCOUNTS, null), null],
    ['status check POST /gateway/institutional/status → suppressed', ok('/gateway/institutional/status', old('MM0401', 'Not logged in')), null],
    ['public status GET → suppressed even when malformed', ok('/gateway/public/status', '<html/>', { method: 'GET' }), null],
    ['historical burn addresses MM1030 → suppressed', ok(HISTORICAL, old('MM1030', 'No addresses')), null],
    ['historical burn addresses FD1030 → suppressed', ok(HISTORICAL, old('FD1030', 'No addresses')), null],
    ['historical burn addresses other code → banner', ok(HISTORICAL, old('MM1031', 'Other')), { severity: 'error', code: 'MM1031', message: 'Other' }],
    ['MM1030 elsewhere → banner', ok(ACCOUNTS, old('MM1030', 'No addresses')), { severity: 'error', code: 'MM1030', message: 'No addresses' }],
  ])('%s', (_name, exchange, expected) => {
    expect(alertForResponse(exchange)).toEqual(expected);
  });
});

const failed = (path: string, httpStatus: number | undefined, body: unknown, extra: Partial<Exchange> = {}): Exchange => ({
  method: 'POST',
  path,
  httpStatus,
  statusText: '',
  body,
  ...extra,
});

describe('alertForHttpError', () => {
  it.each<[string, Exchange, ReturnType<typeof alertForHttpError>]>([
    ['old-style body → its code and text', failed(ACCOUNTS, 500, old('MM5000', 'Ledger unavailable')), { severity: 'error', code: 'MM5000', message: 'Ledger unavailable' }],
    ['new-style body → its code and message', failed('/user/identity/username', 400, modern('1403', 'Invalid data')), { severity: 'error', code: '1403', message: 'Invalid data' }],
    ['sysMsgs → first entry', failed(ACCOUNTS, 500, { sysMsgs: { sysMsg: [{ code: 'SYS1', type: 'error', message: 'Boom' }, { code: 'SYS2', message: 'x' }] } }), { severity: 'error', code: 'SYS1', message: 'Boom' }],
    ['sysMsgs without code → 999999', failed(ACCOUNTS, 500, { sysMsgs: { sysMsg: [{ type: 'error', message: 'Boom' }] } }), { severity: 'error', code: '999999', message: 'Boom' }],
    ['body code without text → HTTP status text', failed(ACCOUNTS, 500, { status: { code: 'MM5001' } }, { statusText: 'Internal Server Error' }), { severity: 'error', code: 'MM5001', message: 'Internal Server Error' }],
    ['HTML from a proxy → HTTP status and text', failed(ACCOUNTS, 502, '<html>Bad gateway</html>', { statusText: 'Bad Gateway' }), { severity: 'error', code: '502', message: 'Bad Gateway' }],
    ['no status text (HTTP/2) → reason phrase', failed(ACCOUNTS, 504, ''), { severity: 'error', code: '504', message: 'Gateway Timeout' }],
    ['unknown status, no text → generic message', failed(ACCOUNTS, 599, undefined), { severity: 'error', code: '599', message: GENERIC_ERROR.message }],
    ['success code in an error body is ignored', failed(ACCOUNTS, 500, old('000000', 'SUCCESS'), { statusText: 'Internal Server Error' }), { severity: 'error', code: '500', message: 'Internal Server Error' }],
    ['no answer (network, timeout) → generic', failed(ACCOUNTS, undefined, undefined), { severity: 'error', ...GENERIC_ERROR }],
    ['403 → suppressed', failed(ACCOUNTS, 403, old('MM0403', 'Forbidden')), null],
    ['status check POST /gateway/institutional/status → suppressed', failed('/gateway/institutional/status', 401, ''), null],
    ['public status GET → suppressed', failed('/gateway/public/status', 503, 'Down', { method: 'GET' }), null],
    ['GET on the login-status path is not the status check', failed('/gateway/institutional/status', 500, '', { method: 'GET' }), { severity: 'error', code: '500', message: 'Internal Server Error' }],
    ['historical burn addresses MM1030 → suppressed', failed(HISTORICAL, 404, old('MM1030', 'No history')), null],
    ['historical burn addresses FD1030 → suppressed', failed(HISTORICAL, 400, old('FD1030', 'No history')), null],
    ['historical burn addresses other failure → banner', failed(HISTORICAL, 500, '', { statusText: 'Internal Server Error' }), { severity: 'error', code: '500', message: 'Internal Server Error' }],
    ['HTTP 428 → fixed precondition message', failed('/user/factor/otp/sms/authentication', 428, ''), { severity: 'error', code: '428', message: PRECONDITION_MESSAGE }],
    ['code 1428 in the body → fixed precondition message', failed('/user/factor/otp/sms/authentication', 400, modern('1428', 'x')), { severity: 'error', code: '1428', message: PRECONDITION_MESSAGE }],
    ['pre-push authentication 4000 → override', failed('/user/factor/password/authentication', 500, modern('4000', 'Unable to recognise')), { severity: 'error', code: '4000', message: INTERNAL_ERROR_OVERRIDE }],
    ['session login 1401 → blocked override', failed('/user/session/login', 401, modern('1401', 'Unavailable')), { severity: 'error', code: '1401', message: BLOCKED_OVERRIDE }],
    ['1401 on another endpoint keeps its message', failed('/user/identity/username', 401, modern('1401', 'Unavailable')), { severity: 'error', code: '1401', message: 'Unavailable' }],
  ])('%s', (_name, exchange, expected) => {
    expect(alertForHttpError(exchange)).toEqual(expected);
  });

  it('caps a very long server message', () => {
    const alert = alertForHttpError(failed(ACCOUNTS, 500, old('MM1', 'x'.repeat(5000))));
    expect(alert?.message.length).toBe(500);
    expect(alert?.message.endsWith('…')).toBe(true);
  });
});

it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])("a code named like an object's own machinery (%s) without a message gets the generic message", (code) => {
  // Found by the property below: { responseBaseInfo: { status: { code: 'toString' } } } made
  // Object.prototype.toString the alert's message.
  const alert = alertForResponse(ok('/user/session/login', { responseBaseInfo: { status: { code } } }));
  expect(alert).toEqual({ severity: 'error', code, message: GENERIC_ERROR.message });
});

it('alertForMalformed is the MALFORMED error', () => {
  expect(alertForMalformed()).toEqual({ severity: 'error', code: 'MALFORMED', message: MALFORMED_ERROR.message });
});

describe('properties: any answer yields nothing or a complete alert, never a throw', () => {
  const PATHS = ['/user/session/login', '/user/factor/password/authentication', '/gateway/institutional/status', '/gateway/public/status', HISTORICAL, ACCOUNTS];
  const code = fc.oneof(fc.string(), fc.integer(), fc.constantFrom('0', '000000', '1200', '1201', '1204', '1401', '1428', '4000', 'MM1030', 'FD1030'), fc.anything());
  const text = fc.oneof(fc.string(), fc.anything());
  const shapedBody = fc.oneof(
    fc.record({ status: fc.record({ code, text }, { requiredKeys: [] }), data: fc.anything() }, { requiredKeys: ['status'] }),
    fc.record({ responseBaseInfo: fc.record({ status: fc.record({ code, message: text }, { requiredKeys: [] }) }) }),
    fc.record({ sysMsgs: fc.record({ sysMsg: fc.array(fc.record({ code, type: text, message: text }, { requiredKeys: [] })) }) }),
    fc.record({ data: fc.anything(), status: fc.array(fc.record({ code, message: text, text, severity: fc.constantFrom('E', 'W', 'I', 'S', 'X') }, { requiredKeys: [] })) }),
  );
  const exchange = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'get'),
    path: fc.oneof(fc.constantFrom(...PATHS), fc.string()),
    httpStatus: fc.option(fc.oneof(fc.integer({ min: 100, max: 599 }), fc.integer()), { nil: undefined }),
    statusText: fc.option(fc.string(), { nil: undefined }),
    body: fc.oneof(shapedBody, fc.anything({ withNullPrototype: true, withObjectString: true }), fc.string()),
    expectsJson: fc.option(fc.boolean(), { nil: undefined }),
  });

  const isCompleteOrNull = (alert: ReturnType<typeof alertForResponse>) =>
    alert === null ||
    (typeof alert.code === 'string' &&
      alert.code.trim() !== '' &&
      alert.message.trim() !== '' &&
      ['error', 'warning', 'info', 'success'].includes(alert.severity));

  it('alertForResponse', () => {
    fc.assert(fc.property(exchange, (e) => isCompleteOrNull(alertForResponse(e))), { numRuns: 2000 });
  });

  it('alertForHttpError', () => {
    fc.assert(fc.property(exchange, (e) => isCompleteOrNull(alertForHttpError(e))), { numRuns: 2000 });
  });

  it('an HTTP error that is not suppressed always yields an alert', () => {
    // 403 (the route guards) and, on a data call, 401 (its session ended: the session pipeline goes to login) are suppressed.
    const unsuppressed = exchange.filter((e) => e.path === ACCOUNTS && e.httpStatus !== 403 && e.httpStatus !== 401);
    fc.assert(fc.property(unsuppressed, (e) => alertForHttpError(e) !== null), { numRuns: 500 });
  });

  it('a 401 of a data call never banners (issue 25: the user goes to login); a 401 elsewhere does', () => {
    const unauthorized = (path: string) => ({ method: 'POST', path, httpStatus: 401, statusText: 'Unauthorized', body: { status: { code: '401', text: 'Unauthorized' }, data: null } });
    expect(alertForHttpError(unauthorized(ACCOUNTS))).toBeNull();
    expect(alertForHttpError(unauthorized('/user/identity/username'))).toMatchObject({ severity: 'error', message: 'Unauthorized' });
  });
});
