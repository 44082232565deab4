// The mutation score of the last `npm run mutate` (issue 29 goal 6), read from Stryker's JSON report
// (reports/mutation/mutation.json, config/stryker.config.mjs). The score is Stryker's own
// "mutation score": detected (killed + timed out) over valid mutants (detected + survived + no
// coverage); ignored mutants (the static ones, config/stryker.config.mjs) and those that do not
// compile or crash the run are not in it. Nothing is run here: no report, no figure.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/gatewayProcess';

const REPORT = path.join(ROOT, 'reports', 'mutation', 'mutation.json');
const BUDGET = 85;

type Status = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'Ignored' | 'CompileError' | 'RuntimeError' | 'Pending';

interface Report {
  files: Record<string, { mutants: ReadonlyArray<{ status: Status }> }>;
}

interface Tally {
  /** Files in the report (a run narrowed with --mutate reports only the files it has results for). */
  files: number;
  detected: number;
  survived: number;
  noCoverage: number;
  ignored: number;
}

/** Stryker's mutation score of a tally, in % with one decimal (NaN when no valid mutant). */
function mutationScore(t: Tally): number {
  const valid = t.detected + t.survived + t.noCoverage;
  return valid === 0 ? Number.NaN : Math.round((t.detected / valid) * 1000) / 10;
}

/** The counts of the report's mutants in the files `inArea` takes. */
function tally(report: Report, inArea: (file: string) => boolean = () => true): Tally {
  const t: Tally = { files: 0, detected: 0, survived: 0, noCoverage: 0, ignored: 0 };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (!inArea(file)) continue;
    t.files += 1;
    for (const { status } of mutants) {
      if (status === 'Killed' || status === 'Timeout') t.detected += 1;
      else if (status === 'Survived') t.survived += 1;
      else if (status === 'NoCoverage') t.noCoverage += 1;
      else if (status === 'Ignored') t.ignored += 1;
    }
  }
  return t;
}

const counts = (t: Tally) => `${t.files} files: ${t.detected} detected, ${t.survived} survived, ${t.noCoverage} no coverage, ${t.ignored} ignored`;

export function mutationRows(): Array<{ what: string; measured: string; budget: string; ok: boolean }> {
  if (!fs.existsSync(REPORT)) {
    return [{ what: 'mutation score (sagas + validation)', measured: 'not measured: run npm run mutate', budget: `≥ ${BUDGET} %`, ok: false }];
  }
  const report = JSON.parse(fs.readFileSync(REPORT, 'utf8')) as Report;
  const all = tally(report);
  const score = mutationScore(all);
  const areas = [
    ['sagas', (file: string) => file.includes('src/features/')],
    ['validation', (file: string) => file.includes('src/shared/validation/')],
  ] as const;
  return [
    { what: `mutation score (sagas + validation; ${counts(all)}; ${fs.statSync(REPORT).mtime.toISOString().slice(0, 16)} UTC)`, measured: `${score} %`, budget: `≥ ${BUDGET} %`, ok: score >= BUDGET },
    ...areas.map(([area, inArea]) => {
      const t = tally(report, inArea);
      return { what: `  ${area} (${counts(t)})`, measured: `${mutationScore(t)} %`, budget: '(report)', ok: true };
    }),
  ];
}
