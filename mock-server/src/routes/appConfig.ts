// The application configuration file (spec part 1 §7: under the build version in production,
// otherwise a mock), the cookie-consent vendor script it names, and the static trader page.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppConfigSchema } from '../../../src/api/contract/schemas/platform';
import { AppConfigService, CONFIG_VERSION_PATTERN } from '../domain/platform/appConfig';
import type { GatewayServices } from '../services';

export function registerAppConfigRoutes(app: FastifyInstance, services: Pick<GatewayServices, 'appConfig'>, staticDir: string): void {
  app.get<{ Params: { version: string } }>('/institutional/config/:version/app-config.json', { schema: { response: { 200: AppConfigSchema } } }, async (request, reply) => {
    const { version } = request.params;
    reply.header('cache-control', 'no-store');
    if (!CONFIG_VERSION_PATTERN.test(version)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return services.appConfig.effective(AppConfigService.variantFor(version));
  });

  const consentScript = fs.readFileSync(path.join(staticDir, 'vendor', 'consent.js'), 'utf8');
  app.get('/institutional/vendor/consent.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(consentScript),
  );

  const traderPage = fs.readFileSync(path.join(staticDir, 'traderui', 'index.html'), 'utf8');
  app.get('/institutional/traderui/index.html', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(traderPage),
  );
}
