// The Send form's model (src/features/transfers/components/useTransferFormModel.ts), run as a hook
// on the test store with the context the panel gives it: the values it works out (the amount's hint,
// the fee, the estimate, the destinations, the asset's warning), when a field's message shows (left,
// Review pressed, or named by a refusal), what another asset resets, and what Review does.
import { act, renderHook } from '@testing-library/react';
import type { AnyAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { TRANSFER_REFUSAL_TEXTS } from '../../../src/api/contract/transfers';
import { useSendContext } from '../../../src/features/transfers/components/useSendContext';
import { useTransferFormModel } from '../../../src/features/transfers/components/useTransferFormModel';
import { transfersActions as a } from '../../../src/features/transfers/index';
import type { WireWindowView } from '../../../src/features/transfers/wireWindow';
import { KEY, custody, sendDraft, sendReadyEvents, wireDraft } from '../../builders/transfers';
import { createTestStore } from '../../support/testStore';

const ACCOUNT = custody('C1');
const OPEN: WireWindowView = { status: 'OPEN', at: 0, nextChange: 1, remainingMs: 1 };
const CLOSED: WireWindowView = { status: 'CLOSED', at: 0, nextChange: 1, remainingMs: 1 };
const DESTINATIONS = [
  a.destinationsRequested({ acctNum: 'C1' }),
  a.destinationsLoaded({
    acctNum: 'C1',
    wires: [{ id: 'w-1', nickname: 'Harborline Operating', detail: 'XXXXXX6710', network: 'US', activatesAt: null }],
    addresses: [
      { id: 'a-1', nickname: 'BTC cold storage', detail: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', network: 'Bitcoin', activatesAt: null },
      { id: 'a-2', nickname: 'ETH treasury', detail: '0x52908400098527886E0F7030069857D2E4169EE7', network: 'Ethereum', activatesAt: null },
    ],
  }),
];

function renderModel(events: AnyAction[] = [], hours: WireWindowView | null = OPEN, ready = sendReadyEvents()) {
  const test = createTestStore({ actions: [...ready, ...DESTINATIONS, ...events] });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={test.store}>{children}</Provider>;
  const view = renderHook(() => useTransferFormModel(useSendContext(ACCOUNT), hours), { wrapper });
  const put = (...more: AnyAction[]) => act(() => more.forEach((event) => test.store.dispatch(event)));
  return { ...test, ...view, put, model: () => view.result.current };
}

/** The lifecycle refused by the gateway for the draft, with its message (under `field` when it names one). */
const refusedWith = (draft: ReturnType<typeof wireDraft>, message: string, field: string | null) => [
  a.draftEdited({ draft }),
  a.reviewOpened(),
  a.submitStarted({ requestId: KEY }),
  a.transferRefused({ requestId: KEY, message, field }),
];

describe('useTransferFormModel: what the form shows', () => {
  it('a fresh wire: the first asset offered, its available balance as the hint, the saved wire instructions, no message', () => {
    const { model } = renderModel();
    expect(model().draft).toMatchObject({ kind: 'WIRE', asset: 'USD', amount: '' });
    expect(model().amountHint).toBe('Available: 1,000,000.00 USD');
    expect(model().choices.map((c) => c.id)).toEqual(['w-1']);
    expect(model().fee).toBe('0.00');
    expect(model().withdrawWarning).toBeNull();
    expect(model().directAllowed).toBe(false);
    expect(model().disabling).toBe(false);
    expect((['asset', 'destination', 'amount', 'fee'] as const).map(model().messageOf)).toEqual([undefined, undefined, undefined, undefined]);
    expect(model().generalRefusal).toBeNull();
    expect(model().closedModalOpen).toBe(false);
  });

  it("a digital asset: the network's saved addresses, the asset's warning, the USD estimate at the latest price", () => {
    const { model, put } = renderModel([a.draftEdited({ draft: sendDraft({ amount: '0.5' }) })]);
    expect(model().network).toBe('Bitcoin');
    expect(model().choices.map((c) => c.id)).toEqual(['a-1']);
    expect(model().withdrawWarning).toBe('Bitcoin withdrawals cannot be reversed.');
    expect(model().estimateText).toBe('n/a');
    put(a.priceRequested({ asset: 'BTC' }), a.priceLoaded({ asset: 'BTC', price: '60000', asOf: '2026-03-02T15:00:00Z' }));
    expect(model().estimateText).toBe('$30,000.00');
    put(a.priceRequested({ asset: 'BTC' }), a.priceFailed({ asset: 'BTC' }));
    expect(model().estimateText).toBe('The latest price is unavailable: no estimate.');
  });

  it('the allow-list off offers a typed address; being turned off holds the send; neither holds a wire', () => {
    const send = [a.draftEdited({ draft: sendDraft() })];
    expect(renderModel(send).model()).toMatchObject({ directAllowed: false, disabling: false });
    expect(renderModel(send, OPEN, sendReadyEvents({ details: { aaEnabled: 'DISABLED' } })).model()).toMatchObject({ directAllowed: true, disabling: false });
    expect(renderModel(send, OPEN, sendReadyEvents({ details: { aaEnabled: 'PENDING_DISABLEMENT' } })).model()).toMatchObject({ directAllowed: false, disabling: true });
    expect(renderModel([], OPEN, sendReadyEvents({ details: { aaEnabled: 'PENDING_DISABLEMENT' } })).model().disabling).toBe(false);
  });
});

describe('useTransferFormModel: when a message shows', () => {
  it("a field's message once it was left, the others still quiet", () => {
    const { model } = renderModel();
    act(() => model().typeAmount('2000000'));
    expect(model().messageOf('amount')).toBeUndefined();
    act(() => model().touch('amount'));
    expect(model().messageOf('amount')).toBe('Insufficient funds.');
    expect(model().messageOf('destination')).toBeUndefined();
  });

  it('Review with problems: every message, one more attempt each time (focus follows it); nothing reviewed', () => {
    const { model, types } = renderModel();
    act(() => model().review());
    expect(model().reviewAttempts).toBe(1);
    expect(model().messageOf('destination')).toBe('Error: Required.');
    expect(model().messageOf('amount')).toEqual(expect.stringContaining('Required.'));
    act(() => model().review());
    expect(model().reviewAttempts).toBe(2);
    expect(types()).not.toContain(a.reviewOpened.type);
  });

  it('another asset: the amount cleaned to its places, no destination, the messages wait until fields are left again', () => {
    const { model } = renderModel();
    act(() => model().typeAmount('1,250.505'));
    expect(model().draft.amount).toBe('1250.50');
    act(() => model().review());
    act(() => model().chooseAsset('BTC'));
    expect(model().draft).toMatchObject({ kind: 'DIGITAL_ASSET', asset: 'BTC', amount: '1250.50', destination: { instructionId: '' } });
    expect(model().reviewAttempts).toBe(0);
    expect(model().messageOf('destination')).toBeUndefined();
    act(() => model().chooseDestination({ instructionId: 'a-1' }));
    expect(model().draft.destination).toEqual({ instructionId: 'a-1' });
  });

  it("a refusal naming a field shows under it at once; one naming none is the form's", () => {
    const named = renderModel(refusedWith(wireDraft(), 'Insufficient funds.', 'amount'));
    expect(named.model().messageOf('amount')).toBe('Insufficient funds.');
    expect(named.model().generalRefusal).toBeNull();
    const general = renderModel(refusedWith(wireDraft(), 'Something else went wrong.', null));
    expect(general.model().generalRefusal).toBe('Something else went wrong.');
    expect(general.model().messageOf('amount')).toBeUndefined();
  });
});

describe('useTransferFormModel: Review', () => {
  it('a valid wire with the window open opens the review', () => {
    const { model, types } = renderModel([a.draftEdited({ draft: wireDraft() })]);
    act(() => model().review());
    expect(types()).toContain(a.reviewOpened.type);
  });

  it('a valid wire with the window closed opens the modal instead; closing it closes it', () => {
    const { model, types } = renderModel([a.draftEdited({ draft: wireDraft() })], CLOSED);
    act(() => model().review());
    expect(model().closedModalOpen).toBe(true);
    expect(types()).not.toContain(a.reviewOpened.type);
    act(() => model().closeModal());
    expect(model().closedModalOpen).toBe(false);
  });

  it("the gateway's closed-window refusal opens the modal once (not the form's message)", () => {
    const { model } = renderModel(refusedWith(wireDraft(), TRANSFER_REFUSAL_TEXTS.wireWindowClosed, null));
    expect(model().closedModalOpen).toBe(true);
    expect(model().generalRefusal).toBeNull();
    act(() => model().closeModal());
    expect(model().closedModalOpen).toBe(false);
  });
});
