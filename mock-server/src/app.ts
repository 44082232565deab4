// buildApp: the reference gateway as a Fastify instance. Tests call it with an in-memory database
// and a fixed clock and use app.inject(); main.ts listens with a file database.
import path from 'node:path';
import { AjvCompiler } from '@fastify/ajv-compiler';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { controlMode } from './control/access';
import { registerControlRoutes } from './control/routes';
import type { Db } from './db/database';
import type { Clock } from './domain/platform/clock';
import type { ScryptCost } from './domain/identity/passwords';
import { DEFAULT_API_RATE_LIMIT, registerApiRateLimit, type ApiRateLimit } from './http/apiRateLimit';
import { registerErrorHandling } from './http/errors';
import { BODY_LIMIT_BYTES, registerJsonBody } from './http/jsonBody';
import { registerOpenApi } from './http/openapi';
import { lazyChildLogger, loggerOptions, type GatewayLoggerOptions } from './http/logging';
import { registerRequestAudit, requestIdOf } from './http/requestAudit';
import { registerRequestGuards } from './http/requestGuards';
import { registerSecurityHeaders } from './http/securityHeaders';
import { DEFAULT_RATE_LIMIT, SignInRateLimit, type RateLimitSetting } from './http/signInRateLimit';
import { schemaErrorFormatter } from './http/validationMessages';
import type { ScenarioOptions } from './scenario/seed';
import { CONFIG_DIR, CONTROL_PANEL_DIR, STATIC_DIR } from './paths';
import { registerAccountRoutes } from './routes/accounts';
import { registerActionItemRoutes } from './routes/actionItems';
import { registerActivityHistoryRoutes } from './routes/activityHistory';
import { registerAddressInstructionRoutes } from './routes/addressInstructions';
import { registerAppConfigRoutes } from './routes/appConfig';
import { registerBalanceRoutes } from './routes/balances';
import { registerBankLookupRoutes } from './routes/bankLookups';
import { registerDocumentRoutes } from './routes/documents';
import { registerFeatureFlagRoutes } from './routes/featureFlags';
import { registerIdentityRoutes } from './routes/identity';
import { registerIdentityFlowRoutes } from './routes/identityFlows';
import { registerLookupRoutes } from './routes/lookup';
import { registerInboundAddressRoute } from './routes/inboundAddress';
import { registerMintBurnRoutes } from './routes/mintBurn';
import { registerOneTimeCodeRoutes } from './routes/oneTimeCodes';
import { registerPushRoutes } from './routes/push';
import { registerPasskeyRoutes } from './routes/passkeys';
import { registerSecurityRoutes } from './routes/security';
import { registerStepUpRoutes } from './routes/stepUp';
import { registerNotificationRoutes } from './routes/notifications';
import { registerSpaRoutes } from './routes/spa';
import { registerStatusRoutes } from './routes/status';
import { registerTransferRoutes } from './routes/transfers';
import { registerWireInstructionRoutes } from './routes/wireInstructions';
import { startSweeper } from './domain/platform/sweeper';
import { createServices } from './services';
import type { RelyingPartyConfig } from './domain/identity/passkeys';

export interface BuildAppOptions {
  db: Db;
  clock: Clock;
  /** The built SPA; omit to serve no SPA (dev server in front). */
  distDir?: string;
  /** Production mode: no control API. */
  production?: boolean;
  /** The address the gateway listens on (default 127.0.0.1): another without a control token turns the control API off. */
  host?: string;
  /** The control API's token (CONTROL_TOKEN): every control call must present it. */
  controlToken?: string;
  /** With the token, the host names a control call may address besides localhost's (CONTROL_HOST, lower case). */
  controlHosts?: readonly string[];
  /** Serve over TLS with this key and certificate (PEM): the session cookie is then Secure. */
  https?: { key: string | Buffer; cert: string | Buffer };
  /**
   * The proxies' addresses or CIDR ranges (TRUST_PROXY, http/transport.ts): their X-Forwarded-Proto,
   * -Host and -For count, and the client is the rightmost X-Forwarded-For address not theirs. A list
   * only: never "trust any". Default none.
   */
  trustProxy?: readonly string[];
  /** Off when omitted or false. */
  logger?: GatewayLoggerOptions | false;
  /** Sign-in attempts per IP; default 20 a minute. Tests pass false unless they test it. */
  rateLimit?: RateLimitSetting | false;
  /** Calls per session and per address (http/apiRateLimit.ts); default DEFAULT_API_RATE_LIMIT. */
  apiRateLimit?: ApiRateLimit | false;
  configDir?: string;
  /** The passkeys' relying party (RP_ID, PASSKEY_ORIGINS); by default the host and origin each call was served at (domain/identity/passkeys.ts). */
  passkeys?: RelyingPartyConfig;
  sessionIdleTimeoutMs?: number;
  /** How often expired sessions are swept and due transfers settled (domain/platform/sweeper.ts); default 60 s. */
  sessionSweepIntervalMs?: number;
  /** However active, a session ends this long after its password; default 12 h. */
  sessionAbsoluteLifetimeMs?: number;
  /** scrypt cost of passwords set through the API (reset, registration); tests pass a cheap one. */
  passwordCost?: ScryptCost;
  /** How POST /__mock/reset seeds (tests: a cheap scrypt cost). */
  scenario?: ScenarioOptions;
}

