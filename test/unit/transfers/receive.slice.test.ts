// The Receive side's reducer (src/features/transfers/receive.slice.ts) and the feature's selectors
// before its reducers are registered: the deposit lifecycle event by event, answers for another
// request ignored, the cost basis started from the latest price, the copy feedback.
import { accountsActions } from '../../../src/features/accounts/index';
import { sessionActions } from '../../../src/features/session/index';
import {
  initialReceiveState,
  receiveActions as r,
  transferReceiveReducer as reduce,
  transfersActions,
  type TransferReceiveState,
} from '../../../src/features/transfers/index';
import { priceToCents } from '../../../src/features/transfers/receive.slice';
import * as selectors from '../../../src/features/transfers/transfers.selectors';
import { KEY, KEY_2, depositAddress } from '../../builders/transfers';

const REQUEST = { requestId: KEY, costBasisValue: '64250.12', asset: 'BTC', accountNumber: 'C1' };
const run = (...actions: Parameters<typeof reduce>[1][]): TransferReceiveState => actions.reduce((s, action) => reduce(s, action), initialReceiveState);
const generating = () => run(r.receiveAssetChosen({ asset: 'BTC' }), r.costBasisEdited({ costBasis: '64250.12' }), r.depositAddressGenerationStarted({ request: REQUEST }));

describe('the Receive reducer', () => {
  it('generating → generated; a second start while one runs is ignored; an answer for another request is ignored', () => {
    const state = generating();
    expect(reduce(state, r.depositAddressGenerationStarted({ request: { ...REQUEST, requestId: KEY_2 } }))).toBe(state);
    expect(reduce(state, r.depositAddressGenerated({ requestId: KEY_2, address: depositAddress() }))).toBe(state);
    expect(reduce(state, r.depositAddressFailed({ requestId: KEY_2, message: 'x', retryable: true }))).toBe(state);
    expect(reduce(state, r.depositAddressGenerated({ requestId: KEY, address: depositAddress() })).deposit).toEqual({ status: 'generated', request: REQUEST, address: depositAddress() });
    expect(reduce(state, r.depositAddressFailed({ requestId: KEY, message: 'No', retryable: false })).deposit).toEqual({ status: 'failed', request: REQUEST, message: 'No', retryable: false });
    expect(reduce(initialReceiveState, r.depositAddressGenerated({ requestId: KEY, address: depositAddress() }))).toBe(initialReceiveState);
  });

  it('editing the form leaves an address shown behind, never one being made', () => {
    const shown = reduce(generating(), r.depositAddressGenerated({ requestId: KEY, address: depositAddress() }));
    expect(reduce(shown, r.receiveAssetChosen({ asset: 'ETH' })).deposit).toEqual({ status: 'idle' });
    expect(reduce(shown, r.costBasisEdited({ costBasis: '1.00' })).deposit).toEqual({ status: 'idle' });
    expect(reduce(generating(), r.receiveAssetChosen({ asset: 'ETH' })).deposit.status).toBe('generating');
    expect(reduce(generating(), r.costBasisEdited({ costBasis: '1.00' })).deposit.status).toBe('generating');
  });

  it('choosing the asset already chosen keeps the form (its cost basis, the address shown)', () => {
    const shown = reduce(generating(), r.depositAddressGenerated({ requestId: KEY, address: depositAddress() }));
    expect(reduce(shown, r.receiveAssetChosen({ asset: 'BTC' }))).toBe(shown);
    expect(reduce(shown, r.receiveAssetChosen({ asset: 'ETH' })).draft).toEqual({ asset: 'ETH', costBasis: '' });
  });

  it('the asset offered when the form opens is taken only while none is chosen', () => {
    expect(run(r.receiveAssetOffered({ asset: 'BTC' })).draft).toEqual({ asset: 'BTC', costBasis: '' });
    expect(run(r.receiveAssetChosen({ asset: 'ETH' }), r.receiveAssetOffered({ asset: 'BTC' })).draft.asset).toBe('ETH');
  });

  it("the cost basis starts from the chosen asset's latest price, to the cent, only while it is empty", () => {
    const form = (asset: string, costBasis: string) => run(r.receiveAssetChosen({ asset }), r.costBasisEdited({ costBasis }));
    for (const price of [transfersActions.priceLoaded({ asset: 'BTC', price: '64250.125', asOf: 'x' }), r.costBasisSuggested({ asset: 'BTC', price: '64250.125' })]) {
      expect(reduce(form('BTC', ''), price).draft).toEqual({ asset: 'BTC', costBasis: '64250.13' });
      expect(reduce(form('BTC', '1.00'), price).draft.costBasis).toBe('1.00');
      expect(reduce(form('ETH', ''), price).draft.costBasis).toBe('');
    }
  });

  it.each([
    ['64250.125', '64250.13'],
    ['1.00', '1.00'],
    ['42', '42.00'],
    ['0.004', ''],
    ['0', ''],
    ['x', ''],
  ])('priceToCents(%p) → %p', (price, cents) => expect(priceToCents(price)).toBe(cents));

  it('copy feedback: copied, failed, expired only for the address copied', () => {
    const copied = run(r.addressCopied({ address: 'a' }));
    expect(copied.copy).toEqual({ copiedAddress: 'a', failedAddress: null });
    expect(reduce(copied, r.copyFeedbackExpired({ address: 'b' }))).toBe(copied);
    expect(reduce(copied, r.copyFeedbackExpired({ address: 'a' })).copy).toEqual(initialReceiveState.copy);
    expect(run(r.addressCopyFailed({ address: 'a' })).copy).toEqual({ copiedAddress: null, failedAddress: 'a' });
  });

  it('another account starts afresh (not while an address is being made); logout and cleared accounts too', () => {
    const shown = reduce(generating(), r.depositAddressGenerated({ requestId: KEY, address: depositAddress() }));
    expect(reduce(shown, accountsActions.accountSelected({ acctNum: 'C2', source: 'user' }))).toEqual(initialReceiveState);
    expect(reduce(generating(), accountsActions.accountSelected({ acctNum: 'C2', source: 'user' })).deposit.status).toBe('generating');
    expect(reduce(shown, sessionActions.loggedOut())).toEqual(initialReceiveState);
    expect(reduce(shown, accountsActions.cleared())).toEqual(initialReceiveState);
  });
});

describe('selectors before the signed-in reducers are registered', () => {
  it('read the initial states', () => {
    const none = {};
    expect(selectors.selectTransferPageOpen(none)).toBe(false);
    expect(selectors.selectTransferLifecycle(none)).toEqual({ status: 'idle' });
    expect(selectors.selectUnconfirmedAttempt(none)).toBeNull();
    expect(selectors.selectBusinessHours(none)).toEqual({ status: 'idle', hours: null, receivedAt: null });
    expect(selectors.selectTransferClock(none)).toBeNull();
    expect(selectors.selectDestinations(none, null)).toEqual({ status: 'idle', wires: [], addresses: [], accounts: [] });
    expect(selectors.selectDestinations(none, 'C1').status).toBe('idle');
    expect(selectors.selectPrices(none)).toEqual({});
    expect(selectors.selectPrice(none, 'BTC')).toEqual({ status: 'idle', price: null, asOf: null });
    expect(selectors.selectReceiveDraft(none)).toEqual({ asset: '', costBasis: '' });
    expect(selectors.selectDeposit(none)).toEqual({ status: 'idle' });
    expect(selectors.selectDepositCopy(none)).toEqual({ copiedAddress: null, failedAddress: null });
  });
});
