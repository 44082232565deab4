// What a start of the gateway does with the demo scenario, and what it prints (main.ts). The demo
// users share one published password, so a production start neither seeds them nor prints it,
// unless SEED_DEMO=true asks for the demo there.
import type { Db } from './db/database';
import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_USERS } from './scenario/demoUsers';
import { seedIfEmpty, type ScenarioOptions } from './scenario/seed';

/**
 * SEED_DEMO: 'true' seeds the demo scenario into an empty database and prints its users, 'false'
 * does neither; unset, the demo is seeded and printed except when NODE_ENV=production. Anything
 * else is refused at start.
 */
export function demoWanted(env: { NODE_ENV?: string; SEED_DEMO?: string }): boolean {
  const seedDemo = (env.SEED_DEMO ?? '').trim().toLowerCase();
  if (seedDemo === 'true') return true;
  if (seedDemo === 'false') return false;
  if (seedDemo !== '') throw new Error(`SEED_DEMO is 'true' or 'false', not '${env.SEED_DEMO}'`);
  return env.NODE_ENV !== 'production';
}

/**
 * The database for this start: with the demo wanted, seeded when it is empty (never wiped when it
 * holds data: seedIfEmpty); without, left as it is. Whether it was seeded now.
 */
export function prepareDatabase(db: Db, demo: boolean, options: ScenarioOptions = {}): boolean {
  return demo ? seedIfEmpty(db, options) : false;
}

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

export interface StartFacts {
  demo: boolean;
  seeded: boolean;
  portalUrl: string;
  /** control/access.ts controlModeNotice. */
  controlNotice: string;
}

/** The lines printed once the gateway listens: the demo's users, password and identities only when the demo is wanted. */
export function startLines(facts: StartFacts): string[] {
  const lines = [`\nReference gateway ${facts.seeded ? '(demo scenario seeded) ' : ''}listening.`, `Portal:        ${facts.portalUrl}`, facts.controlNotice];
  if (!facts.demo) {
    lines.push('Demo scenario: not seeded and not shown (NODE_ENV=production; SEED_DEMO=true seeds it into an empty database).');
    return lines;
  }
  lines.push(`\nDemo users (password for all: ${DEMO_PASSWORD})\n${demoUsersTable()}\n`);
  lines.push(`Identities without a user (register; codes: GET /__mock/otp?phone=<phone digits>)\n${demoIdentitiesTable()}\n`);
  return lines;
}
