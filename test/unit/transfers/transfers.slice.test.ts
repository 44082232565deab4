// The transfers reducer (src/features/transfers/transfers.slice.ts): the lifecycle union, event by
// event; answers for another attempt change nothing; a retry keeps the idempotency key, and so does
// the unconfirmed attempt after a failure; the page's clock, destinations and prices.
import type { TransferDto } from '../../../src/api/contract/transfers';
import { accountsActions } from '../../../src/features/accounts/index';
import { sessionActions } from '../../../src/features/session/index';
import { initialTransfersState, transfersActions as a, transfersReducer as reduce, type TransfersState, type TransferDraft } from '../../../src/features/transfers/transfers.slice';

const DRAFT: TransferDraft = { kind: 'WIRE', accountNumber: 'C40017238', asset: 'USD', amount: '1250.50', destination: { instructionId: 'w-1' } };
const KEY = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const OTHER_KEY = '9a9a9a9a-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const TRANSFER = {
  referenceId: 'TR-1A2B3C4D', requestId: KEY, kind: 'WIRE', status: 'SUBMITTED', accountNumber: 'C40017238', asset: 'USD', amount: '1250.5',
  fee: { currency: 'USD', amount: '0.00' }, destination: { nickname: 'Harborline Operating', masked: 'XXXXXXXX6710' }, createdTime: 1, businessHours: 'OPEN',
} satisfies TransferDto;

const run = (...actions: Parameters<typeof reduce>[1][]): TransfersState => actions.reduce((s, action) => reduce(s, action), initialTransfersState);
const submitting = () => run(a.draftEdited({ draft: DRAFT }), a.reviewOpened(), a.submitStarted({ requestId: KEY }));

