// The Receive side's pipelines: a deposit address (sagas/depositAddress.ts) with a request id per
// attempt, kept for Try Again after no answer; the latest price of the chosen asset
// (sagas/latestPrice.ts), which also starts the cost basis; copying the address (sagas/copyAddress.ts).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { createInboundDepositAddress, fetchTransferPrice } from '../../../src/api/endpoints/transfers.api';
import { sessionActions } from '../../../src/features/session/index';
import { receiveActions as r, selectDeposit, selectPrice, selectReceiveDraft, transfersActions as a } from '../../../src/features/transfers/index';
import { transfersSaga } from '../../../src/features/transfers/entry';
import { selectDepositCopy } from '../../../src/features/transfers/transfers.selectors';
import { loadPriceFor } from '../../../src/features/transfers/sagas/latestPrice';
import { writeClipboard } from '../../../src/shared/clipboard';
import { newId as makeId } from '../../../src/shared/ids';
import { observedReducer, stateAfter, testReducer, type TestState } from '../../support/testStore';
import { callsOf, putActions, runDispatching, runUntilFinished, settle, untilFinished, virtualClock } from '../../support/sagaServices';
import { gatewayError } from '../../builders/savedInstructions';
import { KEY, KEY_2, depositAddress, latestPrice, sendDraft, sendReadyEvents } from '../../builders/transfers';

const withDraft = (asset = 'BTC', costBasis = '64250.12') => stateAfter(...sendReadyEvents(), r.receiveAssetChosen({ asset }), r.costBasisEdited({ costBasis }));
const ids = (...list: string[]): StaticProvider => {
  let n = 0;
  return [matchers.call.fn(makeId), dynamic(() => list[n++] ?? 'too-many')];
};
const REQUEST = { requestId: KEY, costBasisValue: '64250.12', asset: 'BTC', accountNumber: 'C1' };

