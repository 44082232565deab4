/** @jest-environment node */
// The lint check that no installed package refuses a Node version the project declares (test/lint/engines.ts).
import { refusals } from '../../lint/engines';

const lock = (entries: Record<string, { version?: string; engines?: Record<string, string> | string[] }>) => ({ '': { engines: { node: '>=1' } }, ...entries });

describe('the packages that refuse part of the declared Node range', () => {
  it('names a package whose range leaves out a version the project allows (cookie@2 and Node 20)', () => {
    const packages = lock({ 'node_modules/light-my-request/node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } });
    expect(refusals('^20.19.0 || ^22.13.0', packages)).toEqual([
      "cookie@2.0.2 (node_modules/light-my-request/node_modules/cookie) accepts node '>=22', not all of '^20.19.0 || ^22.13.0'",
    ]);
  });

  it('accepts packages whose ranges hold all of it, and those that name no Node range', () => {
    const packages = lock({
      'node_modules/eslint': { version: '9.39.5', engines: { node: '^18.18.0 || ^20.9.0 || >=21.1.0' } },
      'node_modules/knip': { version: '6.44.2', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/better-sqlite3': { version: '12.6.2', engines: { node: '20.x || 22.x || 23.x || 24.x || 25.x' } },
      'node_modules/react': { version: '18.3.1' },
      'node_modules/old': { version: '1.0.0', engines: ['node >= 0.8'] },
    });
    expect(refusals('^20.19.0 || ^22.13.0', packages)).toEqual([]);
  });

  it('holds the whole range: an open-ended one is refused by every package with an upper bound or a gap', () => {
    const packages = lock({
      'node_modules/jest': { version: '30.5.2', engines: { node: '^18.14.0 || ^20.0.0 || ^22.0.0 || >=24.0.0' } },
      'node_modules/knip': { version: '6.44.2', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/legacy': { version: '0.1.0', engines: ['node >= 22'] },
    });
    expect(refusals('>=20.9', packages).map((line) => line.split(' ')[0])).toEqual(['jest@30.5.2', 'knip@6.44.2', 'legacy@0.1.0']);
  });

  it('refuses a declared range that is not one', () => {
    expect(refusals('twenty', lock({}))).toEqual(["package.json: engines.node 'twenty' is not a version range"]);
  });
});
