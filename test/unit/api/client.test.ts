// The configured instances end to end through a scripted network: base addresses, headers and the
// order of the interceptors (what each event stream looks like for each kind of answer).
import type { AxiosInstance } from 'axios';
import type * as Client from '../../../src/api/transport/client';
import { configureApi, gatewayHttp, identityHttp, apiBus, REQUEST_TIMEOUT_MS } from '../../../src/api/transport/client';
import { GatewayDownError, MaintenanceError } from '../../../src/api/transport/errors';
import { recordingBus, scriptedAdapter, type Reply } from './support';
import { testConfig } from '../../builders/config';

function setUp(handle: Parameters<typeof scriptedAdapter>[0], down = false) {
  const bus = recordingBus();
  const gate = { isGatewayDown: () => down };
  const { gateway, identity } = configureApi(testConfig(), bus, gate);
  const network = scriptedAdapter(handle);
  gateway.defaults.adapter = network.adapter;
  identity.defaults.adapter = network.adapter;
  return { bus, gateway, identity, network };
}

const reply = (r: Reply) => () => r;
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('configureApi', () => {
  it('makes the gateway and identity instances from the configuration', () => {
    const { gateway, identity } = setUp(reply({ status: 200 }));
    expect(gateway.defaults.baseURL).toBe('https://gw.test');
    expect(identity.defaults.baseURL).toBe('https://id.test');
    for (const http of [gateway, identity]) {
      expect(http.defaults.withCredentials).toBe(true);
      expect(http.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    }
    expect(gatewayHttp()).toBe(gateway);
    expect(identityHttp()).toBe(identity);
  });

  it('sends the identity session headers on identity calls only, and the extra header on both', async () => {
    const { gateway, identity, network } = setUp(reply({ status: 200, body: {} }));
    await identity.post('/user/session/login', { requestBaseInfo: {} });
    await gateway.post('/gateway/institutional/status');
    const [toIdentity, toGateway] = network.requests;
    expect(toIdentity?.headers.toJSON()).toMatchObject({
      'X-App-Id': '4242',
      'X-App-Name': 'institutional-portal',
      'X-Token-Type': 'session',
      'X-Location': 'web',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(toGateway?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(toGateway?.headers.get('X-App-Id')).toBeUndefined();
    expect(toIdentity?.baseURL).toBe('https://id.test');
  });

  it('apiBus is the bus the interceptors emit on', () => {
    const { bus } = setUp(reply({ status: 200 }));
    expect(apiBus().emit).toBe(bus.emit);
  });

  it('the accessors say so when the API is not configured', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../../../src/api/transport/client') as typeof Client;
      expect(() => fresh.gatewayHttp()).toThrow('The API is not configured');
    });
  });
});

describe('the interceptor chain', () => {
  const ACCOUNTS = '/gateway/institutional/moneymovement/api/v2/firm/account';

  it('a good answer: started then settled, no banner', async () => {
    const { gateway, bus } = setUp(reply({ status: 200, body: { status: { code: '000000', text: 'SUCCESS' }, data: [] } }));
    const response = await gateway.post(ACCOUNTS);
    expect(response.data).toEqual({ status: { code: '000000', text: 'SUCCESS' }, data: [] });
    expect(types(bus.events)).toEqual(['requestStarted', 'requestSettled']);
  });

  it('an HTTP error: settled before the banner, error rethrown', async () => {
    const { gateway, bus } = setUp(reply({ status: 500, statusText: 'Internal Server Error', body: { status: { code: 'MM5000', text: 'Ledger down' } } }));
    await expect(gateway.post(ACCOUNTS)).rejects.toMatchObject({ response: { status: 500 } });
    expect(types(bus.events)).toEqual(['requestStarted', 'requestSettled', 'errorReported']);
    expect(bus.events[2]).toMatchObject({ alert: { code: 'MM5000', message: 'Ledger down' } });
  });

  it("a 503 'In Maintenance': maintenanceDetected, MaintenanceError, no banner", async () => {
    const { gateway, bus } = setUp(reply({ status: 503, body: 'In Maintenance' }));
    await expect(gateway.get(ACCOUNTS)).rejects.toBeInstanceOf(MaintenanceError);
    expect(types(bus.events)).toEqual(['requestStarted', 'requestSettled', 'maintenanceDetected']);
  });

  it('a 401 of a data call (its session ended on the server): sessionRejected, no banner, the error rethrown as it was (issue 25)', async () => {
    const { gateway, bus } = setUp(reply({ status: 401, statusText: 'Unauthorized', body: { status: { code: '401', text: 'Unauthorized' }, data: null } }));
    await expect(gateway.post(`${ACCOUNTS}?x=1`)).rejects.toMatchObject({ response: { status: 401 } });
    expect(types(bus.events)).toEqual(['requestStarted', 'requestSettled', 'sessionRejected']);
    expect(bus.events[2]).toEqual({ type: 'sessionRejected', url: ACCOUNTS });
  });

  it('a 401 outside the data calls (an identity flow) is no session ending: it banners as before', async () => {
    const { identity, bus } = setUp(reply({ status: 401, statusText: 'Unauthorized', body: { status: { code: '401', text: 'Unauthorized' } } }));
    await expect(identity.post('/user/identity/username')).rejects.toMatchObject({ response: { status: 401 } });
    expect(types(bus.events)).toEqual(['requestStarted', 'requestSettled', 'errorReported']);
  });

  it('while the gateway is down: blocked before the network, neither counted nor bannered', async () => {
    const { gateway, identity, bus, network } = setUp(reply({ status: 200, body: 'UP' }), true);
    await expect(gateway.post(ACCOUNTS)).rejects.toBeInstanceOf(GatewayDownError);
    await expect(identity.get('/user/identity/username')).rejects.toBeInstanceOf(GatewayDownError);
    expect(network.requests).toHaveLength(0);
    expect(types(bus.events)).toEqual(['requestBlocked', 'requestBlocked']);
    await expect(gateway.get('/gateway/public/status', { responseType: 'text' })).resolves.toMatchObject({ data: 'UP' });
    expect(network.requests).toHaveLength(1);
  });

  it('each request carries an X-Request-Id of its own, and its events name it', async () => {
    const { gateway, identity, bus, network } = setUp(reply({ status: 200, body: {} }));
    await gateway.get(ACCOUNTS);
    await (identity as AxiosInstance).get('/user/identity/username');
    const sent = network.requests.map((r) => String(r.headers.get('X-Request-Id')));
    expect(sent.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(sent).size).toBe(2);
    const named = bus.events.map((e) => ('requestId' in e ? e.requestId : null));
    expect(named).toEqual([sent[0], sent[0], sent[1], sent[1]]);
  });

  it('requests are numbered across both instances', async () => {
    const { gateway, identity, bus } = setUp(reply({ status: 200, body: {} }));
    await Promise.all([gateway.get(ACCOUNTS), (identity as AxiosInstance).get('/user/identity/username')]);
    const started = bus.events.filter((e) => e.type === 'requestStarted').map((e) => ('id' in e ? e.id : 0));
    expect(new Set(started).size).toBe(2);
  });
});

describe('the axios the portal ships (config/build/axios/)', () => {
  it('writes a query string with the portal serializer', () => {
    const { gateway } = setUp(reply({ status: 200 }));
    expect(gateway.getUri({ url: '/gateway/x', params: { attributes: 'phone', note: 'a b&c', skipped: undefined } })).toBe(
      'https://gw.test/gateway/x?attributes=phone&note=a+b%26c',
    );
  });

  it('refuses a form body: the portal sends JSON only, and the form helpers are not in the build', async () => {
    const { identity, network } = setUp(reply({ status: 200, body: {} }));
    const form = new URLSearchParams({ a: '1' });
    await expect(identity.post('/user/x', { a: 1 }, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).rejects.toThrow(
      'JSON bodies only',
    );
    await identity.post('/user/y', form);
    expect(network.requests.map((r) => r.url)).toEqual(['/user/y']);
  });

  it('keeps download progress events: a document download reports its progress (src/api/endpoints/documents.api.ts)', async () => {
    const { gateway } = setUp(reply({ status: 200 }));
    gateway.defaults.adapter = 'xhr';
    const realXhr = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = ProgressXhr as unknown as typeof XMLHttpRequest;
    try {
      const seen: Array<[number, number | undefined]> = [];
      const response = await gateway.get<ArrayBuffer>('/gateway/x', {
        responseType: 'arraybuffer',
        onDownloadProgress: (event) => seen.push([event.loaded, event.total]),
      });
      expect(response.status).toBe(200);
      expect(response.data.byteLength).toBe(10);
      expect(seen[0]).toEqual([4, 10]);
      expect(seen[seen.length - 1]).toEqual([10, 10]);
    } finally {
      globalThis.XMLHttpRequest = realXhr;
    }
  });

  it('sends a JSON body as JSON', async () => {
    const { gateway, network } = setUp(reply({ status: 200, body: {} }));
    await gateway.post('/gateway/x', { amount: '1.50' });
    expect(network.requests[0]?.data).toBe('{"amount":"1.50"}');
    expect(network.requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });
});

/** An XMLHttpRequest that answers 10 bytes in two progress steps, for the XHR adapter's progress path. */
class ProgressXhr {
  readyState = 0;
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseURL = '';
  responseType = '';
  timeout = 0;
  withCredentials = false;
  onloadend: (() => void) | null = null;
  readonly upload = { addEventListener: () => undefined };
  private readonly listeners: Record<string, Array<(event: unknown) => void>> = {};
  open(_method: string, url: string): void {
    this.responseURL = url;
    this.readyState = 1;
  }
  setRequestHeader(): void {}
  getAllResponseHeaders(): string {
    return 'content-type: application/octet-stream\r\ncontent-length: 10\r\n';
  }
  addEventListener(type: string, listener: (event: unknown) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  removeEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners[type] = (this.listeners[type] ?? []).filter((l) => l !== listener);
  }
  abort(): void {}
  send(): void {
    setTimeout(() => {
      for (const loaded of [4, 10]) {
        for (const listener of this.listeners.progress ?? []) listener({ loaded, total: 10, lengthComputable: true });
      }
      this.readyState = 4;
      this.status = 200;
      this.statusText = 'OK';
      this.response = new ArrayBuffer(10);
      this.onloadend?.();
    }, 0);
  }
}
