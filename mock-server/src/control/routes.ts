// The control API under /__mock/ (docs/gateway.md): a panel page and JSON calls to switch
// maintenance, fix the clock, set flags, inject faults, override configuration, read one-time
// codes, answer pushes and reset the scenario. Never registered in production, nor on a HOST other
// than loopback without a control token; who may call it: control/access.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../src/api/contract/config';
import { parseInstantWithOffset } from '../domain/platform/clock';
import type { FaultSpec } from '../domain/platform/faults';
import { rowCounts } from '../domain/platform/rowCounts';
import type { FeatureFlag } from '../../../src/api/contract/featureFlags';
import { resetScenario, type ScenarioOptions } from '../scenario/seed';
import { areaOf, sendAreaError } from '../http/answers';
import { CROSS_SITE_CONTROL_TEXT, isCrossSiteStateChange } from '../http/requestGuards';
import type { SignInRateLimit } from '../http/signInRateLimit';
import type { GatewayServices } from '../services';
import { CONTROL_TOKEN_HEADER, decideControlCall, type ControlMode } from './access';
import { registerAllowListControlRoutes } from './allowListRoutes';
import { registerNotificationControlRoutes } from './notificationRoutes';
import { registerAuditExportRoute } from './auditRoutes';
import { clockBody, configBody, faultBody, flagsBody, maintenanceBody } from './schemas';
import { registerSecurityControlRoutes } from './securityRoutes';
import { registerSignInControlRoutes } from './signInRoutes';

/** What the control routes work with: only these services. */
export type ControlServices = Pick<
  GatewayServices,
  'db' | 'clock' | 'maintenance' | 'flags' | 'faults' | 'appConfig' | 'outbox' | 'users' | 'sessions' | 'attempts' | 'codes' | 'push' | 'pushEvents' | 'codeLimits' | 'transfers' | 'requestAudit' | 'addressInstructions' | 'securityEvents' | 'sessionLimits' | 'passkeys' | 'stepUps' | 'userNotifications'
>;

export interface ControlOptions {
  panelDir: string;
  scenario: ScenarioOptions;
  /** Loopback clients only, or a token on every call (never 'off': then nothing is registered). */
  mode: Exclude<ControlMode, { kind: 'off' }>;
  signInRateLimit: SignInRateLimit;
  /** TRUST_PROXY is set: request.ip is the client a trusted proxy names. */
  trustsProxy: boolean;
}

const PANEL_FILES: ReadonlySet<string> = new Set(['/__mock', '/__mock/', '/__mock/panel.js', '/__mock/panel.css']);

const REFUSALS = {
  hostRefused: [403, 'The control API answers only calls addressed to this machine (localhost, 127.0.0.1, [::1]) or, with the token, to CONTROL_HOST'],
  notLoopback: [403, 'The control API answers only this machine (loopback); set CONTROL_TOKEN to allow others'],
  tokenMissing: [401, 'The control API needs the header X-Control-Token'],
  tokenWrong: [401, 'The control token is wrong'],
} as const;

/** What the routes that switch one thing read to answer with: the whole state after the change. */
type StateServices = Pick<ControlServices, 'clock' | 'maintenance' | 'flags' | 'faults' | 'appConfig'>;

export function controlState(services: StateServices) {
  const fixedAt = services.clock.fixedAt();
  return {
    maintenance: services.maintenance.isOn(),
    clock: { fixed: fixedAt !== null, now: new Date(services.clock.now()).toISOString() },
    flags: services.flags.all(),
    faults: services.faults.list(),
    configOverrides: services.appConfig.currentOverrides(),
  };
}

export function registerControlRoutes(app: FastifyInstance, services: ControlServices, options: ControlOptions): void {
  registerControlGate(app, options);
  registerPanelRoutes(app, options.panelDir);
  app.get('/__mock/state', async () => controlState(services));
  app.get('/__mock/counts', async () => rowCounts(services.db));
  registerMaintenanceRoute(app, services);
  registerClockRoutes(app, services);
  registerFlagRoutes(app, services);
  registerFaultRoutes(app, services);
  registerConfigOverrideRoutes(app, services);
  registerSignInControlRoutes(app, services);
  registerAuditExportRoute(app, services);
  registerSecurityControlRoutes(app, services);
  registerSettleRoute(app, services);
  registerAllowListControlRoutes(app, services);
  registerNotificationControlRoutes(app, services);
  registerResetRoute(app, services, options);
}

/**
 * Every control call, before its body is read: its Host header first (control/access.ts), then the
 * client or the token. With a token, the panel's page and script (no state, no secret) are served
 * without it to a call of an accepted host: the page asks for the token and sends it on each call.
 * A plain callback, not an async function: every call of the API passes it, and a promise each
 * would cost them all. A refusal answers and does not call done (the chain stops there).
 */
