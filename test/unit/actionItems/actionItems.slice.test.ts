// The action-items reducer as a state machine, and its selectors before the reducer is registered.
import {
  actionItemsActions as A,
  actionItemsReducer,
  initialActionItemsState,
  selectActionItemList,
  selectActionItemsPageOpen,
  selectActionItemsTab,
  selectCountries,
  selectOpenedItem,
  selectSubmission,
  type ActionItemsState,
} from '../../../src/features/actionItems/index';
import { sessionActions } from '../../../src/features/session/index';
import { decided, depositItem, listReadyEvents, wireInstructionItem } from '../../builders/actionItems';

const run = (...actions: Array<{ type: string }>) => actions.reduce<ActionItemsState>((s, a) => actionItemsReducer(s, a), initialActionItemsState);
const ITEMS = [wireInstructionItem(), depositItem()];
const view = (state: ActionItemsState) => ({ actionItems: state });

describe('actionItems reducer', () => {
  it('before the reducer is registered, the selectors read the initial state', () => {
    expect(selectActionItemsPageOpen({})).toBe(false);
    expect(selectActionItemsTab({})).toBe('PENDING');
    expect(selectActionItemList({}, 'HISTORY')).toEqual({ status: 'idle', problem: null, rows: [] });
    expect(selectOpenedItem({})).toBeNull();
    expect(selectSubmission({}).status).toBe('idle');
    expect(selectCountries({}).items).toEqual([]);
  });

  it('a list answer counts only while its list loads', () => {
    const loaded = run(...listReadyEvents(ITEMS));
    expect(run(...listReadyEvents(ITEMS), A.listLoaded({ tab: 'PENDING', items: [] })).lists.PENDING.ids).toEqual(loaded.lists.PENDING.ids);
    expect(run(...listReadyEvents(ITEMS), A.listFailed({ tab: 'PENDING', problem: 'failed' })).lists.PENDING.status).toBe('succeeded');
    expect(run(A.listRequested({ tab: 'HISTORY' }), A.listFailed({ tab: 'HISTORY', problem: 'notEntitled' })).lists.HISTORY).toMatchObject({ status: 'failed', problem: 'notEntitled' });
  });

  it('opens only an item of the active tab; a tab change or leaving the page closes the dialog', () => {
    expect(run(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: 'nope' })).opened).toBeNull();
    const opened = run(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: 'req-wire' }));
    expect(selectOpenedItem(view(opened))).toEqual({ item: ITEMS[0], tab: 'PENDING' });
    expect(actionItemsReducer(opened, A.tabSelected({ tab: 'HISTORY' })).opened).toBeNull();
    expect(actionItemsReducer(opened, A.pageClosed())).toMatchObject({ opened: null, pageOpen: false });
    // The opened item left its list (a reload): the dialog has nothing to show.
    expect(selectOpenedItem(view(actionItemsReducer(opened, A.listRequested({ tab: 'PENDING' }))))).toBeNull();
  });

  it('while a decision runs the dialog cannot be closed, and opening another keeps the decision', () => {
    const sending = run(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: 'req-wire' }), A.decisionRequested({ referenceId: 'req-wire' }));
    expect(actionItemsReducer(sending, A.itemClosed()).opened?.referenceId).toBe('req-wire');
    expect(actionItemsReducer(sending, A.itemOpened({ referenceId: 'IN-7C2A91F0' })).submission).toEqual(sending.submission);
    const failed = actionItemsReducer(sending, A.decisionFailed({ referenceId: 'req-wire', error: 'No.' }));
    expect(actionItemsReducer(failed, A.itemClosed())).toMatchObject({ opened: null, submission: initialActionItemsState.submission });
  });

  it("another decision's answer changes nothing; a success for an item whose dialog is not open leaves the dialog", () => {
    const sending = run(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: 'IN-7C2A91F0' }), A.decisionRequested({ referenceId: 'req-wire' }));
    expect(actionItemsReducer(sending, A.decisionSucceeded({ item: decided(depositItem(), 'APPROVED') }))).toBe(sending);
    expect(actionItemsReducer(sending, A.decisionFailed({ referenceId: 'IN-7C2A91F0', error: 'x' }))).toBe(sending);
    const done = actionItemsReducer(sending, A.decisionSucceeded({ item: decided(wireInstructionItem(), 'APPROVED') }));
    expect(done.opened?.referenceId).toBe('IN-7C2A91F0');
    expect(done.lists.PENDING.ids).toEqual(['IN-7C2A91F0']);
    expect(actionItemsReducer(done, A.decisionSucceeded({ item: decided(wireInstructionItem(), 'APPROVED') }))).toBe(done);
  });

  it('countries: loaded, failed; logging out forgets everything', () => {
    const countries = [{ name: 'Switzerland', codeTwo: 'CH' }];
    expect(run(A.countriesLoaded({ items: countries })).countries).toEqual({ status: 'succeeded', items: countries });
    expect(run(A.countriesFailed()).countries.status).toBe('failed');
    expect(run(...listReadyEvents(ITEMS), sessionActions.loggedOut())).toEqual(initialActionItemsState);
  });
});

