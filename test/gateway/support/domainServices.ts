// The gateway's services without a server, for the domain's unit tests (no app.inject): one seeded
// in-memory database per test file, its scenario reset before each test, and fresh services (an
// empty outbox, no code limits counted, no memos) on a clock fixed at T0.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../../../mock-server/src/db/database';
import { attemptContextOf, type AttemptContext } from '../../../mock-server/src/domain/identity/attemptContext';
import type { Session } from '../../../mock-server/src/domain/identity/sessions';
import type { User } from '../../../mock-server/src/domain/identity/users';
import { createClock, type Clock } from '../../../mock-server/src/domain/platform/clock';
import { CONFIG_DIR } from '../../../mock-server/src/paths';
import { resetScenario, seedScenario } from '../../../mock-server/src/scenario/seed';
import { createServices, type GatewayServices } from '../../../mock-server/src/services';
import { T0, TEST_SCENARIO } from './testGateway';

export interface DomainFixture {
  db: Db;
  clock: Clock;
  services: GatewayServices;
}

export function servicesForThisFile(): DomainFixture {
  const fixture = {} as DomainFixture;
  beforeAll(() => {
    const db = openDatabase(':memory:');
    seedScenario(db, TEST_SCENARIO);
    fixture.db = db;
  });
  beforeEach(() => {
    resetScenario(fixture.db, TEST_SCENARIO);
    fixture.clock = createClock(T0);
    fixture.services = createServices({ db: fixture.db, clock: fixture.clock, configDir: CONFIG_DIR, passwordCost: TEST_SCENARIO.passwordCost });
  });
  afterAll(() => fixture.db.close());
  return fixture;
}

/** The demo user `username` (the test fails loudly when the scenario has none). */
export function demoUser(services: GatewayServices, username: string): User {
  const user = services.users.findByUsername(username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user;
}

/** What a right password gives (routes/identity.ts): a Login attempt and its password-level session. */
export function passwordSession(services: GatewayServices, username: string): Session {
  const user = demoUser(services, username);
  const attempt = services.attempts.start('Login', { userId: user.id });
  return services.sessions.create(user.id, 'password', attempt.id);
}

/** The attempt context of a live session, as a route resolves it from the cookie. */
export function contextOf(services: GatewayServices, sessionId: string): AttemptContext {
  const context = attemptContextOf(services, sessionId);
  if (!context) throw new Error(`no live session ${sessionId}`);
  return context;
}

/**
 * The step-up's part of a booking, for domain tests of other rules (stepUp.test.ts tests the
 * step-up itself): each call keeps a proof as the step-up does — a code to the phone ending 0000 —
 * and answers its id.
 */
export function acceptedProof(db: Db, userId: number): () => { ok: true; proofId: number } {
  const keep = db.prepare<[string, number, string, number]>(
    "INSERT INTO step_up_proofs (challenge, user_id, fingerprint, method, code_phone, signed_at) VALUES (?, ?, ?, 'sms', '0000', ?)",
  );
  return () => ({ ok: true, proofId: Number(keep.run(randomBytes(64).toString('base64url'), userId, randomBytes(32).toString('hex'), T0).lastInsertRowid) });
}