function registerControlGate(app: FastifyInstance, options: Pick<ControlOptions, 'mode' | 'trustsProxy'>): void {
  const { mode } = options;
  app.addHook('onRequest', (request, reply, done) => {
    if (areaOf(request) !== 'control') return done();
    if (isCrossSiteStateChange(request)) {
      sendAreaError(request, reply, 403, CROSS_SITE_CONTROL_TEXT);
      return;
    }
    const header = request.headers[CONTROL_TOKEN_HEADER];
    // request.ip: the socket's address, or the rightmost one the trusted proxies (TRUST_PROXY) did not add;
    // request.host: the Host header, or a trusted proxy's X-Forwarded-Host.
    const relayed = !options.trustsProxy && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined);
    const caller = { clientAddress: request.ip, hostHeader: request.host, presented: typeof header === 'string' ? header : undefined, relayed };
    const decision = decideControlCall(mode, caller);
    if (decision === 'allowed') return done();
    // The panel's page and script (no state, no secret) ask for the token: served without it, to an accepted host.
    if (mode.kind === 'token' && decision === 'tokenMissing' && request.method === 'GET' && PANEL_FILES.has(request.routeOptions.url ?? '')) return done();
    const [status, text] = REFUSALS[decision];
    sendAreaError(request, reply, status, text);
  });
}

/** The panel's page, script and styles, read once (files of their own: the CSP allows no inline script or style). */
function registerPanelRoutes(app: FastifyInstance, panelDir: string): void {
  const panelPage = fs.readFileSync(path.join(panelDir, 'index.html'), 'utf8');
  const panelScript = fs.readFileSync(path.join(panelDir, 'panel.js'), 'utf8');
  const panelStyles = fs.readFileSync(path.join(panelDir, 'panel.css'), 'utf8');
  app.get('/__mock/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(panelPage));
  app.get('/__mock', async (_request, reply) => reply.redirect('/__mock/'));
  app.get('/__mock/panel.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(panelScript));
  app.get('/__mock/panel.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(panelStyles));
}

function registerMaintenanceRoute(app: FastifyInstance, services: StateServices): void {
  app.post<{ Body: { on: boolean } }>('/__mock/maintenance', { schema: { body: maintenanceBody } }, async (request) => {
    services.maintenance.set(request.body.on);
    return controlState(services);
  });
}

function registerClockRoutes(app: FastifyInstance, services: StateServices): void {
  app.post<{ Body: { now: string } }>('/__mock/clock', { schema: { body: clockBody } }, async (request, reply) => {
    const at = parseInstantWithOffset(request.body.now);
    if (at === null) return reply.code(400).send({ error: 'body.now is not a real date and time' });
    services.clock.fix(at);
    return controlState(services);
  });
  app.delete('/__mock/clock', async () => {
    services.clock.release();
    return controlState(services);
  });
}

function registerFlagRoutes(app: FastifyInstance, services: StateServices): void {
  app.post<{ Body: Partial<Record<FeatureFlag, boolean>> }>('/__mock/flags', { schema: { body: flagsBody } }, async (request) => {
    services.flags.set(request.body);
    return controlState(services);
  });
}

function registerFaultRoutes(app: FastifyInstance, services: StateServices): void {
  app.post<{ Body: FaultSpec }>('/__mock/faults', { schema: { body: faultBody } }, async (request, reply) => {
    const { status } = request.body;
    if (status !== 0 && status < 400) {
      return reply.code(400).send({ error: 'body.status must be 0 (delay only) or an HTTP error status from 400 to 599' });
    }
    if (request.body.drop === true && status !== 0) {
      return reply.code(400).send({ error: 'body.status must be 0 when body.drop is true (a dropped connection has no status)' });
    }
    services.faults.add(request.body);
    return controlState(services);
  });
  app.delete('/__mock/faults', async () => {
    services.faults.clear();
    return controlState(services);
  });
}

function registerConfigOverrideRoutes(app: FastifyInstance, services: StateServices): void {
  app.post<{ Body: Partial<AppConfig> }>('/__mock/config', { schema: { body: configBody } }, async (request, reply) => {
    const problems = services.appConfig.applyOverrides(request.body);
    if (problems.length > 0) return reply.code(400).send({ error: problems.join('; ') });
    return controlState(services);
  });
  app.delete('/__mock/config', async () => {
    services.appConfig.clearOverrides();
    return controlState(services);
  });
}

/** Settles every SUBMITTED transfer at once (they settle on the clock anyway: domain/transfers/transferLifecycle.ts). */
function registerSettleRoute(app: FastifyInstance, services: Pick<ControlServices, 'clock' | 'transfers'>): void {
  app.post<{ Body: unknown }>('/__mock/transfers/settle', async (request, reply) => {
    const body = request.body;
    if (body !== undefined && body !== null && !(typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)) {
      return reply.code(400).send({ error: 'The body is empty or {}' });
    }
    return { settled: services.transfers.settleDue(services.clock.now(), true) };
  });
}

/** The scenario as seeded, and nothing of the gateway's memory left: no outbox, limits, faults, overrides. */
function registerResetRoute(app: FastifyInstance, services: ControlServices, options: Pick<ControlOptions, 'scenario' | 'signInRateLimit'>): void {
  app.post('/__mock/reset', async () => {
    resetScenario(services.db, options.scenario); // also drops every session, attempt, push and code
    await services.requestAudit.clear();
    services.outbox.clear();
    services.codeLimits.clear();
    options.signInRateLimit.reset();
    services.clock.release();
    services.maintenance.set(false);
    services.faults.clear();
    services.appConfig.clearOverrides();
    return controlState(services);
  });
}
