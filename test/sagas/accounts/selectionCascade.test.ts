import { expectSaga } from 'redux-saga-test-plan';
import {
  fetchAccountDetails,
  fetchEntitlements,
  fetchPositions,
} from '../../../src/api/endpoints/accounts.api';
import {
  accountsActions,
  DEFAULT_ACCOUNT_DETAILS,
  selectAccountDetailsOrDefaults,
  selectAccountDetailsStatus,
  selectEntitlementActionNames,
  selectEntitlementsStatus,
  selectSelectedAccount,
} from '../../../src/features/accounts/index';
import { balancesActions, selectPositionsStatus, selectAllPositions } from '../../../src/features/balances/index';
import { accountChangedElsewhere, sessionActions } from '../../../src/features/session/index';
import { broadcastAccountChange } from '../../../src/features/session/entry';
import { selectAlerts } from '../../../src/features/system/index';
import { navigateTo } from '../../../src/shared/navigation';
import { LOCAL_KEYS, writeLocal } from '../../../src/shared/storage';
import { featureSagas, observedReducer, stateAfter, testReducer, type TestState } from '../../support/testStore';
import { callsOf, deferred, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { flagsLoaded } from '../../builders/flags';
import { accountDetails } from '../../builders/accounts';
import { scriptedPortal } from '../../support/scriptedPortal';

const portalSagas = featureSagas('accounts', 'balances');

const authenticated = sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' });
const alertMessages = (state: TestState) => selectAlerts(state).map((a) => a.message);

describe('account selection cascade', () => {
  it('starts with the remembered account: stores it, loads details and entitlements, then positions', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ remembered: 'S1' }))
      .put(accountsActions.accountSelected({ acctNum: 'S1', source: 'start' }))
      .call(writeLocal, LOCAL_KEYS.lastAccount, 'S1')
      .put(accountsActions.detailsLoaded({ acctNum: 'S1', details: accountDetails('S1') }))
      .put.actionType(accountsActions.entitlementsLoaded.type)
      .put(balancesActions.positionsRequested({ acctNum: 'S1' }))
      .put.actionType(balancesActions.positionsLoaded.type)
      .not.call.fn(broadcastAccountChange);
    const { storeState } = await runDispatching(tester, authenticated);
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('S1');
    expect(selectAccountDetailsStatus(storeState)).toBe('succeeded');
    expect(selectEntitlementActionNames(storeState)).toEqual(['FDAS_AS_INST_DASHBOARD', 'FDAS_MM_WireCreate']);
    expect(selectPositionsStatus(storeState)).toBe('succeeded');
    expect(selectAllPositions(storeState).map((p) => p.asset)).toEqual(['A001', 'A002', 'A003']);
    expect(alertMessages(storeState)).toEqual([]);
  });

  it.each([
    ['nothing is remembered', null],
    ['the remembered account is no longer listed', 'GONE-1'],
  ])('starts with the first account when %s', async (_, remembered) => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ remembered }))
      .put(accountsActions.accountSelected({ acctNum: 'C1', source: 'start' }));
    const { storeState } = await runDispatching(tester, authenticated);
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('C1');
  });

  it("the user's choice is stored and told to the other tabs", async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal());
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle(); // the starting account C1 is in place
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'L1' }));
    const { storeState, effects } = await finish();
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('L1');
    expect(callsOf(effects, broadcastAccountChange)).toEqual([['L1']]); // not the start
    expect(callsOf(effects, fetchPositions)).toEqual([['C1'], ['L1']]);
  });

  it("details failing: 'Failed to load account details.', defaults kept, positions still follow", async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ details: { C1: new Error('HTTP 500') } }))
      .put(accountsActions.detailsFailed({ acctNum: 'C1' }))
      .put.actionType(balancesActions.positionsLoaded.type);
    const { storeState } = await runDispatching(tester, authenticated);
    expect(alertMessages(storeState)).toEqual(['Failed to load account details.']);
    expect(selectAccountDetailsStatus(storeState)).toBe('failed');
    expect(selectAccountDetailsOrDefaults(storeState)).toEqual({ ...DEFAULT_ACCOUNT_DETAILS, accountType: 'CUSTODY', selectedAccountId: 'C1' });
  });

  it("entitlements failing: 'Failed to load account entitlements.', no actions, no redirect", async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ entitlements: { C1: new Error('HTTP 500') } }))
      .put(accountsActions.entitlementsFailed({ acctNum: 'C1' }))
      .not.call.fn(navigateTo);
    const { storeState } = await runDispatching(tester, authenticated);
    expect(alertMessages(storeState)).toEqual(['Failed to load account entitlements.']);
    expect(selectEntitlementsStatus(storeState)).toBe('failed');
    expect(selectEntitlementActionNames(storeState)).toEqual([]);
    expect(selectAccountDetailsStatus(storeState)).toBe('succeeded');
  });

  it('positions failing: the positions fail and no alert is raised (the page shows the one message)', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ positions: { C1: new Error('HTTP 502') } }))
      .put(balancesActions.positionsFailed({ acctNum: 'C1' }));
    const { storeState } = await runDispatching(tester, authenticated);
    expect(alertMessages(storeState)).toEqual([]);
    expect(selectPositionsStatus(storeState)).toBe('failed');
  });

  it("the securities failing: 'Error while fetching assets information', the cascade unaffected", async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ securities: new Error('HTTP 500') }))
      .put(accountsActions.securitiesFailed());
    const { storeState } = await runDispatching(tester, authenticated);
    expect(alertMessages(storeState)).toEqual(['Error while fetching assets information']);
    expect(selectPositionsStatus(storeState)).toBe('succeeded');
  });

  it('a market-maker account loads details and entitlements but no positions', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ remembered: 'M1' }))
      .put(accountsActions.detailsLoaded({ acctNum: 'M1', details: accountDetails('M1', { accountType: 'MARKET_MAKER' }) }))
      .put(balancesActions.positionsSkipped({ acctNum: 'M1' }))
      .not.put.actionType(balancesActions.positionsRequested.type);
    const { storeState, effects } = await runDispatching(tester, authenticated);
    expect(callsOf(effects, fetchPositions)).toEqual([]);
    expect(callsOf(effects, fetchEntitlements)).toEqual([['M1']]);
    expect(selectPositionsStatus(storeState)).toBe('skipped');
  });

  it('a newer selection cancels the stale one: its answers never land, its positions never load', async () => {
    const staleDetails = deferred<ReturnType<typeof accountDetails>>();
    const reducer = observedReducer();
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(reducer.reducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ details: { C1: staleDetails.promise } }))
      .not.put.actionType(accountsActions.detailsFailed.type);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    expect(selectAccountDetailsStatus(reducer.latest())).toBe('pending'); // C1's details are under way
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'S1' }));
    await settle();
    staleDetails.resolve(accountDetails('C1')); // C1 answers after S1 was chosen
    const { storeState, effects } = await finish();
    const detailsPuts = (effects.put ?? []).map((e: { payload: { action: { type: string; payload?: { acctNum?: string } } } }) => e.payload.action)
      .filter((a: { type: string }) => a.type === accountsActions.detailsLoaded.type);
    expect(detailsPuts.map((a: { payload?: { acctNum?: string } }) => a.payload?.acctNum)).toEqual(['S1']);
    expect(callsOf(effects, fetchAccountDetails)).toEqual([['C1'], ['S1']]);
    expect(callsOf(effects, fetchPositions)).toEqual([['S1']]);
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('S1');
    expect(selectAccountDetailsOrDefaults(storeState)?.selectedAccountId).toBe('S1');
  });

  it('an empty entitlement list goes to /unauthorized', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ entitlements: { C1: [] } }))
      .put(accountsActions.entitlementsLoaded({ acctNum: 'C1', actions: [] }))
      .call(navigateTo, '/unauthorized', { replace: true });
    await runDispatching(tester, authenticated);
  });

  it('an account change in another tab is mirrored, without storing or broadcasting it again', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal())
      .put(accountsActions.accountSelected({ acctNum: 'L1', source: 'otherTab' }))
      .not.call.fn(broadcastAccountChange);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch(accountChangedElsewhere({ acctNum: 'L1' }));
    const { storeState, effects } = await finish();
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('L1');
    expect(callsOf(effects, writeLocal)).toEqual([[LOCAL_KEYS.lastAccount, 'C1']]); // the start only
    expect(callsOf(effects, fetchPositions)).toEqual([['C1'], ['L1']]);
  });

  it.each([
    ['the account already selected', 'C1'],
    ['an account this user does not hold', 'X-404'],
  ])('a change elsewhere to %s is ignored', async (_, acctNum) => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal())
      .not.put(accountsActions.accountSelected({ acctNum, source: 'otherTab' }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch(accountChangedElsewhere({ acctNum }));
    const { storeState, effects } = await finish();
    expect(callsOf(effects, fetchAccountDetails)).toEqual([['C1']]);
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('C1');
  });

  it('a choice of an account this user does not hold changes nothing: no broadcast, no load', async () => {
    const tester = expectSaga(untilFinished, portalSagas).withReducer(testReducer, stateAfter(flagsLoaded())).provide(scriptedPortal());
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch(accountsActions.accountSelected({ acctNum: 'X-404', source: 'user' }));
    const { storeState, effects } = await finish();
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('C1');
    expect(callsOf(effects, broadcastAccountChange)).toEqual([]);
    expect(callsOf(effects, fetchAccountDetails)).toEqual([['C1']]);
    expect(callsOf(effects, fetchPositions)).toEqual([['C1']]);
  });

  it('logout cancels the cascade in flight and clears the accounts', async () => {
    const details = deferred<ReturnType<typeof accountDetails>>();
    const reducer = observedReducer();
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(reducer.reducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ details: { C1: details.promise } }))
      .not.put.actionType(accountsActions.detailsLoaded.type)
      .not.call.fn(fetchPositions);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch({ type: 'session/loggedOut' });
    details.resolve(accountDetails('C1'));
    const { storeState } = await finish();
    expect(selectSelectedAccount(storeState)).toBeNull();
    expect(selectPositionsStatus(storeState)).toBe('idle');
  });
});
