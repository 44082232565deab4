import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { HistoricalAddressDto, MintAccountDetailsDto } from '../../../src/api/contract/mintBurn';
import { getHistoricalAddresses, getMintAccountDetails } from '../../../src/api/endpoints/mintBurn.api';
import { getMintDestinationAddresses } from '../../../src/api/endpoints/savedInstructions.api';
import { accountsActions } from '../../../src/features/accounts/index';
import { mintBurnActions, selectBurnAddresses, selectBurnHistoryStatus, selectCurrentBurnAddress, selectMintDetails, selectSelectedMintDetails } from '../../../src/features/mintBurn/index';
import { mintBurnSaga } from '../../../src/features/mintBurn/entry';
import { sessionActions } from '../../../src/features/session/index';
import { selectAlerts } from '../../../src/features/system/index';
import { stateAfter, testReducer, type TestState } from '../../support/testStore';
import { callsOf, deferred, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { selectedEvents } from '../../builders/accounts';
import { flagsLoaded } from '../../builders/flags';
import { addressInstruction } from '../../builders/savedInstructions';
import { burnAddress, mintDetails, walletAddress } from '../../builders/mintBurn';

type Answer<T> = T | Error | Promise<T>;

/** Providers answering each call by account number. */
function gateway(script: { details?: Record<string, Answer<MintAccountDetailsDto>>; history?: Record<string, Answer<HistoricalAddressDto[]>> }): StaticProvider[] {
  const by =
    <T>(answers: Record<string, Answer<T>> = {}) =>
    ({ args }: { args: unknown[] }) => {
      const answer = answers[String(args[0])];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new Error(`No scripted answer for ${String(args[0])}`);
      return answer;
    };
  return [
    [matchers.call.fn(getMintAccountDetails), dynamic(by(script.details))],
    [matchers.call.fn(getHistoricalAddresses), dynamic(by(script.history))],
  ];
}

const addressesOf = (state: TestState, acctNum: string) => selectBurnAddresses(state, acctNum).map((a) => a.walletAddress);

const HISTORY = [
  burnAddress(1, '2026-01-05T15:00:00Z'),
  burnAddress(3, '2026-03-02T14:00:00-05:00'),
  burnAddress(2, '2026-02-10T09:30:00.000Z'),
];

describe('Mint & Burn page loads', () => {
  it('opening the page loads the mint details and the burn history (newest first) of the selected account', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(gateway({ details: { M1: mintDetails('M1') }, history: { M1: HISTORY } }))
      .put(mintBurnActions.mintDetailsRequested({ acctNum: 'M1' }))
      .put(mintBurnActions.mintDetailsLoaded({ acctNum: 'M1', details: mintDetails('M1') }))
      .put(mintBurnActions.burnHistoryRequested({ acctNum: 'M1' }))
      .put(mintBurnActions.burnHistoryLoaded({ acctNum: 'M1', addresses: HISTORY }));
    const { storeState } = await runDispatching(tester, mintBurnActions.pageOpened());
    expect(selectSelectedMintDetails(storeState)).toEqual({ status: 'succeeded', details: mintDetails('M1') });
    expect(selectBurnHistoryStatus(storeState, 'M1')).toBe('succeeded');
    expect(addressesOf(storeState, 'M1')).toEqual([walletAddress(3), walletAddress(2), walletAddress(1)]);
    expect(selectCurrentBurnAddress(storeState, 'M1')?.walletAddress).toBe(walletAddress(3));
  });

  it('a failed history: no addresses, no crash, the mint details unaffected, no banner of its own', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(gateway({ details: { M1: mintDetails('M1') }, history: { M1: new Error('HTTP 500') } }))
      .put(mintBurnActions.burnHistoryFailed({ acctNum: 'M1' }))
      .put(mintBurnActions.mintDetailsLoaded({ acctNum: 'M1', details: mintDetails('M1') }));
    const { storeState } = await runDispatching(tester, mintBurnActions.pageOpened());
    expect(selectBurnHistoryStatus(storeState, 'M1')).toBe('failed');
    expect(addressesOf(storeState, 'M1')).toEqual([]);
    expect(selectCurrentBurnAddress(storeState, 'M1')).toBeNull();
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('failed mint details: status failed, the history unaffected', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(gateway({ details: { M1: new Error('HTTP 403') }, history: { M1: HISTORY } }))
      .put(mintBurnActions.mintDetailsFailed({ acctNum: 'M1' }));
    const { storeState } = await runDispatching(tester, mintBurnActions.pageOpened());
    expect(selectMintDetails(storeState, 'M1')).toEqual({ status: 'failed', details: null });
    expect(selectBurnHistoryStatus(storeState, 'M1')).toBe('succeeded');
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('choosing another market-maker account reloads for it; the stale answers never land', async () => {
    const staleDetails = deferred<MintAccountDetailsDto>();
    const staleHistory = deferred<HistoricalAddressDto[]>();
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(
        gateway({
          details: { M1: staleDetails.promise, M2: mintDetails('M2') },
          history: { M1: staleHistory.promise, M2: [burnAddress(7, '2026-03-01T12:00:00Z')] },
        }),
      )
      .not.put(mintBurnActions.mintDetailsLoaded({ acctNum: 'M1', details: mintDetails('M1') }))
      .not.put(mintBurnActions.burnHistoryLoaded({ acctNum: 'M1', addresses: HISTORY }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(mintBurnActions.pageOpened());
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'M2' }));
    await settle();
    staleDetails.resolve(mintDetails('M1')); // M1 answers after M2 was chosen
    staleHistory.resolve(HISTORY);
    const { storeState, effects } = await finish();
    expect(callsOf(effects, getMintAccountDetails)).toEqual([['M1'], ['M2']]);
    expect(callsOf(effects, getHistoricalAddresses)).toEqual([['M1'], ['M2']]);
    expect(selectSelectedMintDetails(storeState)).toEqual({ status: 'succeeded', details: mintDetails('M2') });
    expect(addressesOf(storeState, 'M2')).toEqual([walletAddress(7)]);
    expect(selectMintDetails(storeState, 'M1').status).toBe('pending'); // never settled: cancelled
    expect(addressesOf(storeState, 'M1')).toEqual([]);
  });

  it('a non-market-maker account loads nothing', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(gateway({ details: { M1: mintDetails('M1') }, history: { M1: HISTORY } }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(mintBurnActions.pageOpened());
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'C1' }));
    const { effects } = await finish();
    expect(callsOf(effects, getMintAccountDetails)).toEqual([['M1']]); // C1: none
    expect(callsOf(effects, getHistoricalAddresses)).toEqual([['M1']]);
  });

  it('account changes while the page is closed load nothing; reopening loads again', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(gateway({ details: { M1: mintDetails('M1'), M2: mintDetails('M2') }, history: { M1: HISTORY, M2: [] } }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'M2' })); // on another page
    await settle();
    tester.dispatch(mintBurnActions.pageOpened());
    await settle();
    tester.dispatch(mintBurnActions.pageClosed());
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'M1' }));
    const { effects } = await finish();
    expect(callsOf(effects, getMintAccountDetails)).toEqual([['M2']]);
    expect(callsOf(effects, getHistoricalAddresses)).toEqual([['M2']]);
  });

  it('leaving the page or logging out cancels the loads in flight', async () => {
    const pending = deferred<MintAccountDetailsDto>();
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide(gateway({ details: { M1: pending.promise }, history: { M1: new Promise(() => undefined) } }))
      .not.put.actionType(mintBurnActions.mintDetailsLoaded.type);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(mintBurnActions.pageOpened());
    await settle();
    tester.dispatch(sessionActions.loggedOut());
    pending.resolve(mintDetails('M1'));
    const { storeState } = await finish();
    expect(selectMintDetails(storeState, 'M1')).toEqual({ status: 'idle', details: null }); // logout cleared it
  });
});

