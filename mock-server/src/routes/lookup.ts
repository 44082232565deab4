// Static lookups. The country list is serialized and encoded once at start (it is the bench's
// target), and sent by a plain function: no promise and no encoding per call. Sent as it is (a
// Buffer): the answer schema is the document's, not a serializer's.
import type { FastifyInstance } from 'fastify';
import { EmptyQuerySchema } from '../../../src/api/contract/schemas/common';
import { gatewayAnswers } from '../../../src/api/contract/schemas/envelopes';
import { CountryListSchema } from '../../../src/api/contract/schemas/platform';
import { COUNTRY_LIST_JSON } from '../domain/platform/countries';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';

const COUNTRY_LIST_BODY = Buffer.from(COUNTRY_LIST_JSON);

export function registerLookupRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'sessions'>): void {
  app.get(
    '/gateway/institutional/moneymovement/api/v1/lookup/address/country/list',
    { onRequest: requireSession(services.sessions, 'full'), schema: { querystring: EmptyQuerySchema, response: gatewayAnswers(CountryListSchema) } },
    (_request, reply) => reply.type('application/json; charset=utf-8').send(COUNTRY_LIST_BODY),
  );
}
