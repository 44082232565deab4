// The passkey sign-in calls (issue 26): identity answers read by their code, the options checked at
// the boundary, no banner (the pages show each outcome in place).
import { getPasskeyFactorOptions, getPasskeySignInOptions, signInWithPasskey, verifyPasskeyFactor } from '../../../src/api/endpoints/passkeys.api';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { scriptedNetwork } from '../api/support';

const status = (code: string, message = 'x') => ({ responseBaseInfo: { status: { code, message } } });
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', allowCredentials: [] };

describe('passkey sign-in calls', () => {
  it('second-factor options: 1201 with the options and the fallback; 1428 is an outcome', async () => {
    const net = scriptedNetwork(() => ({ status: 200, body: { ...status('1201', 'Passkey Authentication Required'), options: OPTIONS, fallback: 'sms' } }));
    await expect(getPasskeyFactorOptions()).resolves.toEqual({ ok: true, code: '1201', message: 'Passkey Authentication Required', options: OPTIONS, fallback: 'sms' });
    expect(net.sent()).toEqual([{ method: 'post', url: '/user/factor/passkey/authentication/options', body: {} }]);
    expect(net.banners()).toEqual([]);
    scriptedNetwork(() => ({ status: 200, body: status('1428', 'You have no passkey to sign in with.') }));
    await expect(getPasskeyFactorOptions()).resolves.toEqual({ ok: false, code: '1428', message: 'You have no passkey to sign in with.' });
  });

  it('refuses options without a challenge or with an unknown fallback (malformed)', async () => {
    scriptedNetwork(() => ({ status: 200, body: { ...status('1201'), options: {}, fallback: null } }));
    await expect(getPasskeyFactorOptions()).rejects.toBeInstanceOf(MalformedResponseError);
    scriptedNetwork(() => ({ status: 200, body: { ...status('1200'), options: OPTIONS, fallback: 'email' } }));
    await expect(getPasskeySignInOptions()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('the answers: PUT for the second factor, POST without a username; 1403 is the refusal with its text', async () => {
    const net = scriptedNetwork(() => ({ status: 200, body: status('1403', 'The passkey could not be verified. Please try again.') }));
    await expect(verifyPasskeyFactor({ id: 'c' })).resolves.toEqual({ ok: false, code: '1403', message: 'The passkey could not be verified. Please try again.' });
    scriptedNetwork(() => ({ status: 200, body: status('1200', 'OK') }));
    await expect(signInWithPasskey({ id: 'c' })).resolves.toEqual({ ok: true, code: '1200', message: 'OK' });
    expect(net.sent()).toEqual([{ method: 'put', url: '/user/factor/passkey/authentication', body: { response: { id: 'c' } } }]);
  });
});
