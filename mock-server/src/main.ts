// Starts the reference gateway: file database (seeded with the demo scenario on first start),
// the built SPA from dist/, and the control API unless NODE_ENV=production (or a HOST other than
// loopback without CONTROL_TOKEN: control/access.ts).
// Environment: PORT (8080), HOST (127.0.0.1), CONTROL_TOKEN (at least 16 characters: every control
// call then needs it in X-Control-Token), CONTROL_HOST (with the token, the host names a control call
// may address besides localhost: control/access.ts), TRUST_PROXY (the proxies' addresses: http/transport.ts), TLS_KEY_FILE and
// TLS_CERT_FILE (PEM: serve https), DB_FILE (mock-server/.data/gateway.sqlite; the request audit log beside it in gateway.audit.sqlite),
// SERVE_SPA ('false' = API only), NODE_ENV, LOG_LEVEL (warn), SIGNIN_RATE_LIMIT (sign-in attempts per
// minute per address, default 20; the end-to-end tests sign in many times from one address),
// API_RATE_LIMIT_PER_SESSION / API_RATE_LIMIT_PER_ADDRESS (calls a minute, or 'off'; defaults 600 and
// 3000: http/apiRateLimit.ts), BURN_MASTER_SECRET (64 hex digits: the secret burn addresses are derived from; default: 32 random
// bytes made at first start and kept in the database; a database made with another one refuses it).
import { DEFAULT_RATE_LIMIT, buildApp } from './app';
import { controlHostsFromEnv, controlMode, controlModeNotice } from './control/access';
import { openDatabase } from './db/database';
import { apiRateLimitFromEnv } from './http/apiRateLimit';
import { tlsFromEnv, trustProxyFromEnv } from './http/transport';
import { createClock } from './domain/platform/clock';
import { ensureMasterSecret } from './domain/mintBurn/secrets';
import { DATA_FILE, DIST_DIR } from './paths';
import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_USERS } from './scenario/demoUsers';
import { seedIfEmpty } from './scenario/seed';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const demoUsersTable = () => table(['username', 'second factor', 'what it shows'], DEMO_USERS.map((u) => [u.username, u.factorLabel, u.shows]));

/** Demo data, not secrets: what a tester types into the register / forgot-username forms. */
const demoIdentitiesTable = () =>
  table(
    ['name', 'date of birth', 'SSN last 4', 'zip', 'phone', 'what it shows'],
    DEMO_IDENTITIES.map((i) => [`${i.firstName} ${i.lastName}`, i.dob, i.ssnLast4, i.zip ?? '—', i.phones[0]?.number ?? '—', i.shows]),
  );

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
  const db = openDatabase(process.env.DB_FILE ?? DATA_FILE);
  // Before seeding: the seeded burn addresses are derived from it. Empty counts as unset.
  ensureMasterSecret(db, process.env.BURN_MASTER_SECRET || undefined);
  const seeded = seedIfEmpty(db);

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
    rateLimit: { ...DEFAULT_RATE_LIMIT, max: positiveInt(process.env.SIGNIN_RATE_LIMIT) ?? DEFAULT_RATE_LIMIT.max },
    apiRateLimit: apiRateLimitFromEnv(process.env),
  });
  await app.listen({ port, host });

  console.log(`\nReference gateway ${seeded ? '(demo scenario seeded) ' : ''}listening.`);
  const scheme = https ? 'https' : 'http';
  console.log(`Portal:        ${scheme}://localhost:${port}/institutional/`);
  console.log(controlModeNotice(controlMode({ host, token: controlToken, hosts: controlHosts, production }), port).replace('http://', `${scheme}://`));
  console.log(`\nDemo users (password for all: ${DEMO_PASSWORD})\n${demoUsersTable()}\n`);
  console.log(`Identities without a user (register; codes: GET /__mock/otp?phone=<phone digits>)\n${demoIdentitiesTable()}\n`);

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
