#!/usr/bin/env node
// The npm registry this project's machines reach serves Linux builds of platform-specific optional
// packages only (e.g. @swc/core-darwin-arm64 answers 404). `npm install` then leaves those optional
// packages out of package-lock.json, and `npm ci` refuses the lockfile ("Missing: … from lock
// file"). This records each missing optional package with its os/cpu, as npm itself would on a
// registry that has them, so `npm ci` skips them on this platform and validates the lockfile.
// Run after any `npm install` that changes the lockfile: `node .ci/lockfile-platforms.js`.
const fs = require('node:fs');
const path = require('node:path');

const LOCK = path.join(__dirname, '..', 'package-lock.json');
const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony'];
const CPU = [
  ['arm64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['loong64', 'loong64'],
  ['riscv64', 'riscv64'],
  ['arm-gnueabihf', 'arm'],
  ['arm-musleabihf', 'arm'],
  ['arm-eabi', 'arm'],
];

function platformOf(name) {
  const base = name.split('/').pop();
  const os = OS.find((o) => base.includes(`-${o}-`));
  const cpu = CPU.find(([token]) => base.includes(`-${token}`));
  if (!os || !cpu) return null;
  const libc = base.includes('musl') ? ['musl'] : os === 'linux' && base.includes('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu[1]], ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies || {})) {
    const hoisted = `node_modules/${dep}`;
    const nested = `${location}/node_modules/${dep}`;
    if (packages[hoisted] || packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`left alone (not a platform package): ${dep}`);
      continue;
    }
    packages[hoisted] = { version, ...platform, optional: true };
    added += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} optional platform package(s) in package-lock.json`);
