import { accountsActions, type Account } from '../../../src/features/accounts/index';
import {
  balancesActions,
  selectAccountSummary,
  selectAllPositions,
  selectBalanceHistory,
  selectPositionRows,
  selectPositionsStatus,
} from '../../../src/features/balances/index';
import { formatMarketPrice } from '../../../src/features/balances/balances.selectors';
import { sessionActions } from '../../../src/features/session/index';
import { testReducer, type TestState } from '../../support/testStore';
import { aPosition, aSecurity, someHistory, somePositions } from '../../builders/accounts';

const account = (acctNum: string): Account => ({
  acctNum,
  firmId: 'F-1',
  accountShortName: acctNum,
  accountDisplayName: `Display ${acctNum}`,
  firmName: 'Harborline Capital Partners LP',
  accountType: 'CUSTODY',
});

function reduce(...actions: Array<{ type: string }>): TestState {
  return actions.reduce(testReducer, testReducer(undefined, { type: '@@init' }));
}

const listed = accountsActions.listLoaded({ accounts: [account('C1'), account('S1')] });
const selectC1 = accountsActions.accountSelected({ acctNum: 'C1' });
const { positions, accountSummary } = somePositions(3);
const loadedC1 = [listed, selectC1, balancesActions.positionsRequested({ acctNum: 'C1' }), balancesActions.positionsLoaded({ acctNum: 'C1', positions, summary: accountSummary })];

describe('balances slice', () => {
  it('normalizes the positions by asset, with the summary', () => {
    const state = reduce(...loadedC1);
    expect(selectPositionsStatus(state)).toBe('succeeded');
    expect(selectAllPositions(state).map((p) => p.asset)).toEqual(['A001', 'A002', 'A003']);
    expect(state.balances.positions.entities.A002?.total.value).toBe(2000.5);
    expect(selectAccountSummary(state)).toEqual(accountSummary);
  });

  it('an answer for another account or after a failure is ignored', () => {
    const stale = reduce(listed, selectC1, balancesActions.positionsRequested({ acctNum: 'C1' }), balancesActions.positionsLoaded({ acctNum: 'S1', positions, summary: accountSummary }));
    expect(selectPositionsStatus(stale)).toBe('pending');
    expect(selectAllPositions(stale)).toEqual([]);
    const afterFailure = reduce(
      listed,
      selectC1,
      balancesActions.positionsRequested({ acctNum: 'C1' }),
      balancesActions.positionsFailed({ acctNum: 'C1' }),
      balancesActions.positionsLoaded({ acctNum: 'C1', positions, summary: accountSummary }),
    );
    expect(selectPositionsStatus(afterFailure)).toBe('failed');
  });

  it('another account selected: its positions read as pending, never the previous account’s', () => {
    const state = reduce(...loadedC1, accountsActions.accountSelected({ acctNum: 'S1' }));
    expect(selectPositionsStatus(state)).toBe('pending');
    expect(selectAccountSummary(state)).toBeNull();
    expect(selectBalanceHistory(state).points).toEqual([]);
  });

  it('a market-maker account is skipped; nothing selected is idle', () => {
    expect(selectPositionsStatus(reduce(listed, selectC1, balancesActions.positionsSkipped({ acctNum: 'C1' })))).toBe('skipped');
    expect(selectPositionsStatus(reduce(listed))).toBe('idle');
  });

  it('history: requested, loaded for its account, stale ones ignored', () => {
    const base = [listed, selectC1, balancesActions.positionsRequested({ acctNum: 'C1' }), balancesActions.historyRequested({ acctNum: 'C1', days: 30 })];
    const loaded = reduce(...base, balancesActions.historyLoaded({ acctNum: 'C1', points: someHistory(3) }));
    expect(selectBalanceHistory(loaded)).toEqual({ status: 'succeeded', days: 30, points: someHistory(3) });
    expect(selectBalanceHistory(reduce(...base, balancesActions.historyLoaded({ acctNum: 'S1', points: someHistory(3) }))).status).toBe('pending');
    expect(selectBalanceHistory(reduce(...base, balancesActions.historyFailed({ acctNum: 'C1' }))).status).toBe('failed');
  });

  it.each([
    ['accounts/cleared', accountsActions.cleared()],
    ['session/loggedOut', sessionActions.loggedOut()],
  ])('%s clears the balances', (_, clearing) => {
    expect(reduce(...loadedC1, clearing).balances).toEqual(reduce().balances);
  });
});

describe('market prices', () => {
  it.each([
    [0.11853412, '$0.1185'], // XLM: under a dollar, 4 places, rounded only here
    [0.5, '$0.50'],
    [97000.5, '$97,000.50'],
    [1, '$1.00'],
    [undefined, 'n/a'],
  ])('%s shows as %s', (price, shown) => {
    expect(formatMarketPrice(price)).toBe(shown);
  });
});

describe('position rows', () => {
  it('are formatted once: amounts 3 decimals, dollars with the sign, change signed, joined to the security', () => {
    const btc = aPosition('BTC', 1234.56789, {
      available: { asset: 'BTC', value: 1000.1, valueString: '1000.123456789', truncatedValueString: '1000.123' },
      marketPrice: { value: 97000.5, asOf: '2026-11-20T15:30:00Z' },
      change: { today: { gain: 1500.25, percent: 2.5 }, allTime: { gain: -300, percent: -0.75 } },
      disabledAssetAlert: 'Withdrawals of BTC are paused.',
    });
    const state = reduce(
      listed,
      selectC1,
      accountsActions.securitiesLoaded({ securities: [aSecurity('BTC', { fullName: 'Bitcoin', display: { symbol: 'BTC', abbreviation: 'BTC', color: '#f7931a' } })] }),
      balancesActions.positionsRequested({ acctNum: 'C1' }),
      balancesActions.positionsLoaded({ acctNum: 'C1', positions: [btc, aPosition('ZZZ', 2, { marketPrice: null, change: null })], summary: accountSummary }),
    );
    const [row, unknown] = selectPositionRows(state);
    expect(row).toEqual({
      asset: 'BTC',
      assetSymbol: 'BTC',
      fullName: 'Bitcoin',
      color: '#f7931a',
      available: '1,000.123',
      unsettled: '308.641',
      total: '1,234.567',
      availableFiat: '$9,259.26',
      totalFiat: '$12,345.68',
      marketPrice: '$97,000.50',
      today: { gain: '+$1,500.25', percent: '+2.50%', trend: 'up' },
      allTime: { gain: '-$300.00', percent: '-0.75%', trend: 'down' },
      disabledAssetAlert: 'Withdrawals of BTC are paused.',
    });
    expect(unknown).toMatchObject({ fullName: 'ZZZ', color: null, marketPrice: 'n/a', today: { gain: 'n/a', percent: 'n/a', trend: 'flat' } });
    expect(selectPositionRows(state)).toBe(selectPositionRows(state)); // memoized
  });

  it('shows USD amounts with the currency sign and 2 decimals, other assets with 3 decimals', () => {
    const state = reduce(
      listed,
      selectC1,
      balancesActions.positionsRequested({ acctNum: 'C1' }),
      balancesActions.positionsLoaded({
        acctNum: 'C1',
        positions: [aPosition('USD', 21576386.75), aPosition('ETH', 2.5)],
        summary: accountSummary,
      }),
    );
    const [usd, eth] = selectPositionRows(state);
    expect(usd).toMatchObject({ available: '$16,182,290.06', unsettled: '$5,394,096.69', total: '$21,576,386.75' });
    expect(eth).toMatchObject({ available: '1.875', unsettled: '0.625', total: '2.500' });
  });
});
