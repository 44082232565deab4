import { expectSaga } from 'redux-saga-test-plan';
import { fetchFirmAccounts, fetchSecurities } from '../../../src/api/endpoints/accounts.api';
import {
  accountsActions,
  selectAccountsListStatus,
  selectAllAccounts,
  selectAllSecurities,
  selectMarketMakerAccounts,
  selectNonMarketMakerAccounts,
  selectSelectedAccount,
} from '../../../src/features/accounts/index';
import { sessionActions } from '../../../src/features/session/index';
import { ALL_FLAGS_OFF, selectAlerts, selectFlagsStatus, systemActions } from '../../../src/features/system/index';
import { loadAccounts } from '../../../src/features/accounts/sagas/loadAccounts';
import { navigateTo } from '../../../src/shared/navigation';
import { featureSagas, stateAfter, testReducer } from '../../support/testStore';
import { callsOf, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { flagsLoaded } from '../../builders/flags';
import { scriptedPortal } from '../../support/scriptedPortal';

const portalSagas = featureSagas('accounts', 'balances');

const authenticated = sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' });

describe('accounts list', () => {
  it('loads after authentication: every firm account becomes an entity with its firm', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal())
      .put(accountsActions.listRequested())
      .put.actionType(accountsActions.listLoaded.type);
    const { storeState, effects } = await runDispatching(tester, authenticated);
    expect(callsOf(effects, fetchFirmAccounts)).toEqual([[false]]); // v2 path with the flag off
    expect(selectAccountsListStatus(storeState)).toBe('succeeded');
    expect(selectAllAccounts(storeState)[0]).toEqual({
      acctNum: 'C1',
      firmId: 'F-1',
      accountShortName: 'Short C1',
      accountDisplayName: 'Display C1',
      firmName: 'Harborline Capital Partners LP',
      accountType: 'CUSTODY',
    });
    expect(selectMarketMakerAccounts(storeState).map((a) => a.acctNum)).toEqual(['M1']);
    expect(selectNonMarketMakerAccounts(storeState).map((a) => a.acctNum)).toEqual(['C1', 'S1', 'L1']);
    expect(selectAllSecurities(storeState).map((s) => s.display.symbol)).toEqual(['USD', 'BTC']);
  });

  it('takes the v3 path when multi-account-types is on', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded({ 'multi-account-types': true })))
      .provide(scriptedPortal());
    const { effects } = await runDispatching(tester, authenticated);
    expect(callsOf(effects, fetchFirmAccounts)).toEqual([[true]]);
  });

  it('loads at once for a user already signed in when the saga starts (the signed-in chunk came after session/signedIn)', async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded(), authenticated))
      .provide(scriptedPortal())
      .put(accountsActions.listRequested())
      .put.actionType(accountsActions.listLoaded.type)
      .put.actionType(accountsActions.securitiesLoaded.type);
    const { effects } = await runDispatching(tester);
    expect(callsOf(effects, fetchFirmAccounts)).toEqual([[false]]);
    expect(callsOf(effects, fetchSecurities)).toEqual([[]]);
  });

  it('waits for the flags before choosing the path', async () => {
    const tester = expectSaga(untilFinished, portalSagas).withReducer(testReducer).provide(scriptedPortal());
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch(systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, 'multi-account-types': true } }));
    const { effects } = await finish();
    expect(callsOf(effects, fetchFirmAccounts)).toEqual([[true]]);
  });

  it('waits for the multi-account-types flag only, not for every flag', async () => {
    const { effects, storeState } = await expectSaga(loadAccounts)
      .withReducer(testReducer, stateAfter(systemActions.flagsRequested()))
      .provide(scriptedPortal())
      .dispatch(systemActions.flagsAnswered({ values: { CCLogin: true } }))
      .dispatch(systemActions.flagsAnswered({ values: { 'multi-account-types': true, MarketMaker: false } }))
      .run();
    expect(callsOf(effects, fetchFirmAccounts)).toEqual([[true]]);
    expect(selectFlagsStatus(storeState)).toBe('pending'); // the other flags are still on their way
  });

  it.each([
    ['no firms', []],
    ['a firm without accounts', [{ firmId: 'F-6', firmLegalName: 'Cobalt Ridge Family Office LLC', accounts: [] }]],
  ])('with %s the user goes to /unauthorized and nothing is selected', async (_, firms) => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ firms }))
      .put(accountsActions.listLoaded({ accounts: [] }))
      .call(navigateTo, '/unauthorized', { replace: true })
      .not.put.actionType(accountsActions.accountSelected.type);
    const { storeState } = await runDispatching(tester, authenticated);
    expect(selectSelectedAccount(storeState)).toBeNull();
  });

  it("a failed list goes to /application-error with 'Error while trying to fetch accounts.'", async () => {
    const tester = expectSaga(untilFinished, portalSagas)
      .withReducer(testReducer, stateAfter(flagsLoaded()))
      .provide(scriptedPortal({ firms: new Error('HTTP 500') }))
      .put(accountsActions.listFailed())
      .call(navigateTo, '/application-error', { replace: true })
      .not.put.actionType(accountsActions.accountSelected.type);
    const { storeState } = await runDispatching(tester, authenticated);
    expect(selectAccountsListStatus(storeState)).toBe('failed');
    expect(selectAlerts(storeState).map((a) => [a.severity, a.message])).toEqual([['error', 'Error while trying to fetch accounts.']]);
  });

  it('loads once per session: a second authentication event does not load again, a new sign-in does', async () => {
    const tester = expectSaga(untilFinished, portalSagas).withReducer(testReducer, stateAfter(flagsLoaded())).provide(scriptedPortal());
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch(authenticated);
    await settle();
    tester.dispatch(sessionActions.loggedOut());
    await settle();
    tester.dispatch(authenticated);
    const { effects, storeState } = await finish();
    // One load for the first sign-in (the repeated event ignored), one after signing in again.
    expect(callsOf(effects, fetchFirmAccounts)).toHaveLength(2);
    expect(callsOf(effects, fetchSecurities)).toHaveLength(2);
    expect(selectSelectedAccount(storeState)?.acctNum).toBe('C1');
  });
});
