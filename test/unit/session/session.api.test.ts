import { AxiosError } from 'axios';
import { configureApi } from '../../../src/api/transport/client';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { checkLoginStatus, deleteSession } from '../../../src/api/endpoints/session.api';
import { recordingBus, type Reply, scriptedNetwork } from '../api/support';
import { testConfig } from '../../builders/config';

const network = (handle: (method: string, url: string) => Reply) =>
  scriptedNetwork((config) => handle(config.method ?? 'get', config.url ?? ''));

const user = { loggedIn: true, username: 'demo.plain', firstName: 'Dana', lastName: 'Plain' };
const banners = (bus: ReturnType<typeof recordingBus>) => bus.events.filter((e) => e.type === 'errorReported');

describe('checkLoginStatus', () => {
  it('POSTs an empty body to the status endpoint; 000000 SUCCESS with data = signed in', async () => {
    const { requests } = network(() => ({ status: 200, body: { status: { code: '000000', text: 'SUCCESS' }, data: user } }));
    await expect(checkLoginStatus()).resolves.toEqual({ signedIn: true, data: user });
    expect(requests[0]).toMatchObject({ method: 'post', url: '/gateway/institutional/status', baseURL: 'https://gw.test' });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({});
  });

  it.each([
    ['AUTH1401', 'Not Logged In'],
    ['AUTH1201', 'Push Authentication Required'],
    ['000000', 'PARTIAL'], // the code alone is not enough: the text must be SUCCESS too
  ])('any other status (%s %s) = not signed in, with its text and no banner', async (code, text) => {
    const { bus } = network(() => ({ status: 200, body: { status: { code, text }, data: null } }));
    await expect(checkLoginStatus()).resolves.toEqual({ signedIn: false, text });
    expect(banners(bus)).toEqual([]);
  });

  it.each([
    ['success without data', { status: { code: '000000', text: 'SUCCESS' }, data: null }],
    ['success with data of another shape', { status: { code: '000000', text: 'SUCCESS' }, data: { loggedIn: 'yes' } }],
    ['no status', { data: user }],
    ['an HTML page', '<html>proxy</html>'],
  ])('a malformed answer (%s) throws', async (_name, body) => {
    network(() => ({ status: 200, body }));
    await expect(checkLoginStatus()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('a transport failure throws (the caller decides what it means)', async () => {
    network(() => ({ status: 500, body: { status: { code: 'GW500', text: 'Gateway failure' }, data: null } }));
    await expect(checkLoginStatus()).rejects.toThrow('500');
  });

  it('a background check does not make the spinner count it', async () => {
    const { bus } = network(() => ({ status: 200, body: { status: { code: 'AUTH1401', text: 'Not Logged In' }, data: null } }));
    await checkLoginStatus({ background: true });
    const counted = () => bus.events.filter((e) => e.type === 'requestStarted' && !e.background);
    expect(counted()).toEqual([]);
    await checkLoginStatus();
    expect(counted()).toHaveLength(1);
  });
});

describe('deleteSession', () => {
  it('DELETEs /user/session/login on the identity instance', async () => {
    const { requests } = network(() => ({ status: 200, body: { responseBaseInfo: { status: { code: '1200', message: 'OK' } } } }));
    await expect(deleteSession()).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'delete', url: '/user/session/login', baseURL: 'https://id.test' });
  });

  it.each([500, 401, 404])('ignores an HTTP %i: resolves, and raises no banner', async (status) => {
    const { bus } = network(() => ({ status, body: { sysMsgs: { sysMsg: [{ code: 'X', type: 'E', message: 'boom' }] } } }));
    await expect(deleteSession()).resolves.toBeUndefined();
    expect(banners(bus)).toEqual([]);
  });

  it('ignores a network failure', async () => {
    const bus = recordingBus();
    const { identity } = configureApi(testConfig(), bus);
    identity.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    await expect(deleteSession()).resolves.toBeUndefined();
    expect(banners(bus)).toEqual([]);
  });
});
