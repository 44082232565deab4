import { ConfigLoadError, loadAppConfig } from '../../../src/features/system/entry';
import { testConfig } from '../../builders/config';

function fakeFetch(respond: () => Promise<Response> | Response) {
  return jest.fn(async (_url: string, _init?: RequestInit) => respond());
}

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as Response;
}

describe('loadAppConfig', () => {
  it('fetches the configuration file (default: __CONFIG_URL__) and returns it when valid', async () => {
    const config = testConfig();
    const fetchImpl = fakeFetch(() => jsonResponse(config));
    await expect(loadAppConfig(undefined, fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledWith('/institutional/config/mock/app-config.json', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it.each<[string, () => Promise<Response> | Response, RegExp]>([
    ['the file cannot be fetched', () => Promise.reject(new TypeError('Failed to fetch')), /could not be fetched \(Failed to fetch\)/],
    ['the server answers 404', () => jsonResponse({}, 404), /answered HTTP 404/],
    ['the body is not JSON', () => jsonResponse('<html>'), /is not valid JSON/],
    ['fields are missing or wrong', () => jsonResponse({ ...testConfig(), spinnerDelayMs: -1, appNumber: 7 }), /is invalid: appNumber must be a string; spinnerDelayMs must be a non-negative number/],
    ['the body is not an object', () => jsonResponse([1]), /is invalid/],
    ['the action log size is not a whole number', () => jsonResponse({ ...testConfig(), actionLogSize: 2.5 }), /is invalid: actionLogSize must be a whole number from 0 to 5000$/],
    ['the action log size is too large', () => jsonResponse({ ...testConfig(), actionLogSize: 5001 }), /is invalid: actionLogSize must be a whole number from 0 to 5000$/],
    ['the action log size is missing', () => jsonResponse({ ...testConfig(), actionLogSize: undefined }), /is invalid: actionLogSize must be a non-negative number$/],
  ])('fails clearly when %s', async (_name, respond, message) => {
    const error = await loadAppConfig('/cfg.json', fakeFetch(respond)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigLoadError);
    expect((error as Error).message).toMatch(/^Configuration \/cfg\.json: /);
    expect((error as Error).message).toMatch(message);
  });
});