describe('a deposit address', () => {
  it('sends a new request id, the asset and the cost basis (canonical); the address shows', async () => {
    const address = depositAddress();
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, withDraft('BTC', '64250.'))
      .provide([ids(KEY), [matchers.call.fn(createInboundDepositAddress), address]])
      .put(r.depositAddressGenerationStarted({ request: { ...REQUEST, costBasisValue: '64250' } }))
      .call(createInboundDepositAddress, { ...REQUEST, costBasisValue: '64250' })
      .put(r.depositAddressGenerated({ requestId: KEY, address }));
    const { storeState } = await runDispatching(tester, r.depositAddressRequested({ accountNumber: 'C1' }));
    expect(selectDeposit(storeState)).toEqual({ status: 'generated', request: { ...REQUEST, costBasisValue: '64250' }, address });
  });

  it('nothing without an asset or a cost basis', async () => {
    for (const state of [withDraft('', '1.00'), withDraft('BTC', '')]) {
      const tester = expectSaga(untilFinished, transfersSaga)
        .withReducer(testReducer, state)
        .provide([ids(KEY)])
        .not.call.fn(createInboundDepositAddress);
      await runDispatching(tester, r.depositAddressRequested({ accountNumber: 'C1' }));
    }
  });

  it('a refusal: failed with its message, no Try Again (nothing was made)', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, withDraft())
      .provide([ids(KEY), [matchers.call.fn(createInboundDepositAddress), throwError(gatewayError(400, 'body.asset: XLM cannot be received on this account.'))]]);
    const { storeState } = await runDispatching(tester, r.depositAddressRequested({ accountNumber: 'C1' }));
    expect(selectDeposit(storeState)).toEqual({ status: 'failed', request: REQUEST, message: 'XLM cannot be received on this account.', retryable: false });
  });

  it('after a refusal, Try Again sends nothing (nothing was made, and the same request would be refused again)', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, withDraft())
      .provide([ids(KEY, KEY_2), [matchers.call.fn(createInboundDepositAddress), throwError(gatewayError(400, 'body.asset: XLM cannot be received on this account.'))]]);
    const { effects } = await runDispatching(tester, r.depositAddressRequested({ accountNumber: 'C1' }), r.depositAddressRetryRequested());
    expect((effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === createInboundDepositAddress)).toHaveLength(1);
  });

  it.each<[string, () => Error]>([
    ['no answer (the network)', () => new Error('Network Error')],
    ['a 500', () => gatewayError(500, 'Internal Server Error')],
    ['a 408', () => gatewayError(408, 'Request Timeout')],
    ['a 429', () => gatewayError(429, 'Too many requests.')],
  ])('%s: failed, and Try Again is offered (it may have been made: the same id settles it)', async (_name, error) => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, withDraft())
      .provide([ids(KEY), [matchers.call.fn(createInboundDepositAddress), throwError(error())]]);
    const { storeState } = await runDispatching(tester, r.depositAddressRequested({ accountNumber: 'C1' }));
    expect(selectDeposit(storeState)).toMatchObject({ status: 'failed', request: REQUEST, retryable: true });
  });

  it('no answer: Try Again sends the very same request (the same id); a second Try Again once it worked does nothing', async () => {
    const store = observedReducer();
    let n = 0;
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(store.reducer, withDraft())
      .provide([
        ids(KEY, KEY_2),
        [
          matchers.call.fn(createInboundDepositAddress),
          dynamic(() => {
            if (n++ === 0) throw gatewayError(503, 'Service Unavailable');
            return depositAddress();
          }),
        ],
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(r.depositAddressRetryRequested()); // nothing failed yet
    tester.dispatch(r.depositAddressRequested({ accountNumber: 'C1' }));
    await settle();
    expect(selectDeposit(store.latest())).toMatchObject({ status: 'failed', retryable: true });
    tester.dispatch(r.depositAddressRetryRequested());
    await settle();
    tester.dispatch(r.depositAddressRetryRequested());
    await settle();
    const { effects } = await finish();
    const sent = (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === createInboundDepositAddress);
    expect(sent.map((e: { payload: { args: unknown[] } }) => e.payload.args[0])).toEqual([REQUEST, REQUEST]);
    expect(selectDeposit(store.latest()).status).toBe('generated');
  });
});

