// The feature-flag service (spec part 2 §7): flag values and client notifications, public because
// the portal needs them before sign-in and they carry no client data.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FlagServiceResponse, StatusEntry } from '../../../src/api/contract/responses';
import { SUCCESS_CODE, SUCCESS_TEXT } from '../../../src/api/contract/responses';
import { flagServiceAnswers } from '../../../src/api/contract/schemas/envelopes';
import { ClientNotificationListSchema, FlagNameQuerySchema, FlagValueSchema, ServiceKeyQuerySchema } from '../../../src/api/contract/schemas/platform';
import { parseServiceKey } from '../domain/platform/featureFlags';
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

export function registerFeatureFlagRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'flags' | 'notifications' | 'appConfig'>): void {
  const { flags, notifications, appConfig } = services;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  const flagAnswer = (name: string) => {
    const value = flags.get(name);
    return value === null ? notFound() : found(value);
  };

  /** The key must name this app's number and the expected type; otherwise nothing is found. */
  const keyName = (key: string, type: 'flag' | 'notification') => {
    const parsed = parseServiceKey(key);
    return parsed && parsed.type === type && appConfig.appNumbers().has(parsed.appNumber) ? parsed.name : null;
  };

  typed.get(`${BASE}/api/v1/feature`, { schema: { querystring: ServiceKeyQuerySchema, response: flagServiceAnswers(FlagValueSchema) } }, async (request) => {
    const name = keyName(request.query.key, 'flag');
    return name === null ? notFound() : flagAnswer(name);
  });

  typed.get(`${BASE}/api/v2/feature/enabled`, { schema: { querystring: FlagNameQuerySchema, response: flagServiceAnswers(FlagValueSchema) } }, async (request) =>
    flagAnswer(request.query.key),
  );

  typed.get(`${BASE}/api/v2/public/feature/fetch`, { schema: { querystring: ServiceKeyQuerySchema, response: flagServiceAnswers(ClientNotificationListSchema) } }, async (request) => {
    const name = keyName(request.query.key, 'notification');
    return name === CLIENT_NOTIFICATION_CHANNEL ? found<ClientNotification[]>(notifications.list()) : notFound();
  });
}
