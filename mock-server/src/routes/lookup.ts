// Static lookups. The country list is serialized once at start (it is the bench's target).
import type { FastifyInstance } from 'fastify';
import { COUNTRY_LIST_JSON } from '../domain/countries';
import { requireSession } from '../http/sessionCookie';
import type { GatewayServices } from '../services';
import { emptyQuerySchema } from './schemas';

export function registerLookupRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'sessions'>): void {
  app.get(
    '/gateway/institutional/moneymovement/api/v1/lookup/address/country/list',
    { onRequest: requireSession(services.sessions, 'full'), schema: { querystring: emptyQuerySchema } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(COUNTRY_LIST_JSON),
  );
}
