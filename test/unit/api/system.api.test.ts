import { GatewayDownError, MaintenanceError, MalformedResponseError } from '../../../src/api/transport/errors';
import { closeGateway, openGateway } from '../../../src/api/transport/gate';
import { fetchClientNotifications, fetchFeatureFlag, getPublicStatus, isUpStatus } from '../../../src/api/endpoints/system.api';
import { networkByUrl as network } from './support';

afterEach(openGateway);

describe('getPublicStatus', () => {
  it.each(['UP', ' up\n', '{"status":"UP"}'])('answers UP for %j', async (body) => {
    const { requests, bus } = network(() => ({ status: 200, body }));
    await expect(getPublicStatus()).resolves.toBe('UP');
    expect(requests[0]).toMatchObject({ method: 'get', url: '/gateway/public/status' });
    expect(bus.events.map((e) => [e.type, 'background' in e && e.background])).toEqual([
      ['requestStarted', true], // a background poll: the spinner leaves it out
      ['requestSettled', true],
    ]);
  });

  it.each(['DOWN', '{"status":"DOWN"}', '', '<html/>'])('throws for %j', async (body) => {
    network(() => ({ status: 200, body }));
    await expect(getPublicStatus()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('throws MaintenanceError during maintenance, without a banner', async () => {
    const { bus } = network(() => ({ status: 503, body: 'In Maintenance' }));
    await expect(getPublicStatus()).rejects.toBeInstanceOf(MaintenanceError);
    expect(bus.events.map((e) => e.type)).toEqual(['requestStarted', 'requestSettled', 'maintenanceDetected']);
  });

  it('goes through while the gate is closed, unlike other calls', async () => {
    network(() => ({ status: 200, body: 'UP' }));
    closeGateway();
    await expect(getPublicStatus()).resolves.toBe('UP');
    await expect(fetchFeatureFlag('4242', 'aa')).rejects.toBeInstanceOf(GatewayDownError);
  });

  it("reads the reference gateway's status answer", () => {
    expect(isUpStatus(JSON.stringify({ status: { code: '000000', text: 'SUCCESS' }, data: { state: 'UP' } }))).toBe(true);
    expect(isUpStatus(JSON.stringify({ status: { code: '000000', text: 'SUCCESS' }, data: { state: 'DOWN' } }))).toBe(false);
    expect(isUpStatus(JSON.stringify({ status: { code: '500', text: 'x' }, data: { state: 'UP' } }))).toBe(false);
  });

  it('isUpStatus never throws on junk', () => {
    expect(isUpStatus('{')).toBe(false);
    expect(isUpStatus('null')).toBe(false);
  });
});

describe('fetchFeatureFlag', () => {
  it('asks for {appNumber}-flag-{flag} with the bypass header', async () => {
    const { requests } = network(() => ({ status: 200, body: { data: true, status: [] } }));
    await expect(fetchFeatureFlag('4242', 'am.activityv3.enabled')).resolves.toBe(true);
    expect(requests[0]?.url).toBe('/gateway/institutional/moneymovement/api/v1/feature?key=4242-flag-am.activityv3.enabled');
    expect(requests[0]?.headers.get('X-Bypass-Interceptor')).toBe('true');
  });

  it.each([{ data: false }, { data: null }, { data: 'true' }, { data: 1 }, {}, []])('is off for %j', async (body) => {
    network(() => ({ status: 200, body }));
    await expect(fetchFeatureFlag('4242', 'aa')).resolves.toBe(false);
  });

  it('an HTML answer is malformed: throws (the flags saga counts it as off)', async () => {
    network(() => ({ status: 200, body: '<html/>' }));
    await expect(fetchFeatureFlag('4242', 'aa')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('throws when the call fails, without a banner', async () => {
    const { bus } = network(() => ({ status: 500, body: { status: { code: 'X', text: 'down' } } }));
    await expect(fetchFeatureFlag('4242', 'aa')).rejects.toMatchObject({ response: { status: 500 } });
    expect(bus.events.some((e) => e.type === 'errorReported')).toBe(false);
  });
});

describe('fetchClientNotifications', () => {
  it('asks for {appNumber}-notification-client with the bypass header', async () => {
    const { requests } = network(() => ({ status: 200, body: { data: [], status: [] } }));
    await expect(fetchClientNotifications('4242')).resolves.toEqual([]);
    expect(requests[0]?.url).toBe('/gateway/institutional/moneymovement/api/v2/public/feature/fetch?key=4242-notification-client');
    expect(requests[0]?.headers.get('X-Bypass-Interceptor')).toBe('true');
  });

  it('keeps valid items, normalises the severity and drops the invalid ones', async () => {
    const data = [
      { id: 'n1', message: 'Scheduled maintenance link=[https://status.test]', severity: 'yellow' },
      { id: 7, message: 'Numeric id', severity: 'RED' },
      { id: 'n3', message: 'Bad severity', severity: 'purple' },
      { id: '', message: 'No id', severity: 'low' },
      { id: 'n5', message: '   ', severity: 'low' },
      { message: 'Missing id', severity: 'low' },
      'not an object',
      null,
    ];
    network(() => ({ status: 200, body: { data, status: [{ code: '000000', severity: 'I' }] } }));
    await expect(fetchClientNotifications('4242')).resolves.toEqual([
      { id: 'n1', message: 'Scheduled maintenance link=[https://status.test]', severity: 'yellow' },
      { id: '7', message: 'Numeric id', severity: 'red' },
    ]);
  });

  it('no data means no notifications', async () => {
    network(() => ({ status: 200, body: { data: null, status: [] } }));
    await expect(fetchClientNotifications('4242')).resolves.toEqual([]);
  });

  it('a body of the wrong shape is malformed, quietly (bypass)', async () => {
    const { bus } = network(() => ({ status: 200, body: { data: { id: 'n1' } } }));
    await expect(fetchClientNotifications('4242')).rejects.toBeInstanceOf(MalformedResponseError);
    expect(bus.events.some((e) => e.type === 'errorReported')).toBe(false);
  });

  it('throws when the call fails', async () => {
    network(() => ({ status: 502, body: '<html/>' }));
    await expect(fetchClientNotifications('4242')).rejects.toMatchObject({ response: { status: 502 } });
  });
});
