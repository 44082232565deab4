// The feature-flag service (spec part 2 §7): flag values and client notifications, public because
// the portal needs them before sign-in and they carry no client data.
import type { FastifyInstance } from 'fastify';
import type { FlagServiceResponse, StatusEntry } from '../../../src/api/contract/responses';
import { SUCCESS_CODE, SUCCESS_TEXT } from '../../../src/api/contract/responses';
import { FLAG_NAME_PATTERN, SERVICE_KEY_PATTERN, parseServiceKey } from '../domain/platform/featureFlags';
import { CLIENT_NOTIFICATION_CHANNEL, type ClientNotification } from '../domain/platform/notifications';
import type { GatewayServices } from '../services';

const BASE = '/gateway/institutional/moneymovement';
const SOURCE = 'feature';

const found = <T>(data: T): FlagServiceResponse<T> => ({
  data,
  status: [{ code: SUCCESS_CODE, message: SUCCESS_TEXT, severity: 'I', source: SOURCE }],
});
const notFound = (): FlagServiceResponse<never> => ({
  data: null,
  status: [{ code: 'FF404', message: 'Flag not found', severity: 'W', source: SOURCE } satisfies StatusEntry],
});

const keyQuery = (pattern: string) => ({
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['key'],
    properties: { key: { type: 'string', pattern } },
  },
});

interface KeyQuery {
  Querystring: { key: string };
}

export function registerFeatureFlagRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'flags' | 'notifications' | 'appConfig'>): void {
  const { flags, notifications, appConfig } = services;

  const flagAnswer = (name: string) => {
    const value = flags.get(name);
    return value === null ? notFound() : found(value);
  };

  /** The key must name this app's number and the expected type; otherwise nothing is found. */
  const keyName = (key: string, type: 'flag' | 'notification') => {
    const parsed = parseServiceKey(key);
    return parsed && parsed.type === type && appConfig.appNumbers().has(parsed.appNumber) ? parsed.name : null;
  };

  app.get<KeyQuery>(`${BASE}/api/v1/feature`, { schema: keyQuery(SERVICE_KEY_PATTERN) }, async (request) => {
    const name = keyName(request.query.key, 'flag');
    return name === null ? notFound() : flagAnswer(name);
  });

  app.get<KeyQuery>(`${BASE}/api/v2/feature/enabled`, { schema: keyQuery(FLAG_NAME_PATTERN) }, async (request) =>
    flagAnswer(request.query.key),
  );

  app.get<KeyQuery>(`${BASE}/api/v2/public/feature/fetch`, { schema: keyQuery(SERVICE_KEY_PATTERN) }, async (request) => {
    const name = keyName(request.query.key, 'notification');
    return name === CLIENT_NOTIFICATION_CHANNEL ? found<ClientNotification[]>(notifications.list()) : notFound();
  });
}
