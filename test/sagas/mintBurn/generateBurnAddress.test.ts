import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { configureApi } from '../../../src/api/transport/client';
import type { HistoricalAddressDto } from '../../../src/api/contract/mintBurn';
import { createDigitalInboundDepositAddress } from '../../../src/api/endpoints/mintBurn.api';
import { mintBurnActions, selectBurnAddresses, selectCurrentBurnAddress, selectGeneration, selectIsGenerating } from '../../../src/features/mintBurn/index';
import { mintBurnSaga } from '../../../src/features/mintBurn/entry';
import { selectAlerts } from '../../../src/features/system/index';
import { newId } from '../../../src/shared/ids';
import { recordingBus, scriptedAdapter } from '../../unit/api/support';
import { observedReducer, stateAfter, testReducer } from '../../support/testStore';
import { callsOf, deferred, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { testConfig } from '../../builders/config';
import { selectedEvents } from '../../builders/accounts';
import { burnAddress, walletAddress } from '../../builders/mintBurn';

const requested = (acctNum = 'M1') => mintBurnActions.burnAddressRequested({ acctNum });

/** Ids req-1, req-2, … in the order the saga asks for them. */
function sequentialIds(): StaticProvider {
  let n = 0;
  return [matchers.call.fn(newId), dynamic(() => `req-${(n += 1)}`)];
}

/** M1 selected, its history loaded: two addresses, the newer dated exactly when the new one will be. */
function withHistory() {
  return stateAfter(
    ...selectedEvents('M1'),
    mintBurnActions.burnHistoryRequested({ acctNum: 'M1' }),
    mintBurnActions.burnHistoryLoaded({
      acctNum: 'M1',
      addresses: [burnAddress(1, '2026-03-01T15:00:00Z'), burnAddress(2, '2026-03-09T15:00:00Z')],
    }),
  );
}

const NEW_ADDRESS = burnAddress(9, '2026-03-09T15:00:00Z');
const addressesOf = (state: ReturnType<typeof withHistory>) => selectBurnAddresses(state, 'M1').map((a) => a.walletAddress);

describe('generating a burn address', () => {
  it("sends a new request id, cost basis '1.00' and FIDD; the new address goes first and becomes the current one", async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, withHistory())
      .provide([sequentialIds(), [matchers.call.fn(createDigitalInboundDepositAddress), NEW_ADDRESS]])
      .put(mintBurnActions.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }))
      .call(createDigitalInboundDepositAddress, { requestId: 'req-1', costBasisValue: '1.00', asset: 'FIDD', accountNumber: 'M1' })
      .put(mintBurnActions.burnAddressGenerated({ acctNum: 'M1', requestId: 'req-1', address: NEW_ADDRESS }));
    const { storeState } = await runDispatching(tester, requested());
    // Dated the same minute as address 2, and still first: a new address goes to the front.
    expect(addressesOf(storeState)).toEqual([walletAddress(9), walletAddress(2), walletAddress(1)]);
    expect(selectCurrentBurnAddress(storeState, 'M1')?.walletAddress).toBe(walletAddress(9));
    expect(selectGeneration(storeState)).toEqual({ status: 'succeeded', acctNum: 'M1', requestId: 'req-1' });
  });

  it('a double click makes exactly one request (takeLeading); the button is disabled meanwhile', async () => {
    const answer = deferred<HistoricalAddressDto>();
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(observed.reducer, withHistory())
      .provide([sequentialIds(), [matchers.call.fn(createDigitalInboundDepositAddress), dynamic(() => answer.promise)]]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(requested());
    tester.dispatch(requested());
    await settle();
    tester.dispatch(requested()); // a third click while the first is still under way
    expect(selectIsGenerating(observed.latest())).toBe(true);
    answer.resolve(NEW_ADDRESS);
    const { storeState, effects } = await finish();
    expect(callsOf(effects, createDigitalInboundDepositAddress)).toEqual([
      [{ requestId: 'req-1', costBasisValue: '1.00', asset: 'FIDD', accountNumber: 'M1' }],
    ]);
    expect(callsOf(effects, newId)).toHaveLength(1);
    expect(selectIsGenerating(storeState)).toBe(false);
    expect(addressesOf(storeState)).toEqual([walletAddress(9), walletAddress(2), walletAddress(1)]);
  });

  it('once an address is made, the next click makes another (with a new request id)', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, withHistory())
      .provide([
        sequentialIds(),
        [
          matchers.call.fn(createDigitalInboundDepositAddress),
          dynamic(({ args }: { args: Array<{ requestId: string }> }) =>
            burnAddress(args[0]?.requestId === 'req-1' ? 9 : 10, '2026-03-09T15:00:00Z'),
          ),
        ],
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(requested());
    await settle();
    tester.dispatch(requested());
    const { storeState, effects } = await finish();
    expect(callsOf(effects, createDigitalInboundDepositAddress).map(([request]) => (request as { requestId: string }).requestId)).toEqual([
      'req-1',
      'req-2',
    ]);
    expect(addressesOf(storeState)).toEqual([walletAddress(10), walletAddress(9), walletAddress(2), walletAddress(1)]);
  });

  it('a failure puts burnAddressGenerationFailed, keeps the list, and raises no banner of its own', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, withHistory())
      .provide([sequentialIds(), [matchers.call.fn(createDigitalInboundDepositAddress), throwError(new Error('HTTP 500'))]])
      .put(mintBurnActions.burnAddressGenerationFailed({ acctNum: 'M1', requestId: 'req-1' }));
    const { storeState } = await runDispatching(tester, requested());
    expect(selectGeneration(storeState).status).toBe('failed');
    expect(selectIsGenerating(storeState)).toBe(false);
    expect(addressesOf(storeState)).toEqual([walletAddress(2), walletAddress(1)]);
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('through the real API layer: the interceptor reports the gateway error once, the saga adds none', async () => {
    const bus = recordingBus();
    const { gateway } = configureApi(testConfig(), bus);
    const network = scriptedAdapter(() => ({ status: 500, body: { status: { code: 'MM5000', text: 'Address service unavailable' }, data: null } }));
    gateway.defaults.adapter = network.adapter;
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, withHistory())
      .provide([sequentialIds()])
      .put(mintBurnActions.burnAddressGenerationFailed({ acctNum: 'M1', requestId: 'req-1' }));
    const { storeState } = await runDispatching(tester, requested());
    expect(network.requests.map((r) => [r.url, JSON.parse(String(r.data))])).toEqual([
      [
        '/gateway/institutional/moneymovement/api/v1/digitalasset/transfer/inbound/address',
        { requestId: 'req-1', costBasisValue: '1.00', asset: 'FIDD', accountNumber: 'M1' },
      ],
    ]);
    const banners = bus.events.filter((e) => e.type === 'errorReported');
    expect(banners).toEqual([
      expect.objectContaining({ alert: { severity: 'error', code: 'MM5000', message: 'Address service unavailable' } }),
    ]);
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('an answer for another request id (a stale one) changes nothing', () => {
    const generating = testReducer(withHistory(), mintBurnActions.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-2' }));
    const stale = testReducer(generating, mintBurnActions.burnAddressGenerated({ acctNum: 'M1', requestId: 'req-1', address: NEW_ADDRESS }));
    expect(stale).toBe(generating);
  });

  it('an account that is not market maker generates nothing', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, withHistory())
      .provide([sequentialIds(), [matchers.call.fn(createDigitalInboundDepositAddress), NEW_ADDRESS]])
      .not.put.actionType(mintBurnActions.burnAddressGenerationStarted.type);
    const { effects } = await runDispatching(tester, requested('C1'));
    expect(callsOf(effects, createDigitalInboundDepositAddress)).toEqual([]);
  });
});