describe('transfers reducer', () => {
  it('names every event feature/pastTenseEvent', () => {
    expect(Object.values(a).map((creator) => creator.type)).toEqual([
      'transfers/pageOpened', 'transfers/pageClosed', 'transfers/clockTicked',
      'transfers/draftEdited', 'transfers/reviewOpened', 'transfers/reviewClosed', 'transfers/submitRequested', 'transfers/submitStarted',
      'transfers/submitRetryRequested', 'transfers/submitRetried', 'transfers/transferAccepted', 'transfers/submitStopped', 'transfers/transferRefused', 'transfers/submitFailed',
      'transfers/transferDismissed', 'transfers/businessHoursRequested', 'transfers/businessHoursLoaded', 'transfers/businessHoursFailed',
      'transfers/destinationsRequested', 'transfers/destinationsLoaded', 'transfers/destinationsFailed',
      'transfers/priceRequested', 'transfers/priceLoaded', 'transfers/priceFailed',
    ]);
  });

  it('goes editing → reviewing → (Go Back) editing → reviewing → submitting → confirmed', () => {
    expect(run(a.draftEdited({ draft: DRAFT })).transfer).toEqual({ status: 'editing', draft: DRAFT });
    expect(run(a.draftEdited({ draft: DRAFT }), a.reviewOpened(), a.reviewClosed()).transfer).toEqual({ status: 'editing', draft: DRAFT });
    expect(submitting().transfer).toEqual({ status: 'submitting', draft: DRAFT, requestId: KEY, attempt: 1 });
    expect(reduce(submitting(), a.transferAccepted({ requestId: KEY, transfer: TRANSFER })).transfer).toEqual({ status: 'confirmed', draft: DRAFT, transfer: TRANSFER });
  });

  it('does not submit without a review, nor twice while one is in flight', () => {
    expect(run(a.draftEdited({ draft: DRAFT }), a.submitStarted({ requestId: KEY })).transfer.status).toBe('editing');
    expect(reduce(submitting(), a.submitStarted({ requestId: OTHER_KEY })).transfer).toMatchObject({ requestId: KEY });
    expect(reduce(submitting(), a.draftEdited({ draft: { ...DRAFT, amount: '1' } })).transfer).toMatchObject({ status: 'submitting', draft: DRAFT });
    expect(reduce(submitting(), a.transferDismissed()).transfer.status).toBe('submitting');
  });

  it('keeps the key through a failure: the retry is the same request, attempt 2; the unconfirmed attempt is remembered until an answer', () => {
    const failed = reduce(submitting(), a.submitFailed({ requestId: KEY, message: 'The request timed out.' }));
    expect(failed.transfer).toEqual({ status: 'failed', draft: DRAFT, requestId: KEY, attempt: 1, message: 'The request timed out.' });
    expect(failed.unconfirmed).toEqual({ draft: DRAFT, requestId: KEY });
    const retried = reduce(failed, a.submitRetried());
    expect(retried.transfer).toEqual({ status: 'submitting', draft: DRAFT, requestId: KEY, attempt: 2 });
    expect(reduce(retried, a.transferAccepted({ requestId: KEY, transfer: TRANSFER })).unconfirmed).toBeNull();
    // Go Back from the failure keeps the draft to edit, and still the unconfirmed key.
    const back = reduce(failed, a.reviewClosed());
    expect([back.transfer, back.unconfirmed]).toEqual([{ status: 'editing', draft: DRAFT }, { draft: DRAFT, requestId: KEY }]);
  });

  it('keeps the draft after a refusal, and a new submit takes a new key', () => {
    const refused = reduce(submitting(), a.transferRefused({ requestId: KEY, message: 'Insufficient funds.', field: 'amount' }));
    expect(refused.transfer).toEqual({ status: 'refused', draft: DRAFT, message: 'Insufficient funds.', field: 'amount' });
    expect(reduce(refused, a.submitRetried()).transfer.status).toBe('refused');
    expect(reduce(refused, a.submitStarted({ requestId: OTHER_KEY })).transfer.status).toBe('refused'); // only from the review
    const again = reduce(reduce(refused, a.reviewOpened()), a.submitStarted({ requestId: OTHER_KEY }));
    expect(again.transfer).toEqual({ status: 'submitting', draft: DRAFT, requestId: OTHER_KEY, attempt: 1 });
  });

  it('Review and Go Back only where they make sense; New Transfer ends a confirmed transfer', () => {
    expect(run(a.reviewOpened()).transfer).toEqual({ status: 'idle' });
    const editing = run(a.draftEdited({ draft: DRAFT }));
    expect(reduce(editing, a.reviewClosed())).toEqual(editing);
    const confirmed = reduce(submitting(), a.transferAccepted({ requestId: KEY, transfer: TRANSFER }));
    expect(reduce(confirmed, a.transferDismissed()).transfer).toEqual({ status: 'idle' });
  });

  it('ignores answers for another attempt', () => {
    const state = submitting();
    expect(reduce(state, a.transferAccepted({ requestId: OTHER_KEY, transfer: TRANSFER }))).toBe(state);
    expect(reduce(state, a.transferRefused({ requestId: OTHER_KEY, message: 'x', field: null }))).toBe(state);
    expect(reduce(state, a.submitFailed({ requestId: OTHER_KEY, message: 'x' }))).toBe(state);
    expect(reduce(initialTransfersState, a.transferAccepted({ requestId: KEY, transfer: TRANSFER }))).toBe(initialTransfersState);
  });

  it('keeps the last known wire window, and when it came, when loading it fails', () => {
    const hours = { status: 'OPEN' as const, asOf: '2026-03-02T15:00:00.000Z', closesAt: '2026-03-02T22:00:00.000Z', nextOpen: null };
    const loaded = run(a.businessHoursRequested(), a.businessHoursLoaded({ hours, receivedAt: 5 }));
    expect(loaded.businessHours).toEqual({ status: 'succeeded', hours, receivedAt: 5 });
    expect(reduce(reduce(loaded, a.businessHoursRequested()), a.businessHoursFailed()).businessHours).toEqual({ status: 'failed', hours, receivedAt: 5 });
  });

  it('the page: open and closed, its clock, a finished transfer ended by leaving (one in flight is not), prices forgotten on opening', () => {
    const open = run(a.pageOpened(), a.clockTicked({ now: 42 }), a.priceRequested({ asset: 'BTC' }), a.priceLoaded({ asset: 'BTC', price: '64000.5', asOf: 'x' }));
    expect([open.pageOpen, open.now, open.prices.BTC]).toEqual([true, 42, { status: 'succeeded', price: '64000.5', asOf: 'x' }]);
    expect(reduce(open, a.pageOpened()).prices).toEqual({});
    const confirmed = reduce(submitting(), a.transferAccepted({ requestId: KEY, transfer: TRANSFER }));
    expect(reduce(confirmed, a.pageClosed()).transfer.status).toBe('idle');
    expect(reduce(submitting(), a.pageClosed()).transfer.status).toBe('submitting');
  });

  it('destinations and prices per key; a late answer after another request for the same key still lands, a failure keeps nothing', () => {
    const wire = { id: 'w-1', nickname: 'Harborline Operating', detail: 'XXXX6710', network: 'US', activatesAt: null };
    const loaded = run(a.destinationsRequested({ acctNum: 'C1' }), a.destinationsLoaded({ acctNum: 'C1', wires: [wire], addresses: [] }));
    expect(loaded.destinations.C1).toEqual({ status: 'succeeded', wires: [wire], addresses: [], accounts: [] });
    expect(reduce(loaded, a.destinationsLoaded({ acctNum: 'C1', wires: [], addresses: [] }))).toBe(loaded); // not pending: ignored
    expect(reduce(loaded, a.destinationsFailed({ acctNum: 'C1' }))).toBe(loaded);
    expect(run(a.destinationsRequested({ acctNum: 'C1' }), a.destinationsFailed({ acctNum: 'C1' })).destinations.C1?.status).toBe('failed');
    expect(run(a.priceRequested({ asset: 'ETH' }), a.priceFailed({ asset: 'ETH' })).prices.ETH?.status).toBe('failed');
    expect(run(a.priceFailed({ asset: 'ETH' })).prices).toEqual({});
    expect(run(a.priceLoaded({ asset: 'ETH', price: '1', asOf: 'x' })).prices).toEqual({});
  });

  it("another account leaves the form behind (not a submit in flight: it finishes for its own account)", () => {
    const editing = run(a.draftEdited({ draft: DRAFT }));
    expect(reduce(editing, accountsActions.accountSelected({ acctNum: 'S1', source: 'user' })).transfer.status).toBe('idle');
    expect(reduce(submitting(), accountsActions.accountSelected({ acctNum: 'S1', source: 'user' })).transfer.status).toBe('submitting');
  });

  it('is cleared on logout and when the accounts are cleared', () => {
    const confirmed = reduce(submitting(), a.transferAccepted({ requestId: KEY, transfer: TRANSFER }));
    expect(reduce(confirmed, sessionActions.loggedOut())).toEqual(initialTransfersState);
    expect(reduce(confirmed, accountsActions.cleared())).toEqual(initialTransfersState);
  });
});
