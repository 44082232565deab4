// The Node versions the project declares (package.json `engines.node`) must be ones every installed
// package accepts: a package whose own `engines.node` refuses a version the project allows would
// break, or be warned about by `npm ci`, on that version (issue 29; docs/adr/0026-node-20-and-22-and-the-compiled-gateway.md).
// Run by `npm run lint` (`tsx test/lint/engines.ts`): it reads every package of package-lock.json —
// what `npm ci` installs, on every platform — and exits 1 naming each one that refuses part of the
// range, and when the lockfile's copy of the range differs from package.json's.
import fs from 'node:fs';
import path from 'node:path';
import { subset, validRange } from 'semver';

interface LockPackage {
  version?: string;
  engines?: Record<string, string> | string[];
}

/** A package's `engines.node` (the lockfile keeps an old package's array form as it was written). */
function nodeRangeOf(entry: LockPackage): string | undefined {
  const engines = entry.engines;
  if (!engines) return undefined;
  if (Array.isArray(engines)) return engines.find((e) => e.startsWith('node '))?.slice('node '.length);
  return engines.node;
}

/** Every package (`node_modules/…` path, version, range) whose `engines.node` refuses a version `range` allows. */
export function refusals(range: string, packages: Record<string, LockPackage>): string[] {
  if (!validRange(range)) return [`package.json: engines.node '${range}' is not a version range`];
  return Object.entries(packages).flatMap(([where, entry]) => {
    const theirs = where === '' ? undefined : nodeRangeOf(entry);
    if (theirs === undefined || subset(range, theirs)) return [];
    const name = where.replace(/^.*node_modules\//, '');
    return [`${name}@${entry.version ?? '?'} (${where}) accepts node '${theirs}', not all of '${range}'`];
  });
}

function main(): void {
  const root = path.resolve(__dirname, '..', '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };
  const range = pkg.engines?.node;
  const problems = range === undefined ? ['package.json: engines.node is missing'] : refusals(range, lock.packages);
  const locked = lock.packages['']?.engines;
  if (range !== undefined && !Array.isArray(locked) && locked?.node !== range) problems.push(`package-lock.json: engines.node '${locked?.node}' differs from package.json's '${range}'`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  console.log(`engines: all ${Object.keys(lock.packages).length - 1} locked packages accept node '${range}'`);
}

if (require.main === module) main();
