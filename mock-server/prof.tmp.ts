import { openDatabase } from './src/db/database';
import { seedScenario } from './src/scenario/seed';
import { BalanceReader } from './src/domain/balances';
const db = openDatabase(':memory:');
const asOf = Date.UTC(2026, 10, 20, 15);
seedScenario(db, { asOf, passwordCost: { N: 16, r: 1, p: 1 } } as never);
const b = new BalanceReader(db);
const now = asOf + 60_000;
function time(label: string, f: () => unknown, n = 50) {
  for (let i = 0; i < 5; i++) f();
  const t = performance.now();
  let s = 0;
  for (let i = 0; i < n; i++) s += JSON.stringify(f()).length;
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms', s / n, 'bytes');
}
time('pos5', () => b.positions('C40017238', now), 500);
time('pos503', () => b.positions('C40017262', now));
time('hist5', () => b.history('C40017238', 365, now), 200);
time('hist503', () => b.history('C40017262', 365, now));
const r = b.positions('C40017262', now);
const t = performance.now(); for (let i = 0; i < 50; i++) JSON.stringify(r); console.log('stringify503', (performance.now() - t) / 50);
