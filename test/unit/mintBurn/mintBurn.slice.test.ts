// The Mint & Burn reducer as a state machine, and its selectors before the reducer is registered.
import { accountsActions } from '../../../src/features/accounts/index';
import {
  initialMintBurnState,
  mintBurnActions,
  mintBurnReducer,
  selectBurnAddresses,
  selectBurnHistoryStatus,
  selectCopyFeedback,
  selectCurrentBurnAddress,
  selectIsGenerating,
  selectMintBurnPageOpen,
  selectMintDetails,
  type MintBurnState,
} from '../../../src/features/mintBurn/index';
import { rankHistory } from '../../../src/features/mintBurn/mintBurn.slice';
import { sessionActions } from '../../../src/features/session/index';
import { burnAddress, mintDetails, walletAddress } from '../../builders/mintBurn';

const A = mintBurnActions;
const run = (...actions: Array<{ type: string }>) => actions.reduce<MintBurnState>((s, a) => mintBurnReducer(s, a), initialMintBurnState);
const addresses = (state: MintBurnState, acctNum = 'M1') => selectBurnAddresses({ mintBurn: state }, acctNum).map((a) => a.walletAddress);

describe('mintBurn reducer', () => {
  it('rankHistory: newest first by instant (offsets compared as instants); equal instants keep the given order', () => {
    const ranked = rankHistory([
      burnAddress(1, '2026-03-01T10:00:00Z'),
      burnAddress(2, '2026-03-01T06:00:00-05:00'), // 11:00Z
      burnAddress(3, '2026-03-01T11:00:00.000Z'), // the same instant as 2
      burnAddress(4, '2026-02-01T10:00:00Z'),
    ]);
    expect(ranked.map((a) => [a.walletAddress, a.rank])).toEqual([
      [walletAddress(2), 4],
      [walletAddress(3), 3],
      [walletAddress(1), 2],
      [walletAddress(4), 1],
    ]);
  });

  it('mint details: requested → loaded; a second answer or one nobody asked for changes nothing', () => {
    const loaded = run(A.mintDetailsRequested({ acctNum: 'M1' }), A.mintDetailsLoaded({ acctNum: 'M1', details: mintDetails('M1') }));
    expect(selectMintDetails({ mintBurn: loaded }, 'M1')).toEqual({ status: 'succeeded', details: mintDetails('M1') });
    expect(mintBurnReducer(loaded, A.mintDetailsFailed({ acctNum: 'M1' }))).toBe(loaded);
    expect(mintBurnReducer(loaded, A.mintDetailsLoaded({ acctNum: 'M2', details: mintDetails('M2') }))).toBe(loaded);
  });

  it('a failed history shows none of the addresses loaded before; one generated meanwhile stays', () => {
    const loaded = [A.burnHistoryRequested({ acctNum: 'M1' }), A.burnHistoryLoaded({ acctNum: 'M1', addresses: [burnAddress(1, '2026-03-01T10:00:00Z')] })];
    expect(addresses(run(...loaded))).toEqual([walletAddress(1)]);
    const failed = run(...loaded, A.burnHistoryRequested({ acctNum: 'M1' }), A.burnHistoryFailed({ acctNum: 'M1' }));
    expect(selectBurnHistoryStatus({ mintBurn: failed }, 'M1')).toBe('failed');
    expect(addresses(failed)).toEqual([]);
    const generatedMeanwhile = run(
      ...loaded,
      A.burnHistoryRequested({ acctNum: 'M1' }),
      A.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }),
      A.burnAddressGenerated({ acctNum: 'M1', requestId: 'req-1', address: burnAddress(9, '2026-03-01T10:00:00Z') }),
      A.burnHistoryFailed({ acctNum: 'M1' }),
    );
    expect(addresses(generatedMeanwhile)).toEqual([walletAddress(9)]);
  });

  it('an address generated while the history loads stays first when the history arrives without it', () => {
    const state = run(
      A.burnHistoryRequested({ acctNum: 'M1' }),
      A.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }),
      A.burnAddressGenerated({ acctNum: 'M1', requestId: 'req-1', address: burnAddress(9, '2026-03-01T10:00:00Z') }),
      A.burnHistoryLoaded({ acctNum: 'M1', addresses: [burnAddress(1, '2026-03-01T10:00:00Z'), burnAddress(2, '2026-03-05T10:00:00Z')] }),
    );
    expect(addresses(state)).toEqual([walletAddress(9), walletAddress(2), walletAddress(1)]);
  });

  it('a generated address after a failed history is listed alone and is the current one', () => {
    const state = run(
      A.burnHistoryRequested({ acctNum: 'M1' }),
      A.burnHistoryFailed({ acctNum: 'M1' }),
      A.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }),
      A.burnAddressGenerated({ acctNum: 'M1', requestId: 'req-1', address: burnAddress(9, '2026-03-01T10:00:00Z') }),
    );
    expect(addresses(state)).toEqual([walletAddress(9)]);
    expect(selectCurrentBurnAddress({ mintBurn: state }, 'M1')?.walletAddress).toBe(walletAddress(9));
  });

  it('generation: one at a time; a second start is ignored while one runs', () => {
    const started = run(A.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }));
    expect(selectIsGenerating({ mintBurn: started })).toBe(true);
    expect(mintBurnReducer(started, A.burnAddressGenerationStarted({ acctNum: 'M2', requestId: 'req-2' }))).toBe(started);
    const failed = mintBurnReducer(started, A.burnAddressGenerationFailed({ acctNum: 'M1', requestId: 'req-1' }));
    expect(selectIsGenerating({ mintBurn: failed })).toBe(false);
  });

  it('copy feedback: an expiry for another address leaves the current feedback alone', () => {
    const copied = run(A.addressCopied({ address: walletAddress(2), until: 5000 }));
    expect(mintBurnReducer(copied, A.copyFeedbackExpired({ address: walletAddress(1) }))).toBe(copied);
    expect(selectCopyFeedback({ mintBurn: mintBurnReducer(copied, A.copyFeedbackExpired({ address: walletAddress(2) })) }).copiedAddress).toBeNull();
  });

  it('logout clears everything; clearing the accounts clears the data but keeps the page open', () => {
    const busy = run(
      A.pageOpened(),
      A.mintDetailsRequested({ acctNum: 'M1' }),
      A.burnAddressGenerationStarted({ acctNum: 'M1', requestId: 'req-1' }),
      A.addressCopied({ address: walletAddress(1), until: 5000 }),
    );
    expect(mintBurnReducer(busy, sessionActions.loggedOut())).toEqual(initialMintBurnState);
    expect(mintBurnReducer(busy, accountsActions.cleared())).toEqual({ ...initialMintBurnState, pageOpen: true });
  });

  it('the selectors read the initial state until the reducer is registered', () => {
    const before = {};
    expect(selectMintBurnPageOpen(before)).toBe(false);
    expect(selectMintDetails(before, 'M1')).toEqual({ status: 'idle', details: null });
    expect(selectBurnHistoryStatus(before, 'M1')).toBe('idle');
    expect(selectBurnAddresses(before, 'M1')).toEqual([]);
    expect(selectCurrentBurnAddress(before, null)).toBeNull();
    expect(selectIsGenerating(before)).toBe(false);
  });

  it('the addresses selector returns the same array while nothing changes', () => {
    const state = { mintBurn: run(A.burnHistoryRequested({ acctNum: 'M1' }), A.burnHistoryLoaded({ acctNum: 'M1', addresses: [burnAddress(1, '2026-03-01T10:00:00Z')] })) };
    expect(selectBurnAddresses(state, 'M1')).toBe(selectBurnAddresses({ ...state }, 'M1'));
  });
});
