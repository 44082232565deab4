// Writes counted on the gateway's connection (db/writeTracking.ts), and the generation counters
// that read SQLite again only after one (db/generation.ts): with the database in exclusive locking
// mode, the connection's own writes are all the writes there are.
import fc from 'fast-check';
import { openDatabase, type Db } from '../../mock-server/src/db/database';
import { openSqlite } from '../../mock-server/src/db/sqlite';
import { Generation } from '../../mock-server/src/db/generation';
import { trackWrites, writesOf } from '../../mock-server/src/db/writeTracking';

function counterDb(): Db {
  const db = trackWrites(openSqlite(':memory:'));
  db.exec(`CREATE TABLE read_generation (id INTEGER PRIMARY KEY, n INTEGER NOT NULL);
           INSERT INTO read_generation VALUES (1, 0);
           CREATE TABLE entries (id INTEGER PRIMARY KEY, v TEXT);
           CREATE TRIGGER entries_moved AFTER INSERT ON entries BEGIN UPDATE read_generation SET n = n + 1 WHERE id = 1; END;`);
  return db;
}

/** How many times the generation asked SQLite (its statement's get, counted). */
function readsOf(generation: Generation): () => number {
  const read = (generation as unknown as { read: { get: () => unknown } }).read;
  const spy = jest.spyOn(read, 'get');
  return () => spy.mock.calls.length;
}

describe('writes through a tracked connection', () => {
  it('counts every run, get, all and iterate of a statement that may write, and every exec; reads count nothing', () => {
    const db = counterDb();
    const before = writesOf(db) ?? Number.NaN;
    db.prepare("INSERT INTO entries (v) VALUES ('a')").run();
    db.prepare("INSERT INTO entries (v) VALUES ('b') RETURNING id").get();
    db.prepare("INSERT INTO entries (v) VALUES ('c') RETURNING id").all();
    expect([...db.prepare("INSERT INTO entries (v) VALUES ('d') RETURNING id").iterate()]).toHaveLength(1);
    db.exec("INSERT INTO entries (v) VALUES ('e')");
    expect(writesOf(db)).toBe(before + 5);
    db.prepare('SELECT * FROM entries').all();
    db.prepare('SELECT COUNT(*) FROM entries').pluck().get();
    expect(writesOf(db)).toBe(before + 5);
  });

  it('counts a write that failed (a look too many, never one too few)', () => {
    const db = counterDb();
    const before = writesOf(db) ?? Number.NaN;
    expect(() => db.prepare('INSERT INTO entries (id, v) VALUES (?, ?)').run('not an integer id', 'x')).toThrow();
    expect(writesOf(db)).toBe(before + 1);
  });

  it('is on for every database the gateway opens; a connection opened otherwise is not tracked', () => {
    expect(writesOf(openDatabase(':memory:'))).toEqual(expect.any(Number));
    expect(writesOf(openSqlite(':memory:'))).toBeUndefined();
  });
});

describe('a generation counter', () => {
  it('asks SQLite once while nothing is written, and again after a write', () => {
    const db = counterDb();
    const generation = new Generation(db, 'read_generation');
    const reads = readsOf(generation);
    expect([generation.current(), generation.current(), generation.current()]).toEqual([0, 0, 0]);
    expect(reads()).toBe(1);
    db.prepare("INSERT INTO entries (v) VALUES ('x')").run();
    expect(generation.current()).toBe(1);
    expect(reads()).toBe(2);
  });

  it('on a connection that is not tracked, asks SQLite every time', () => {
    const db = openSqlite(':memory:');
    db.exec('CREATE TABLE read_generation (id INTEGER PRIMARY KEY, n INTEGER NOT NULL); INSERT INTO read_generation VALUES (1, 7);');
    const generation = new Generation(db, 'read_generation');
    const reads = readsOf(generation);
    expect([generation.current(), generation.current()]).toEqual([7, 7]);
    expect(reads()).toBe(2);
  });

  it('always equals the counter in the table, whatever writes, reads, transactions and rollbacks come between (random sequences)', () => {
    const step = fc.constantFrom('insert', 'exec', 'transaction', 'rollback', 'read', 'look');
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const db = counterDb();
        const generation = new Generation(db, 'read_generation');
        const insert = db.prepare('INSERT INTO entries (v) VALUES (?)');
        const stored = db.prepare('SELECT n FROM read_generation WHERE id = 1').pluck();
        for (const s of steps) {
          if (s === 'insert') insert.run(s);
          if (s === 'exec') db.exec("INSERT INTO entries (v) VALUES ('exec')");
          if (s === 'transaction') db.transaction(() => [insert.run('t1'), insert.run('t2')])();
          if (s === 'rollback') {
            expect(() =>
              db.transaction(() => {
                insert.run('undone');
                throw new Error('roll back');
              })(),
            ).toThrow('roll back');
          }
          if (s === 'read') db.prepare('SELECT COUNT(*) FROM entries').pluck().get();
          expect(generation.current()).toBe(stored.get());
        }
      }),
      { numRuns: 200, seed: 20_261_126 },
    );
  });
});
