import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { writeClipboard } from '../../../src/shared/clipboard';
import { mintBurnActions, selectCopyFeedback } from '../../../src/features/mintBurn/index';
import { mintBurnSaga } from '../../../src/features/mintBurn/entry';
import { sessionActions } from '../../../src/features/session/index';
import { now } from '../../../src/shared/time/clock';
import { observedReducer, stateAfter, testReducer } from '../../support/testStore';
import { manualClock, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { selectedEvents } from '../../builders/accounts';
import { walletAddress } from '../../builders/mintBurn';

const ADDRESS = walletAddress(9);
const copyRequested = (address = ADDRESS) => mintBurnActions.addressCopyRequested({ address });
const NO_FEEDBACK = { copiedAddress: null, until: null, failedAddress: null };

describe('copying the burn address', () => {
  it("writes the address to the clipboard: 'Copied' for the provided 5 s, then back to 'Copy'", async () => {
    const observed = observedReducer();
    const clock = manualClock();
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(observed.reducer, stateAfter(...selectedEvents('M1')))
      .provide([[matchers.call.fn(writeClipboard), undefined], [matchers.call.fn(now), 1_000_000], clock.provider])
      .call(writeClipboard, ADDRESS)
      .put(mintBurnActions.addressCopied({ address: ADDRESS, until: 1_005_000 }))
      .put(mintBurnActions.copyFeedbackExpired({ address: ADDRESS }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(copyRequested());
    await settle();
    expect(clock.pending()).toEqual([5000]);
    expect(selectCopyFeedback(observed.latest())).toEqual({ copiedAddress: ADDRESS, until: 1_005_000, failedAddress: null });
    await clock.elapse(4999); // not yet
    expect(selectCopyFeedback(observed.latest()).copiedAddress).toBe(ADDRESS);
    await clock.elapse(5000);
    expect(selectCopyFeedback(observed.latest())).toEqual(NO_FEEDBACK);
    await finish();
  });

  it('a clipboard that refuses: addressCopyFailed, no Copied', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide([[matchers.call.fn(writeClipboard), throwError(new Error('NotAllowedError'))]])
      .put(mintBurnActions.addressCopyFailed({ address: ADDRESS }))
      .not.put.actionType(mintBurnActions.addressCopied.type);
    const { storeState } = await runDispatching(tester, copyRequested());
    expect(selectCopyFeedback(storeState)).toEqual({ copiedAddress: null, until: null, failedAddress: ADDRESS });
  });

  it('a second copy within the 5 s restarts them: the first expiry never comes', async () => {
    const observed = observedReducer();
    const clock = manualClock();
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(observed.reducer, stateAfter(...selectedEvents('M1')))
      .provide([[matchers.call.fn(writeClipboard), undefined], [matchers.call.fn(now), 2_000], clock.provider])
      .not.put(mintBurnActions.copyFeedbackExpired({ address: ADDRESS }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(copyRequested());
    await settle();
    tester.dispatch(copyRequested(walletAddress(2)));
    await settle();
    expect(clock.pending()).toEqual([5000, 5000]); // the first delay was cancelled, never resolved
    await clock.elapse(5000);
    expect(selectCopyFeedback(observed.latest())).toEqual(NO_FEEDBACK);
    const { effects } = await finish();
    const expired = (effects.put ?? [])
      .map((e: { payload: { action: { type: string; payload?: { address?: string } } } }) => e.payload.action)
      .filter((a: { type: string }) => a.type === mintBurnActions.copyFeedbackExpired.type)
      .map((a: { payload?: { address?: string } }) => a.payload?.address);
    expect(expired).toEqual([walletAddress(2)]);
  });

  it('a logout ends the feedback', async () => {
    const clock = manualClock();
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide([[matchers.call.fn(writeClipboard), undefined], [matchers.call.fn(now), 2_000], clock.provider])
      .not.put.actionType(mintBurnActions.copyFeedbackExpired.type);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(copyRequested());
    await settle();
    tester.dispatch(sessionActions.loggedOut());
    await clock.elapse(5000); // the cancelled delay's time passes: nothing follows
    const { storeState } = await finish();
    expect(selectCopyFeedback(storeState)).toEqual(NO_FEEDBACK);
  });
});