describe("the Mint tab's saved addresses (issue 27, the flag mm-sdai)", () => {
  const saved = [addressInstruction(1, { network: 'Ethereum' })];
  const answers = gateway({ details: { M1: mintDetails('M1') }, history: { M1: HISTORY } });

  it('mm-sdai on: the account\'s saved addresses are loaded once the flags have answered (v1; v3 with eu-trvl-rule)', async () => {
    const [, ...notYet] = selectedEvents('M1');
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...notYet))
      .provide([...answers, [matchers.call.fn(getMintDestinationAddresses), saved]])
      .call(getMintDestinationAddresses, 'M1', true)
      .put(mintBurnActions.mintAddressesRequested({ acctNum: 'M1' }))
      .put(mintBurnActions.mintAddressesLoaded({ acctNum: 'M1', addresses: saved }));
    await runDispatching(tester, mintBurnActions.pageOpened(), flagsLoaded({ MarketMaker: true, 'mm-sdai': true, 'eu-trvl-rule': true }));
  });

  it('mm-sdai off: nothing is asked', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1')))
      .provide([...answers, [matchers.call.fn(getMintDestinationAddresses), saved]])
      .not.call.fn(getMintDestinationAddresses)
      .not.put.actionType(mintBurnActions.mintAddressesRequested.type);
    await runDispatching(tester, mintBurnActions.pageOpened());
  });

  it('a failed list: mintAddressesFailed (the tab says so), the other loads unaffected', async () => {
    const tester = expectSaga(untilFinished, mintBurnSaga)
      .withReducer(testReducer, stateAfter(...selectedEvents('M1'), flagsLoaded({ MarketMaker: true, 'mm-sdai': true })))
      .provide([...answers, [matchers.call.fn(getMintDestinationAddresses), throwError(new Error('Service Unavailable'))]])
      .call(getMintDestinationAddresses, 'M1', false)
      .put(mintBurnActions.mintAddressesFailed({ acctNum: 'M1' }))
      .put(mintBurnActions.mintDetailsLoaded({ acctNum: 'M1', details: mintDetails('M1') }));
    await runDispatching(tester, mintBurnActions.pageOpened());
  });
});