export { DEFAULT_RATE_LIMIT };

// One schema compiler for every app the process builds: the route schemas are module constants,
// so each is compiled once, not once per app (compiling is most of the cost of building an app,
// and the tests build many). It is Fastify's own default compiler (@fastify/ajv-compiler), shared.
const SHARED_VALIDATOR_COMPILER = AjvCompiler();

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const services = createServices({
    db: options.db,
    clock: options.clock,
    configDir: options.configDir ?? CONFIG_DIR,
    idleTimeoutMs: options.sessionIdleTimeoutMs,
    absoluteLifetimeMs: options.sessionAbsoluteLifetimeMs,
    passwordCost: options.passwordCost,
    relyingParty: options.passkeys,
  });
  const limit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  const signInLimit = new SignInRateLimit(limit);
  const control = controlMode({ host: options.host ?? '127.0.0.1', token: options.controlToken, hosts: options.controlHosts, production: options.production });
  // A list of the proxies, never true (any sender's X-Forwarded-For) nor a hop count: see http/transport.ts.
  if (options.trustProxy !== undefined && !Array.isArray(options.trustProxy)) throw new Error('trustProxy takes the proxies\' addresses (a list), never true or a count');
  const trustProxy = options.trustProxy !== undefined && options.trustProxy.length > 0 ? [...options.trustProxy] : false;

  const serverOptions = {
    logger: loggerOptions(options.logger ?? false),
    childLoggerFactory: lazyChildLogger,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: SHARED_VALIDATOR_COMPILER } },
    schemaErrorFormatter,
  };
  // Over TLS the session cookie is Secure (http/sessionCookie.ts). Routes and hooks see the same
  // request and reply API either way, so the https instance is handled as the http one.
  const app = options.https
    ? (Fastify({ ...serverOptions, https: options.https }) as unknown as FastifyInstance)
    : Fastify(serverOptions);

  await registerSecurityHeaders(app);
  // Its parser and serializer only (http/sessionCookie.ts): no hook on every call.
  await app.register(cookie, { hook: false });
  const apiLimit = options.apiRateLimit === undefined ? DEFAULT_API_RATE_LIMIT : options.apiRateLimit;
  if (limit || apiLimit) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many sign-in attempts. Please try again in ${context.after}.`), { statusCode: context.statusCode }),
    });
  }
  // preCompressed: the build's .br/.gz copies go to browsers that accept them (ADR 0012).
  if (options.distDir !== undefined) await app.register(fastifyStatic, { root: path.resolve(options.distDir), serve: false, preCompressed: true });

  registerJsonBody(app);
  registerErrorHandling(app);
  await registerOpenApi(app);
  if (apiLimit) registerApiRateLimit(app, apiLimit);
  registerRequestGuards(app, services);
  registerRequestAudit(app, services);

  registerStatusRoutes(app, services);
  registerIdentityRoutes(app, services, signInLimit);
  registerPushRoutes(app, services);
  registerOneTimeCodeRoutes(app, services);
  registerIdentityFlowRoutes(app, services, signInLimit);
  registerFeatureFlagRoutes(app, services);
  registerLookupRoutes(app, services);
  registerAccountRoutes(app, services);
  registerBalanceRoutes(app, services);
  registerMintBurnRoutes(app, services);
  registerInboundAddressRoute(app, services);
  registerWireInstructionRoutes(app, services);
  registerTransferRoutes(app, services);
  registerAddressInstructionRoutes(app, services);
  registerBankLookupRoutes(app, services);
  registerActivityHistoryRoutes(app, services);
  registerActionItemRoutes(app, services);
  registerDocumentRoutes(app, services);
  registerSecurityRoutes(app, services);
  registerPasskeyRoutes(app, services, options.passkeys ?? {});
  registerStepUpRoutes(app, services, options.passkeys ?? {});
  registerNotificationRoutes(app, services);
  registerAppConfigRoutes(app, services, STATIC_DIR);
  registerSpaRoutes(app, options.distDir);
  if (control.kind !== 'off') {
    registerControlRoutes(app, services, { panelDir: CONTROL_PANEL_DIR, scenario: options.scenario ?? {}, mode: control, signInRateLimit: signInLimit, trustsProxy: trustProxy !== false });
  }

  const stopSweeper = startSweeper(services, options.sessionSweepIntervalMs);
  app.addHook('onClose', async () => stopSweeper());

  return app;
}
