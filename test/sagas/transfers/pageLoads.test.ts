// The transfer page's loads (sagas/pageLoads.ts) and the page's clock (sagas/clockTicks.ts): the
// ACTIVE saved destinations and the wire window for the selected custody account while the page
// is open; each failure on its own; nothing for a market maker or a closed page; the clock ticking
// on whole seconds until the page closes.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchAddressDestinations, fetchWireBusinessHours, fetchWireDestinations } from '../../../src/api/endpoints/transfers.api';
import { fetchAccountDetails } from '../../../src/api/endpoints/accounts.api';
import { accountsActions } from '../../../src/features/accounts/index';
import { selectBusinessHours, selectDestinations, selectTransferClock, transfersActions as a } from '../../../src/features/transfers/index';
import { transfersSaga } from '../../../src/features/transfers/entry';
import { tickWhileOpen } from '../../../src/features/transfers/sagas/clockTicks';
import { now } from '../../../src/shared/time/clock';
import { observedReducer, stateAfter, testReducer } from '../../support/testStore';
import { heldDelays, runDispatching, runUntilFinished, settle, untilFinished, virtualClock } from '../../support/sagaServices';
import { aMarketMakerAccount, accountDetails, anAccount } from '../../builders/accounts';
import { addressInstruction, gatewayError, wireInstruction } from '../../builders/savedInstructions';
import { HOURS, sendReadyEvents } from '../../builders/transfers';

const WIRES = { items: [wireInstruction(1), wireInstruction(2, { status: 'PENDING' }), wireInstruction(3, { bankLocation: 'NON_US', accountNumber: 'XXXX9911' })], page: 1, count: 100, totalRecords: 3 };
const ADDRESSES = [
  addressInstruction(1, { network: 'Bitcoin', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }),
  addressInstruction(2, { status: 'PENDING' }),
  addressInstruction(3, { status: 'PENDING_ACTIVATION', activatesAt: '2026-12-01T14:00:00.000Z' }),
  addressInstruction(4, { status: 'ACTIVE', activatesAt: '2026-11-01T14:00:00.000Z' }),
];
const answers: StaticProvider[] = [
  [matchers.call.fn(fetchWireDestinations), WIRES],
  [matchers.call.fn(fetchAddressDestinations), ADDRESSES],
  [matchers.call.fn(fetchWireBusinessHours), HOURS.open],
  [matchers.call.fn(now), 1_000],
];

