import { AxiosError, AxiosHeaders } from 'axios';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { failure, refusal, signInRefusal } from '../../../src/features/auth/failures';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';

const { usPhone, ukPhone } = SUPPORT_CONTACTS;
const BLOCKED = `For security reasons, your access has been blocked. To restore access to your account, please contact our Client Service team at ${usPhone} (US) or ${ukPhone} (UK).`;

function httpError(url: string, status: number, data: unknown) {
  const config = { url, method: 'post', headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, { status, statusText: '', data, headers: {}, config });
}

describe('refusal messages', () => {
  it.each([
    ['1401', 'Not Logged In', BLOCKED],
    ['4000', 'x', `Internal Error. Please contact our Client Service Team at ${usPhone} (US) or ${ukPhone} (UK)`],
    ['1403', 'The username or password you entered is incorrect.', 'The username or password you entered is incorrect.'],
    ['1205', '', 'Incorrect security code'],
    ['1500', '', 'An unexpected error has occurred'],
    ['toString', '', 'An unexpected error has occurred'], // not Object.prototype's function
    ['constructor', '', 'An unexpected error has occurred'],
  ])('%s (%j) → %s', (code, serverMessage, shown) => {
    expect(refusal(code, serverMessage)).toEqual({ code, message: shown });
  });

  it.each(['1203', '1491'])('a sign-in refused as blocked (%s) shows the blocked-access text', (code) => {
    expect(signInRefusal(code, 'whatever the server says')).toEqual({ code, message: BLOCKED });
    expect(refusal(code, 'Too many incorrect security codes.').message).toBe('Too many incorrect security codes.');
  });
});

describe('failure of a call', () => {
  it('an HTTP error reads the code and message of its body, and the field it names', () => {
    const error = httpError('/user/factor/password/enrollment', 400, {
      responseBaseInfo: { status: { code: '400', message: 'body.username: Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.' } },
    });
    expect(failure(error)).toEqual({ code: '400', field: 'username', message: 'Error: Use 6 to 15 letters, digits, periods, underscores or hyphens.' });
  });

  it('an HTTP error without a body: the status as code', () => {
    expect(failure(httpError('/user/session/login', 502, ''))).toEqual({ code: '502', message: 'Bad Gateway' });
  });

  it('no answer at all, or anything else: the generic error', () => {
    expect(failure(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toEqual({ code: '999999', message: 'An unexpected error has occurred' });
    expect(failure(new TypeError('boom'))).toEqual({ code: '999999', message: 'An unexpected error has occurred' });
  });

  it('a malformed body: the malformed message', () => {
    expect(failure(new MalformedResponseError('/user/x', 200, 'bad')).code).toBe('MALFORMED');
  });
});
