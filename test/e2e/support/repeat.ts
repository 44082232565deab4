// `npm run test:e2e:repeat -- N [jest options]`: the whole end-to-end suite N times in a row against one build,
// stopping at the first failure, then 'k of N green'. A suite that fails once in ten runs is a
// defect; this is how to find it before CI does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const runs = Number(process.argv[2] ?? '5');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run test:e2e:repeat -- N   (N: a whole number ≥ 1)');
  process.exit(2);
}
const root = path.resolve(__dirname, '../../..');
const jest = path.join(root, 'node_modules', '.bin', 'jest');
let green = 0;
for (let run = 1; run <= runs; run++) {
  console.log(`\n— end-to-end run ${run} of ${runs} —`);
  const result = spawnSync(jest, ['--config', 'test/jest.config.js', '--selectProjects', 'e2e', ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) break;
  green += 1;
}
console.log(`\n${green} of ${runs} green`);
process.exit(green === runs ? 0 : 1);
