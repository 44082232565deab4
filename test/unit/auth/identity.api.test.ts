import { MalformedResponseError } from '../../../src/api/transport/errors';
import { authenticatePassword, loginSession } from '../../../src/api/endpoints/identity.api';
import {
  enrollCredentials,
  getPhones,
  getPushStatus,
  getUsername,
  resetPassword,
  searchIdentity,
  sendOneTimeCode,
  verifyOneTimeCode,
} from '../../../src/api/endpoints/userAccess.api';
import { scriptedNetwork } from '../api/support';

const TMX = '0123456789abcdef0123456789abcdef';
const status = (code: string, message = 'x') => ({ responseBaseInfo: { status: { code, message } } });

const network = scriptedNetwork;

describe('sign-in calls', () => {
  it('begin-authentication: body, login headers (flow events, tmxToken), no banner for its codes', async () => {
    const net = network(() => ({ status: 200, body: status('1403', 'The username or password you entered is incorrect.') }));
    const outcome = await authenticatePassword({ username: 'demo.plain', password: 'pw' }, { flowType: 'Non2FAforLogin', tmxToken: TMX });
    expect(outcome).toEqual({ ok: false, code: '1403', message: 'The username or password you entered is incorrect.' });
    expect(net.sent()).toEqual([
      {
        method: 'post',
        url: '/user/factor/password/authentication',
        body: { requestBaseInfo: { flowType: 'Non2FAforLogin' }, username: 'demo.plain', password: 'pw' },
      },
    ]);
    expect(net.header('X-Event-Type')).toBe('login');
    expect(net.header('X-Sub-Event-Type')).toBe('fdas_login');
    expect(net.header('X-Device-Session-Id')).toBe(TMX);
    expect(net.banners()).toEqual([]); // the login form shows it
  });

  it.each(['1200', '1201'])('begin-authentication %s is ok', async (code) => {
    network(() => ({ status: 200, body: status(code) }));
    await expect(authenticatePassword({ username: 'u', password: 'p' }, { flowType: 'SMSforLogin', tmxToken: TMX })).resolves.toMatchObject({ ok: true, code });
  });

  it('session login: the push challenge of a 1201, with the flow headers of the method', async () => {
    const net = network(() => ({ status: 200, body: { ...status('1201', 'Authentication not completed'), pushChallengeId: 'c1' } }));
    await expect(loginSession({ flowType: 'PushForLogin', tmxToken: TMX })).resolves.toEqual({
      ok: true,
      code: '1201',
      message: 'Authentication not completed',
      pushChallengeId: 'c1',
    });
    expect(net.sent()[0]).toEqual({ method: 'post', url: '/user/session/login', body: { requestBaseInfo: { flowType: 'PushForLogin' } } });
    expect(net.header('X-Device-Session-Id')).toBe(TMX);
  });

  it('session login 1401 is a refusal, not an exception', async () => {
    network(() => ({ status: 200, body: status('1401', 'Not Logged In') }));
    await expect(loginSession({ flowType: 'Non2FAforLogin', tmxToken: TMX })).resolves.toEqual({ ok: false, code: '1401', message: 'Not Logged In' });
  });

  it('a body without the identity status is malformed', async () => {
    network(() => ({ status: 200, body: { status: { code: '000000', text: 'SUCCESS' } } }));
    await expect(loginSession({ flowType: 'Non2FAforLogin', tmxToken: TMX })).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('an HTTP error throws', async () => {
    network(() => ({ status: 429, body: status('429', 'Too Many Requests') }));
    await expect(authenticatePassword({ username: 'u', password: 'p' }, { flowType: 'Non2FAforLogin', tmxToken: TMX })).rejects.toMatchObject({
      response: { status: 429 },
    });
  });
});

describe('push status', () => {
  it('reads the field Status of GET /user/factor/push/status/{id}, without the spinner', async () => {
    const net = network(() => ({ status: 200, body: { ...status('1200'), Status: 'DECLINED' } }));
    await expect(getPushStatus('abc')).resolves.toBe('DECLINED');
    expect(net.requests[0]).toMatchObject({ method: 'get', url: '/user/factor/push/status/abc', suppressSpinner: true });
  });

  it('an unknown Status is malformed', async () => {
    network(() => ({ status: 200, body: { ...status('1200'), Status: 'MAYBE' } }));
    await expect(getPushStatus('abc')).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('one-time codes', () => {
  it('phones: GET attributes?attributes=phone; 1200 with the phones, 1204 a refusal', async () => {
    const phones = [{ id: 'p1', maskedNumber: 'XXXXXXX0147', country: 'US' }];
    const net = network(() => ({ status: 200, body: { ...status('1200'), phones } }));
    await expect(getPhones()).resolves.toEqual({ ok: true, code: '1200', message: 'x', phones });
    expect(net.requests[0]).toMatchObject({ method: 'get', url: '/user/identity/attributes', params: { attributes: 'phone' } });
    network(() => ({ status: 200, body: { ...status('1204', 'No contact data found'), phones: [] } }));
    await expect(getPhones()).resolves.toEqual({ ok: false, code: '1204', message: 'No contact data found' });
  });

  it('phones of the wrong shape are malformed', async () => {
    network(() => ({ status: 200, body: { ...status('1200'), phones: [{ id: 1 }] } }));
    await expect(getPhones()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it.each([
    ['text', '/user/factor/otp/sms/authentication'],
    ['call', '/user/factor/otp/voice/authentication'],
  ] as const)('send by %s: POST %s with the phone id', async (method, url) => {
    const net = network(() => ({ status: 200, body: status('1200', 'Security code sent') }));
    await expect(sendOneTimeCode(method, 'p1')).resolves.toMatchObject({ ok: true });
    expect(net.sent()).toEqual([{ method: 'post', url, body: { phone: 'p1' } }]);
  });

  it.each([
    ['text', '/user/factor/otp/sms/authentication'],
    ['call', '/user/factor/otp/voice/authentication'],
    ['rep', '/user/factor/otp/rep/authentication'],
  ] as const)('verify by %s: PUT %s; 1205 is an answer with no banner', async (method, url) => {
    const net = network(() => ({ status: 200, body: status('1205', 'Incorrect security code') }));
    await expect(verifyOneTimeCode(method, '123456')).resolves.toEqual({ ok: false, code: '1205', message: 'Incorrect security code' });
    expect(net.sent()).toEqual([{ method: 'put', url, body: { securityCode: '123456' } }]);
    expect(net.banners()).toEqual([]);
  });
});

describe('identity flows', () => {
  it('search: the filter and the flow, with the flow headers', async () => {
    const net = network(() => ({ status: 200, body: status('1404', 'User not found') }));
    const filter = { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: '5307' };
    await expect(searchIdentity(filter, { flowType: 'Register', tmxToken: TMX })).resolves.toEqual({ ok: false, code: '1404', message: 'User not found' });
    expect(net.sent()[0]).toEqual({ method: 'post', url: '/user/identity/attributes/.search', body: { requestBaseInfo: { flowType: 'Register' }, filter } });
    expect(net.header('X-Event-Type')).toBe('account_creation');
    expect(net.header('X-Sub-Event-Type')).toBe('fdas_nur');
  });

  it('username: 1200 carries it', async () => {
    network(() => ({ status: 200, body: { ...status('1200'), username: 'demo.plain' } }));
    await expect(getUsername()).resolves.toMatchObject({ ok: true, username: 'demo.plain' });
  });

  it('register: POST enrollment; 1201 (created) is ok', async () => {
    const net = network(() => ({ status: 200, body: status('1201', 'Username and password created') }));
    await expect(enrollCredentials({ username: 'jordan.avery', password: 'pw' })).resolves.toMatchObject({ ok: true, code: '1201' });
    expect(net.sent()).toEqual([{ method: 'post', url: '/user/factor/password/enrollment', body: { username: 'jordan.avery', password: 'pw' } }]);
  });

  it('reset: PUT enrollment with the new password; only 1200 is ok', async () => {
    const net = network(() => ({ status: 200, body: status('1200') }));
    await expect(resetPassword('pw')).resolves.toMatchObject({ ok: true });
    expect(net.sent()).toEqual([{ method: 'put', url: '/user/factor/password/enrollment', body: { newPassword: 'pw' } }]);
    network(() => ({ status: 200, body: status('1201') }));
    await expect(resetPassword('pw')).resolves.toMatchObject({ ok: false });
  });
});