describe('the latest price', () => {
  it('of a digital asset chosen in either form, once; the Receive form’s cost basis starts from it, to the cent', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([[matchers.call.fn(fetchTransferPrice), latestPrice('BTC', '64250.125')]])
      .put(a.priceLoaded({ asset: 'BTC', price: '64250.125', asOf: '2026-03-02T15:00:00Z' }));
    const { storeState, effects } = await runDispatching(tester, r.receiveAssetOffered({ asset: 'BTC' }), a.draftEdited({ draft: sendDraft() }));
    expect((effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === fetchTransferPrice)).toHaveLength(1);
    expect(selectPrice(storeState, 'BTC').price).toBe('64250.125');
    expect(selectReceiveDraft(storeState)).toEqual({ asset: 'BTC', costBasis: '64250.13' });
  });

  it('an asset whose price is already known: the cost basis starts from it at once, with no second request (the Send form’s edits suggest nothing)', async () => {
    const priced = stateAfter(...sendReadyEvents(), a.priceRequested({ asset: 'ETH' }), a.priceLoaded({ asset: 'ETH', price: '3100.5', asOf: 'x' }));
    const { storeState, effects, allEffects } = await runDispatching(
      expectSaga(untilFinished, transfersSaga).withReducer(testReducer, priced),
      a.draftEdited({ draft: sendDraft({ asset: 'ETH' }) }),
      r.receiveAssetChosen({ asset: 'ETH' }),
    );
    expect(callsOf(effects, fetchTransferPrice)).toEqual([]);
    expect(selectReceiveDraft(storeState)).toEqual({ asset: 'ETH', costBasis: '3100.50' });
    expect(putActions(allEffects)).toEqual([r.costBasisSuggested({ asset: 'ETH', price: '3100.5' })]);
  });

  it('an asset whose price is being asked already: choosing it asks nothing more and suggests nothing yet', async () => {
    const asking = stateAfter(...sendReadyEvents(), a.priceRequested({ asset: 'ETH' }));
    const { effects, allEffects } = await runDispatching(expectSaga(untilFinished, transfersSaga).withReducer(testReducer, asking), r.receiveAssetChosen({ asset: 'ETH' }));
    expect(callsOf(effects, fetchTransferPrice)).toEqual([]);
    expect(putActions(allEffects)).toEqual([]);
  });

  it('the price arriving before the user chooses the asset offered: choosing it again keeps the cost basis (CI flake of 2026-11-29)', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([[matchers.call.fn(fetchTransferPrice), latestPrice('BTC', '64250.125')]]);
    const { storeState, effects } = await runDispatching(tester, r.receiveAssetOffered({ asset: 'BTC' }), r.receiveAssetChosen({ asset: 'BTC' }));
    expect(callsOf(effects, fetchTransferPrice)).toHaveLength(1);
    expect(selectReceiveDraft(storeState)).toEqual({ asset: 'BTC', costBasis: '64250.13' });
  });

  it('none for USD or no asset; a failure says no estimate', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([[matchers.call.fn(fetchTransferPrice), throwError(gatewayError(404, 'Unknown asset: ETH'))]])
      .put(a.priceFailed({ asset: 'ETH' }));
    const { storeState } = await runDispatching(tester, a.draftEdited({ draft: sendDraft({ kind: 'WIRE', asset: 'USD' }) }), a.draftEdited({ draft: sendDraft({ asset: '' }) }), a.draftEdited({ draft: sendDraft({ asset: 'ETH' }) }));
    expect([selectPrice(storeState, 'USD').status, selectPrice(storeState, 'ETH').status]).toEqual(['idle', 'failed']);
  });

  it('loadPriceFor does nothing for another event', async () => {
    const { effects } = await expectSaga(loadPriceFor, a.pageOpened()).run();
    expect(effects.call).toBeUndefined();
  });
});

describe('copying the deposit address', () => {
  const ADDRESS = depositAddress().walletAddress;
  function copying(start: TestState, clipboard: StaticProvider) {
    const store = observedReducer();
    const clock = virtualClock();
    const tester = expectSaga(untilFinished, transfersSaga).withReducer(store.reducer, start).provide([clipboard, ...clock.providers]);
    return { tester, store, clock, ...runUntilFinished(tester) };
  }

  it("'Copied' for 5 s, then back; a logout ends it at once", async () => {
    const { tester, store, clock, finish } = copying(withDraft(), [matchers.call.fn(writeClipboard), undefined]);
    tester.dispatch(r.addressCopyRequested({ address: ADDRESS }));
    await settle();
    expect(selectDepositCopy(store.latest())).toEqual({ copiedAddress: ADDRESS, failedAddress: null });
    expect(clock.pending()).toEqual([5000]);
    await clock.advance(5000);
    expect(selectDepositCopy(store.latest())).toEqual({ copiedAddress: null, failedAddress: null });
    tester.dispatch(r.addressCopyRequested({ address: ADDRESS }));
    await settle();
    tester.dispatch(sessionActions.loggedOut());
    await settle();
    expect(clock.pending()).toEqual([]);
    expect(selectDepositCopy(store.latest())).toEqual({ copiedAddress: null, failedAddress: null });
    await finish();
  });

  it('a clipboard that refuses: the failure is said, no Copied', async () => {
    const { tester, store, finish } = copying(withDraft(), [matchers.call.fn(writeClipboard), throwError(new Error('NotAllowedError'))]);
    tester.dispatch(r.addressCopyRequested({ address: ADDRESS }));
    await settle();
    expect(selectDepositCopy(store.latest())).toEqual({ copiedAddress: null, failedAddress: ADDRESS });
    await finish();
  });
});