describe('the transfer page loads', () => {
  it("the selected account's ACTIVE wire instructions and addresses (those waiting for their activation with its time), and the wire window with when it came", async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([...answers, heldDelays])
      .call(fetchWireDestinations, 'C1')
      .call(fetchAddressDestinations, 'C1', false)
      .put(a.businessHoursLoaded({ hours: HOURS.open, receivedAt: 1_000 }));
    const { storeState } = await runDispatching(tester, a.pageOpened());
    expect(selectDestinations(storeState, 'C1')).toEqual({
      status: 'succeeded',
      wires: [
        { id: 'w-1', nickname: 'Wire instruction 1', detail: 'XXXXXX1001', network: 'US', activatesAt: null },
        { id: 'w-3', nickname: 'Wire instruction 3', detail: 'XXXX9911', network: 'Non-US', activatesAt: null },
      ],
      addresses: [
        { id: 'a-1', nickname: 'Address instruction 1', detail: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', network: 'Bitcoin', activatesAt: null },
        { id: 'a-3', nickname: 'Address instruction 3', detail: '0x52908400098527886E0F7030069857D2E4169EE7', network: 'Ethereum', activatesAt: '2026-12-01T14:00:00.000Z' },
        { id: 'a-4', nickname: 'Address instruction 4', detail: '0x52908400098527886E0F7030069857D2E4169EE7', network: 'Ethereum', activatesAt: null },
      ],
      accounts: [],
    });
    expect(selectBusinessHours(storeState)).toEqual({ status: 'succeeded', hours: HOURS.open, receivedAt: 1_000 });
  });

  it('each failure on its own: the destinations failed, the wire window still in; and the other way round', async () => {
    const noDestinations = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([[matchers.call.fn(fetchAddressDestinations), throwError(gatewayError(500, 'Boom'))], ...answers, heldDelays])
      .put(a.destinationsFailed({ acctNum: 'C1' }))
      .put(a.businessHoursLoaded({ hours: HOURS.open, receivedAt: 1_000 }));
    const failed = await runDispatching(noDestinations, a.pageOpened());
    expect(selectDestinations(failed.storeState, 'C1').status).toBe('failed');
    const hoursFailing = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([[matchers.call.fn(fetchWireBusinessHours), throwError(gatewayError(503, 'Unavailable'))], ...answers, heldDelays])
      .put(a.businessHoursFailed());
    const noHours = await runDispatching(hoursFailing, a.pageOpened());
    expect(selectBusinessHours(noHours.storeState).status).toBe('failed');
    expect(selectDestinations(noHours.storeState, 'C1').status).toBe('succeeded');
  });

  it("flag a2a on: the firm's other transfer accounts with what each receives (another firm's, a market maker's and the account itself left out; one whose details fail too)", async () => {
    const BTC_ONLY = [{ fullName: 'Bitcoin', symbol: 'BTC', network: 'Bitcoin' }];
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(
        testReducer,
        stateAfter(
          ...sendReadyEvents({ flags: { a2a: true } }),
          accountsActions.listLoaded({
            accounts: [
              anAccount('C1'),
              anAccount('S1', { accountType: 'SUB_CUSTODY', accountShortName: 'HCP Sub-Custody' }),
              anAccount('L1', { accountType: 'COLLATERAL', accountShortName: 'HCP Collateral' }),
              anAccount('C3', { accountShortName: 'Failing' }),
              anAccount('M1', { accountType: 'MARKET_MAKER' }),
              anAccount('C9', { firmId: 'F-9' }),
            ],
          }),
        ),
      )
      .provide([
        [matchers.call(fetchAccountDetails, 'S1'), accountDetails('S1')],
        [matchers.call(fetchAccountDetails, 'L1'), accountDetails('L1', { toaInEnabledAssets: BTC_ONLY })],
        [matchers.call(fetchAccountDetails, 'C3'), throwError(gatewayError(500, 'Boom'))],
        ...answers,
        heldDelays,
      ])
      .not.call(fetchAccountDetails, 'M1')
      .not.call(fetchAccountDetails, 'C9')
      .not.call(fetchAccountDetails, 'C1');
    const { storeState } = await runDispatching(tester, a.pageOpened());
    expect(selectDestinations(storeState, 'C1').accounts).toEqual([
      { acctNum: 'S1', shortName: 'HCP Sub-Custody', receives: ['ETH', 'BTC'] },
      { acctNum: 'L1', shortName: 'HCP Collateral', receives: ['BTC'] },
    ]);
  });

  it('flag a2a off: no account details are loaded, no account is offered', async () => {
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([...answers, heldDelays])
      .not.call.fn(fetchAccountDetails);
    const { storeState } = await runDispatching(tester, a.pageOpened());
    expect(selectDestinations(storeState, 'C1')).toMatchObject({ status: 'succeeded', accounts: [] });
  });

  it('nothing for a market-maker account, nor while the page is closed', async () => {
    const marketMaker = expectSaga(untilFinished, transfersSaga)
      .withReducer(
        testReducer,
        stateAfter(accountsActions.listLoaded({ accounts: [aMarketMakerAccount('M1')] }), accountsActions.accountSelected({ acctNum: 'M1', source: 'start' })),
      )
      .provide([...answers, heldDelays])
      .not.call.fn(fetchWireDestinations);
    await runDispatching(marketMaker, a.pageOpened());
    const pageClosed = expectSaga(untilFinished, transfersSaga)
      .withReducer(testReducer, stateAfter(...sendReadyEvents()))
      .provide([...answers, heldDelays])
      .not.call.fn(fetchWireDestinations);
    await runDispatching(pageClosed, accountsActions.accountSelected({ acctNum: 'C1', source: 'user' }));
  });
});

describe("the page's clock", () => {
  it('ticks at once, then on each whole second, until the page closes', async () => {
    const clock = virtualClock(10_250);
    const store = observedReducer();
    const tester = expectSaga(untilFinished, transfersSaga)
      .withReducer(store.reducer, stateAfter(...sendReadyEvents()))
      .provide([...clock.providers, ...answers.slice(0, 3)]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(a.pageOpened());
    await settle();
    expect(selectTransferClock(store.latest())).toBe(10_250);
    expect(clock.pending()).toEqual([750]);
    await clock.advance(750);
    expect(selectTransferClock(store.latest())).toBe(11_000);
    await clock.advance(1000);
    expect(selectTransferClock(store.latest())).toBe(12_000);
    tester.dispatch(a.pageClosed());
    await settle();
    expect(clock.pending()).toEqual([]);
    await clock.advance(5000);
    expect(selectTransferClock(store.latest())).toBe(12_000);
    await finish();
  });

  it('tickWhileOpen ignores any other event (a close, a logout only cancel it)', async () => {
    const { effects } = await expectSaga(tickWhileOpen, a.pageClosed()).run();
    expect(effects.put).toBeUndefined();
  });
});