describe('a restored travel-rule draft (issue 28)', () => {
  const restored = A.draftRestored({ referenceId: 'IN-7C2A91F0', values: { firstName: 'Ada' } });
  const pending = (items = ITEMS) => [A.listRequested({ tab: 'PENDING' }), A.listLoaded({ tab: 'PENDING', items })];

  it('switches to Pending and opens its deposit once Pending lists it, with the values until the dialog closes', () => {
    const waiting = run(A.pageOpened(), A.tabSelected({ tab: 'HISTORY' }), restored);
    expect(waiting).toMatchObject({ tab: 'PENDING', opened: null, restoredDraft: { referenceId: 'IN-7C2A91F0', values: { firstName: 'Ada' } } });
    const open = run(A.pageOpened(), restored, ...pending());
    expect(open.opened).toEqual({ referenceId: 'IN-7C2A91F0', tab: 'PENDING' });
    expect(open.restoredDraft?.referenceId).toBe('IN-7C2A91F0');
    for (const closing of [A.itemClosed(), A.tabSelected({ tab: 'HISTORY' }), A.pageClosed()]) expect(actionItemsReducer(open, closing).restoredDraft).toBeNull();
  });

  it('forgets it when Pending no longer lists the deposit or the user may not review it; History or another open dialog leaves it waiting', () => {
    expect(run(restored, ...pending([wireInstructionItem()])).restoredDraft).toBeNull();
    expect(run(restored, ...pending([depositItem({ actionable: false })])).restoredDraft).toBeNull();
    expect(run(restored, ...pending([depositItem({ status: 'APPROVED' })])).opened).toBeNull();
    expect(run(restored, A.listRequested({ tab: 'HISTORY' }), A.listLoaded({ tab: 'HISTORY', items: ITEMS })).restoredDraft).not.toBeNull();
    const otherOpen = run(...listReadyEvents(ITEMS), A.itemOpened({ referenceId: 'req-wire' }));
    const state = [restored, ...pending()].reduce(actionItemsReducer, { ...otherOpen, opened: { referenceId: 'req-wire', tab: 'PENDING' as const } });
    expect(state.opened?.referenceId).toBe('IN-7C2A91F0');
  });

  it('its deposit decided forgets it', () => {
    const open = run(restored, ...pending(), A.decisionRequested({ referenceId: 'IN-7C2A91F0' }));
    expect(actionItemsReducer(open, A.decisionSucceeded({ item: depositItem() })).restoredDraft).toBeNull();
    const other = run(restored, A.decisionRequested({ referenceId: 'req-wire' }));
    expect(actionItemsReducer(other, A.decisionSucceeded({ item: wireInstructionItem() })).restoredDraft).not.toBeNull();
  });
});
