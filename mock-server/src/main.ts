// Starts the reference gateway: file database (seeded with the demo scenario when it is empty, unless
// NODE_ENV=production without SEED_DEMO=true: startup.ts; never wiped when it holds data),
// the built SPA from dist/, and the control API unless NODE_ENV=production (or a HOST other than
// loopback without CONTROL_TOKEN: control/access.ts).
// Environment: PORT (8080), HOST (127.0.0.1), CONTROL_TOKEN (at least 16 characters: every control
// call then needs it in X-Control-Token), CONTROL_HOST (with the token, the host names a control call
// may address besides localhost: control/access.ts), TRUST_PROXY (the proxies' addresses: http/transport.ts), TLS_KEY_FILE and
// TLS_CERT_FILE (PEM: serve https), DB_FILE (mock-server/.data/gateway.sqlite; the request audit log beside it in gateway.audit.sqlite),
// SERVE_SPA ('false' = API only), NODE_ENV, SEED_DEMO ('true' / 'false': startup.ts), LOG_LEVEL (warn), SIGNIN_RATE_LIMIT (sign-in attempts per
// minute per address, default 20; the end-to-end tests sign in many times from one address),
// API_RATE_LIMIT_PER_SESSION / API_RATE_LIMIT_PER_ADDRESS (calls a minute, or 'off'; defaults 600 and
// 3000: http/apiRateLimit.ts), BURN_MASTER_SECRET (64 hex digits: the secret burn addresses are derived from; default: 32 random
// bytes made at first start and kept in the database; a database made with another one refuses it),
// BETTER_SQLITE3_BINDING (another build of better-sqlite3's addon: db/sqlite.ts). `npm start` runs it
// compiled (mock-server/build.js: dist-gateway/main.js).
import { DEFAULT_RATE_LIMIT, buildApp } from './app';
import { controlHostsFromEnv, controlMode, controlModeNotice } from './control/access';
import { openDatabase } from './db/database';
import { apiRateLimitFromEnv } from './http/apiRateLimit';
import { tlsFromEnv, trustProxyFromEnv } from './http/transport';
import { createClock } from './domain/platform/clock';
import { ensureMasterSecret } from './domain/mintBurn/secrets';
import { DATA_FILE, DIST_DIR } from './paths';
import { PartlySeededDatabase } from './scenario/seed';
import { demoWanted, prepareDatabase, startLines } from './startup';

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const production = process.env.NODE_ENV === 'production';
  const controlToken = process.env.CONTROL_TOKEN || undefined;
  const controlHosts = controlHostsFromEnv(process.env.CONTROL_HOST);
  const trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY);
  const https = tlsFromEnv(process.env);
  const demo = demoWanted(process.env);
  const dbFile = process.env.DB_FILE ?? DATA_FILE;
  const db = openDatabase(dbFile);
  // Before seeding: the seeded burn addresses are derived from it. Empty counts as unset.
  ensureMasterSecret(db, process.env.BURN_MASTER_SECRET || undefined);
  let seeded: boolean;
  try {
    seeded = prepareDatabase(db, demo);
  } catch (error) {
    db.close();
    if (error instanceof PartlySeededDatabase) throw new Error(`${dbFile}: ${error.message}`);
    throw error;
  }

  const app = await buildApp({
    db,
    clock: createClock(),
    distDir: process.env.SERVE_SPA === 'false' ? undefined : DIST_DIR,
    production,
    host,
    controlToken,
    controlHosts,
    https,
    trustProxy: trustProxy || undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    passkeys: { rpId: process.env.RP_ID || undefined, origins: process.env.PASSKEY_ORIGINS || undefined },
    rateLimit: { ...DEFAULT_RATE_LIMIT, max: positiveInt(process.env.SIGNIN_RATE_LIMIT) ?? DEFAULT_RATE_LIMIT.max },
    apiRateLimit: apiRateLimitFromEnv(process.env),
  });
  await app.listen({ port, host });

  const scheme = https ? 'https' : 'http';
  const controlNotice = controlModeNotice(controlMode({ host, token: controlToken, hosts: controlHosts, production }), port).replace('http://', `${scheme}://`);
  for (const line of startLines({ demo, seeded, portalUrl: `${scheme}://localhost:${port}/institutional/`, controlNotice })) console.log(line);

  const stop = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
