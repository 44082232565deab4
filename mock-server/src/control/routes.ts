// The control API under /__mock/ (docs/gateway.md): a panel page and JSON calls to switch
// maintenance, fix the clock, set flags, inject faults, override configuration, read one-time
// codes, answer pushes and reset the scenario. Never registered in production.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../src/api/contract/config';
import { parseInstantWithOffset } from '../domain/clock';
import type { FaultSpec } from '../domain/faults';
import type { FeatureFlag } from '../../../src/api/contract/featureFlags';
import { resetScenario, type ScenarioOptions } from '../scenario/seed';
import type { GatewayServices } from '../services';
import { clockBody, configBody, faultBody, flagsBody, maintenanceBody } from './schemas';
import { registerSignInControlRoutes } from './signInRoutes';

export function controlState(services: GatewayServices) {
  const fixedAt = services.clock.fixedAt();
  return {
    maintenance: services.maintenance.isOn(),
    clock: { fixed: fixedAt !== null, now: new Date(services.clock.now()).toISOString() },
    flags: services.flags.all(),
    faults: services.faults.list(),
    configOverrides: services.appConfig.currentOverrides(),
  };
}

export function registerControlRoutes(app: FastifyInstance, services: GatewayServices, panelDir: string, scenario: ScenarioOptions): void {
  const { clock, maintenance, flags, faults, appConfig } = services;
  const panelPage = fs.readFileSync(path.join(panelDir, 'index.html'), 'utf8');
  const panelScript = fs.readFileSync(path.join(panelDir, 'panel.js'), 'utf8');
  const state = () => controlState(services);

  app.get('/__mock/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(panelPage));
  app.get('/__mock', async (_request, reply) => reply.redirect('/__mock/'));
  app.get('/__mock/panel.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(panelScript));
  app.get('/__mock/state', async () => state());

  app.post<{ Body: { on: boolean } }>('/__mock/maintenance', { schema: { body: maintenanceBody } }, async (request) => {
    maintenance.set(request.body.on);
    return state();
  });

  app.post<{ Body: { now: string } }>('/__mock/clock', { schema: { body: clockBody } }, async (request, reply) => {
    const at = parseInstantWithOffset(request.body.now);
    if (at === null) return reply.code(400).send({ error: 'body.now is not a real date and time' });
    clock.fix(at);
    return state();
  });
  app.delete('/__mock/clock', async () => {
    clock.release();
    return state();
  });

  app.post<{ Body: Partial<Record<FeatureFlag, boolean>> }>('/__mock/flags', { schema: { body: flagsBody } }, async (request) => {
    flags.set(request.body);
    return state();
  });

  app.post<{ Body: FaultSpec }>('/__mock/faults', { schema: { body: faultBody } }, async (request, reply) => {
    const { status } = request.body;
    if (status !== 0 && status < 400) {
      return reply.code(400).send({ error: 'body.status must be 0 (delay only) or an HTTP error status from 400 to 599' });
    }
    faults.add(request.body);
    return state();
  });
  app.delete('/__mock/faults', async () => {
    faults.clear();
    return state();
  });

  app.post<{ Body: Partial<AppConfig> }>('/__mock/config', { schema: { body: configBody } }, async (request, reply) => {
    const problems = appConfig.applyOverrides(request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return state();
  });
  app.delete('/__mock/config', async () => {
    appConfig.clearOverrides();
    return state();
  });

  registerSignInControlRoutes(app, services);

  app.post('/__mock/reset', async () => {
    resetScenario(services.db, scenario); // also drops every session, attempt, push and code
    services.outbox.clear();
    clock.release();
    maintenance.set(false);
    faults.clear();
    appConfig.clearOverrides();
    return state();
  });
}
