// The replay command's work (test/replay/replay.ts starts it): read the files, replay, print.
import fs from 'node:fs';
import { ALL_REDUCERS } from '../../src/app/allReducers';
import { comparable, differences, readSessionLog, replaySession, SessionLogError, type Difference } from '../../src/app/actionLog/replay';
import { readAuditExport, serverEventsByRequest, type ServerEvent } from './auditExport';

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Options {
  file: string;
  expect?: string;
  audit?: string;
  printState: boolean;
}

export const USAGE = 'usage: npm run replay -- FILE [--expect STATE.json] [--audit AUDIT.json] [--no-state]';

export function parseArgs(args: readonly string[]): Options | string {
  const options: Partial<Options> & { printState: boolean } = { printState: true };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--expect' || arg === '--audit') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a file`;
      options[arg === '--expect' ? 'expect' : 'audit'] = value;
      i += 1;
    } else if (arg === '--no-state') {
      options.printState = false;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else if (options.file === undefined) {
      options.file = arg;
    } else {
      return `one session log at a time (${options.file}, then ${arg})`;
    }
  }
  return options.file === undefined ? 'which session log? (FILE)' : (options as Options);
}

const time = (at: number) => (Number.isFinite(at) ? new Date(at).toISOString().slice(11, 23) : '?');
const short = (id: string) => id.slice(0, 8);

function printDifferences(io: Output, found: readonly Difference[]): void {
  found.forEach(({ path, expected, actual }) => {
    io.out(`  ${path}`);
    io.out(`    expected ${JSON.stringify(expected)}`);
    io.out(`    replayed ${JSON.stringify(actual)}`);
  });
}

function serverLines(events: readonly ServerEvent[] | undefined, role: string): string[] {
  return (events ?? []).map((e) => `          ${role} ${short(e.requestId)} at the gateway: ${e.method} ${e.route} → ${e.status} (${e.durationMs} ms, ${e.at}${e.username ? `, ${e.username}` : ''})`);
}

export function runReplay(args: readonly string[], io: Output): number {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return 2;
  }
  let result: ReturnType<typeof replaySession>;
  let audit: Map<string, ServerEvent[]> | undefined;
  let file: ReturnType<typeof readSessionLog>;
  try {
    file = readSessionLog(fs.readFileSync(options.file, 'utf8'));
    if (options.audit) audit = serverEventsByRequest(readAuditExport(fs.readFileSync(options.audit, 'utf8')));
    result = replaySession(file, ALL_REDUCERS);
  } catch (error) {
    io.err(`${options.file}: ${error instanceof SessionLogError || error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const info = file.sessionLog;
  io.out(`Session log ${options.file}: ${result.steps.length} actions${info ? ` (${info.dropped} older ones dropped), ${info.from} → ${info.to}, build ${info.build}` : ''}`);
  result.steps.forEach((step) => {
    const answer = step.requestId ? `  ← answer of ${short(step.requestId)}` : '';
    const started = step.startedRequestIds?.length ? `  → starts ${step.startedRequestIds.map(short).join(', ')}` : '';
    const mark = step.asRecorded === false ? '  ✗ differs from the recorded state' : '';
    io.out(`  #${String(step.id).padEnd(4)} ${time(step.at)}  ${step.type}${answer}${started}${mark}`);
    if (audit) {
      serverLines(step.requestId ? audit.get(step.requestId) : undefined, 'answer of').forEach((line) => io.out(line));
      (step.startedRequestIds ?? []).forEach((id) => serverLines(audit?.get(id), 'request').forEach((line) => io.out(line)));
    }
  });
  let failed = false;
  if (result.divergence) {
    failed = true;
    io.out(`Replay differs from the state the page recorded after #${result.divergence.id} (${result.divergence.type}):`);
    printDifferences(io, result.divergence.differences);
  } else {
    io.out('Replay: every state as the page recorded it.');
  }
  if (options.printState) {
    io.out('Final state:');
    io.out(JSON.stringify(comparable(result.finalState), null, 2));
  }
  if (options.expect) {
    let expected: unknown;
    try {
      expected = JSON.parse(fs.readFileSync(options.expect, 'utf8')) as unknown;
    } catch (error) {
      io.err(`${options.expect}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
    const found = differences(comparable(expected), comparable(result.finalState));
    if (found.length === 0) {
      io.out(`--expect ${options.expect}: the replayed state is identical.`);
    } else {
      failed = true;
      io.out(`--expect ${options.expect}: the replayed state differs${found.length === 50 ? ' (the first 50 differences)' : ''}:`);
      printDifferences(io, found);
    }
  }
  return failed ? 1 : 0;
}
