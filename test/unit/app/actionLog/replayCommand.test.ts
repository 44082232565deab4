// `npm run replay`: the timeline with the request ids (and the gateway's side with --audit), the
// final state, --expect's verdict with a readable difference, and clear refusals of bad files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { toSessionLogFile } from '../../../../src/app/actionLog/liftedState';
import { createActionRecorder } from '../../../../src/app/actionLog/recorder';
import { mintBurnActions } from '../../../../src/features/mintBurn/index';
import { sessionActions } from '../../../../src/features/session/index';
import { runReplay, parseArgs } from '../../../replay/replayCommand';
import { selectedEvents } from '../../../builders/accounts';
import { configLoaded } from '../../../builders/config';
import { burnAddress } from '../../../builders/mintBurn';
import { testReducer } from '../../../support/testStore';

const REQUEST = 'aaaaaaaa11112222333344445555eeee';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-'));
afterAll(() => fs.rmSync(dir, { recursive: true }));

function write(name: string, content: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** A recorded session (the generation answered request REQUEST) and the page's final state. */
function recorded() {
  const recorder = createActionRecorder({ capacity: 50, clock: () => Date.UTC(2026, 10, 26, 14, 5, 9) });
  const store = configureStore({ reducer: testReducer, middleware: (d) => d({ serializableCheck: false }).concat(recorder.middleware) });
  const events: AnyAction[] = [
    configLoaded(),
    sessionActions.signedIn({ username: 'demo.mm', via: 'signIn' }),
    ...selectedEvents('M1'),
    mintBurnActions.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'gen-1' }),
  ];
  events.forEach((e) => store.dispatch(e));
  recorder.lastEntry()!.startedRequestIds = [REQUEST];
  store.dispatch(mintBurnActions.burnAddressGenerated({ acctNum: 'M1', requestId: 'gen-1', address: burnAddress(1, '2026-11-20T15:30:00Z') }));
  recorder.lastEntry()!.requestId = REQUEST;
  return { log: toSessionLogFile(recorder.snapshot(), '0.1.0'), state: store.getState() };
}

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runReplay(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run replay', () => {
  it('prints the timeline with the request ids, says every state is as recorded, and prints the final state', () => {
    const { log } = recorded();
    const { code, out } = run(write('log.json', log));
    expect(code).toBe(0);
    expect(out).toContain('8 actions (0 older ones dropped), 2026-11-26T14:05:09.000Z → 2026-11-26T14:05:09.000Z, build 0.1.0');
    expect(out).toMatch(/#1 +14:05:09\.000 {2}system\/configLoaded/);
    expect(out).toContain('mintBurn/burnAddressGenerationStarted  → starts aaaaaaaa');
    expect(out).toContain('mintBurn/burnAddressGenerated  ← answer of aaaaaaaa');
    expect(out).toContain('Replay: every state as the page recorded it.');
    expect(out).toContain('"username": "demo.mm"');
  });

  it('--expect: identical state → exit 0', () => {
    const { log, state } = recorded();
    const { code, out } = run(write('log.json', log), '--expect', write('state.json', state), '--no-state');
    expect(code).toBe(0);
    expect(out).toContain('the replayed state is identical.');
    expect(out).not.toContain('Final state:');
  });

  it('--expect: any difference → exit 1, path by path', () => {
    const { log, state } = recorded();
    const other = { ...state, session: { ...state.session, username: 'demo.plain' } };
    const { code, out } = run(write('log.json', log), '--expect', write('other.json', other), '--no-state');
    expect(code).toBe(1);
    expect(out).toContain('the replayed state differs:\n  $.session.username\n    expected "demo.plain"\n    replayed "demo.mm"');
  });

  it('a state that differs from the one recorded: exit 1, the first step named', () => {
    const log = JSON.parse(JSON.stringify(recorded().log)) as ReturnType<typeof recorded>['log']; // as a file holds it
    (log.computedStates[2]?.state as { session: { username: string } }).session.username = 'someone.else';
    const { code, out } = run(write('tampered.json', log), '--no-state');
    expect(code).toBe(1);
    expect(out).toContain('Replay differs from the state the page recorded after #2 (session/signedIn):\n  $.session.username');
  });

  it("--audit: the gateway's side of each call, by request id", () => {
    const { log } = recorded();
    const audit = {
      from: '2026-11-26T14:00:00.000Z',
      to: '2026-11-26T14:10:00.000Z',
      truncated: false,
      events: [{ requestId: REQUEST, at: '2026-11-26T14:05:09.120Z', method: 'POST', route: '/gateway/x/burn/address', status: 200, durationMs: 14, username: 'demo.mm' }],
    };
    const { code, out } = run(write('log.json', log), '--audit', write('audit.json', audit), '--no-state');
    expect(code).toBe(0);
    expect(out).toContain('request aaaaaaaa at the gateway: POST /gateway/x/burn/address → 200 (14 ms, 2026-11-26T14:05:09.120Z, demo.mm)');
    expect(out).toContain('answer of aaaaaaaa at the gateway: POST /gateway/x/burn/address → 200');
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['not a lifted state', '[]', /not a lifted state/],
    ['an action without a type', JSON.stringify({ actionsById: { 0: { action: {} } }, stagedActionIds: [0], committedState: {} }), /action 0 is missing or has no type/],
    ['state this build has no reducer for', JSON.stringify({ actionsById: { 0: { action: { type: '@@INIT' } } }, stagedActionIds: [0], committedState: { ghosts: {} } }), /no reducer for: ghosts/],
  ])('refuses a file that is %s (exit 2)', (_name, text, message) => {
    const { code, err } = run(write('bad.json', text));
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  it.each([
    [[], 'which session log? (FILE)'],
    [['a.json', 'b.json'], 'one session log at a time (a.json, then b.json)'],
    [['a.json', '--expect'], '--expect needs a file'],
    [['a.json', '--fast'], 'unknown option --fast'],
  ])('usage mistakes are told: %j', (args, message) => {
    expect(parseArgs(args)).toBe(message);
    expect(run(...args).code).toBe(2);
  });
});
