// Determinism, as a property: random sessions made of the events the saga tests build (sign-in,
// the account cascade, Mint & Burn, saved instructions, redux-form typing, the timeout dialog,
// logout), recorded by the session log on a store whose lazy reducers arrive mid-session as in the
// page, exported and replayed through every reducer the app can hold, give the recorded state at
// every step and the page's final state. A failure names the shortest session that breaks it.
import { combineReducers, configureStore, type AnyAction, type Reducer } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { change, reducer as formReducer, updateSyncErrors } from 'redux-form';
import { toSessionLogFile } from '../../../../src/app/actionLog/liftedState';
import { createActionRecorder } from '../../../../src/app/actionLog/recorder';
import { comparable, readSessionLog, replaySession } from '../../../../src/app/actionLog/replay';
import { ALL_REDUCERS } from '../../../../src/app/allReducers';
import { staticReducers } from '../../../../src/app/rootReducer';
import { SIGNED_IN_REDUCERS } from '../../../../src/app/signedInFeatures';
import { MIDDLEWARE_OPTIONS } from '../../../../src/app/store';
import { accountsActions } from '../../../../src/features/accounts/index';
import { authActions } from '../../../../src/features/auth/index';
import { balancesActions } from '../../../../src/features/balances/index';
import { mintBurnActions } from '../../../../src/features/mintBurn/index';
import { savedInstructionsActions } from '../../../../src/features/savedInstructions/index';
import { sessionActions, sessionTimeoutActions } from '../../../../src/features/session/index';
import { systemActions } from '../../../../src/features/system/index';
import { MM_ACCOUNTS, selectedEvents, somePositions } from '../../../builders/accounts';
import { configLoaded } from '../../../builders/config';
import { burnAddress, mintDetails, walletAddress } from '../../../builders/mintBurn';
import { accountReadyEvents, wireInstruction } from '../../../builders/savedInstructions';

const acct = fc.constantFrom('M1', 'M2', 'C1', 'X-404');
const n = fc.integer({ min: 1, max: 9 });

/** One step of a session: one or a few events, as the sagas put them. */
const step: fc.Arbitrary<readonly AnyAction[]> = fc.oneof<fc.Arbitrary<readonly AnyAction[]>[]>(
  fc.constant([configLoaded()]),
  fc.constantFrom('demo.mm', 'demo.plain').map((username) => [authActions.signInSubmitted({ username, remember: true, flow: 'login' }), sessionActions.signedIn({ username, via: 'signIn' })]),
  acct.map((a) => selectedEvents(a === 'X-404' ? 'M1' : a, undefined, MM_ACCOUNTS)),
  fc.constant(accountReadyEvents()),
  acct.map((acctNum) => [accountsActions.accountSelected({ acctNum, source: 'user' })]),
  acct.map((acctNum) => {
    const { positions, accountSummary } = somePositions(3);
    return [balancesActions.positionsRequested({ acctNum }), balancesActions.positionsLoaded({ acctNum, positions, summary: accountSummary })];
  }),
  fc.constant([mintBurnActions.pageOpened()]),
  acct.map((acctNum) => [mintBurnActions.mintDetailsLoaded({ acctNum, details: mintDetails(acctNum) as never })]),
  fc.tuple(acct, n).map(([acctNum, i]) => [
    mintBurnActions.burnAddressGenerationStarted({ acctNum, requestId: `gen-${i}` }),
    mintBurnActions.burnAddressGenerated({ acctNum, requestId: `gen-${i}`, address: burnAddress(i, `2026-11-2${i % 9}T15:30:00Z`) }),
  ]),
  n.map((i) => [mintBurnActions.addressCopied({ address: walletAddress(i), until: 1_000_000 + i }), mintBurnActions.copyFeedbackExpired({ address: walletAddress(i) })]),
  n.map((i) => [savedInstructionsActions.pageOpened(), savedInstructionsActions.wireListRequested({ acctNum: 'C1', page: 1, count: 100 }), savedInstructionsActions.wireListLoaded({ acctNum: 'C1', result: { items: [wireInstruction(i)], page: 1, count: 100, totalRecords: 1 } })]),
  fc.tuple(fc.constantFrom('username', 'password', 'nickname'), fc.string({ maxLength: 12 })).map(([field, value]) => [change('wireInstruction', field, value)]),
  // Sync errors with undefined members: redux-form keeps an object with keys, JSON would drop them.
  fc.constantFrom({ nickname: undefined }, { nickname: 'Required', routingNumber: undefined }, {}).map((errors) => [updateSyncErrors('wireInstruction', errors as never, undefined)]),
  fc.integer({ min: 0, max: 120 }).map((secondsLeft) => [sessionTimeoutActions.timeoutWarningShown({ secondsLeft }), sessionTimeoutActions.timeoutTicked({ secondsLeft: Math.max(0, secondsLeft - 1) })]),
  fc.constant([systemActions.shellPainted()]),
  fc.constant([sessionActions.loggedOut()]),
);

/** The page's store: the first page's reducers, the lazy ones registered when `lazyAt` steps are done. */
function recordSession(steps: ReadonlyArray<readonly AnyAction[]>, lazyAt: number, capacity: number) {
  const recorder = createActionRecorder({ capacity, clock: () => 1_700_000_000_000 });
  const store = configureStore({
    reducer: combineReducers(staticReducers) as Reducer,
    middleware: (getDefault) => getDefault(MIDDLEWARE_OPTIONS).concat(recorder.middleware),
  });
  steps.forEach((events, index) => {
    if (index === lazyAt) {
      const lazy = { ...SIGNED_IN_REDUCERS, form: formReducer as Reducer };
      store.replaceReducer(combineReducers({ ...staticReducers, ...lazy }) as Reducer);
      recorder.reducersAdded(Object.keys(lazy), store.getState());
    }
    events.forEach((event) => store.dispatch(event));
  });
  return { file: JSON.stringify(toSessionLogFile(recorder.snapshot(), 'test')), finalState: store.getState() as unknown };
}

describe('replaying a recorded session', () => {
  it('gives every recorded state and the final state, whatever the session', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), fc.nat(), fc.integer({ min: 3, max: 200 }), (steps, lazyAt, capacity) => {
        const { file, finalState } = recordSession(steps, lazyAt % (steps.length + 1), capacity);
        const replayed = replaySession(readSessionLog(file), ALL_REDUCERS);
        expect(replayed.divergence).toBeNull();
        expect(replayed.steps.every((s) => s.asRecorded === true)).toBe(true);
        expect(comparable(replayed.finalState)).toEqual(comparable(finalState));
      }),
      { numRuns: 60, seed: 20_261_126 },
    );
  });

  it('names the first step a reducer that is not pure gives another state', () => {
    const { file } = recordSession([[configLoaded()], [sessionActions.signedIn({ username: 'demo.mm', via: 'signIn' })]], 99, 10);
    let calls = 0;
    const impure: Reducer = () => ({ n: (calls += 1) }); // a counter: not a function of its inputs
    const recorded = readSessionLog(file);
    (recorded.committedState as Record<string, unknown>).clock = { n: 0 };
    recorded.computedStates.forEach((entry) => Object.assign(entry.state as object, { clock: { n: 0 } }));
    const replayed = replaySession(recorded, { ...ALL_REDUCERS, clock: impure });
    expect(replayed.divergence).toMatchObject({ id: 1, type: 'system/configLoaded', differences: [{ path: '$.clock.n', expected: 0 }] });
  });
});
