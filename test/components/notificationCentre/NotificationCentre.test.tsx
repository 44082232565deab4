// The notification centre's bell and panel by role and visible text (issue 27): the bell's count in
// its accessible name; the panel lists title, time in dd-MMM-yyyy h:mm:ss a ET, "New", the text with
// https links only, Dismiss per notification (disabled while it runs, its failure beside it); the
// spinner, the empty list, a failed load with Try Again; Escape closes it.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationCentreActions as A } from '../../../src/features/notificationCentre/index';
import { NotificationBell, NotificationPanel } from '../../../src/features/notificationCentre/entry';
import { aNotification, listOf } from '../../builders/notifications';
import { renderWithStore } from '../../support/testStore';

function renderCentre(actions: readonly AnyAction[] = []) {
  const view = renderWithStore(
    <>
      <NotificationBell className="nav-menu__link" />
      <NotificationPanel />
    </>,
    { actions },
  );
  const put = (...more: AnyAction[]) => act(() => more.forEach((a) => view.store.dispatch(a)));
  const sent = (type: string) => view.dispatched.filter((a) => a.type === type);
  return { ...view, put, sent, user: userEvent.setup() };
}

const HOLIDAY = aNotification('U-2', {
  title: 'Holiday wire cut-off',
  message: 'Send by 1:00 pm ET. Details: link=[https://status.example.com/holidays] and link=[javascript:alert(1)]',
  severity: 'yellow',
  createdAt: '2026-11-29T06:05:32.000Z',
});
const STATEMENTS = aNotification('U-1', { title: 'Statements ready', read: true, createdAt: '2026-11-27T14:00:00.000Z' });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });

describe('the bell', () => {
  it('says how many are unread in its name, and nothing when none are', () => {
    const { put } = renderCentre([A.listLoaded(listOf([HOLIDAY, STATEMENTS]))]);
    const bell = screen.getByRole('button', { name: 'NOTIFICATIONS 1 unread' });
    expect(within(bell).getByText('1')).toHaveClass('notification-bell__count');
    put(A.listLoaded(listOf([STATEMENTS])));
    expect(screen.getByRole('button', { name: 'NOTIFICATIONS' })).toHaveTextContent(/^NOTIFICATIONS$/);
    expect(screen.queryByText('unread')).not.toBeInTheDocument();
  });

  it('in the phone’s toolbar (compact) is a bell with the count, named as the word', () => {
    renderWithStore(<NotificationBell className="mobile-toolbar__notifications" compact />, { actions: [A.listLoaded(listOf([HOLIDAY, STATEMENTS]))] });
    const bell = screen.getByRole('button', { name: 'NOTIFICATIONS 1 unread' });
    expect(within(bell).getByText('1')).toHaveClass('notification-bell__count');
    expect(within(bell).getByText('NOTIFICATIONS')).toHaveClass('visually-hidden');
    expect(bell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the panel', async () => {
    const { user, sent } = renderCentre([A.listLoaded(listOf([HOLIDAY]))]);
    await user.click(screen.getByRole('button', { name: 'NOTIFICATIONS 1 unread' }));
    expect(sent(A.panelOpened.type)).toHaveLength(1);
    expect(panel()).toBeInTheDocument();
  });
});

describe('the panel', () => {
  it('lists each notification: title, New, the time in ET with seconds, its text with https links only', () => {
    renderCentre([A.listLoaded(listOf([HOLIDAY, STATEMENTS])), A.panelOpened()]);
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Holiday wire cut-offNew', 'Statements ready']);
    expect(within(items[0] as HTMLElement).getByText('29-Nov-2026 1:05:32 AM ET')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('27-Nov-2026 9:00:00 AM ET')).toBeInTheDocument();
    const links = within(items[0] as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://status.example.com/holidays']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(items[0]).toHaveTextContent('javascript:alert(1)');
  });

  it('dismisses one (the button disabled while it runs), and says so beside it when that fails', async () => {
    const { user, sent, put } = renderCentre([A.listLoaded(listOf([HOLIDAY, STATEMENTS])), A.panelOpened()]);
    await user.click(screen.getByRole('button', { name: 'Dismiss “Holiday wire cut-off”' }));
    expect(sent(A.dismissClicked.type).map((a) => (a.payload as { id: string }).id)).toEqual(['U-2']);
    expect(screen.getByRole('button', { name: 'Dismiss “Holiday wire cut-off”' })).toBeDisabled();
    put(A.dismissFailed({ id: 'U-2' }));
    const item = screen.getByRole('heading', { name: /Holiday wire cut-off/ }).closest('li') as HTMLElement;
    expect(within(item).getByRole('alert')).toHaveTextContent('The notification could not be dismissed. Please try again.');
    expect(screen.getByRole('button', { name: 'Dismiss “Holiday wire cut-off”' })).toBeEnabled();
    put(A.dismissSucceeded({ id: 'U-2', list: listOf([STATEMENTS]) }));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a spinner while the first list loads, then the empty list', () => {
    const { put } = renderCentre([A.panelOpened(), A.listRequested()]);
    expect(within(panel()).getByText('Loading your notifications')).toBeInTheDocument();
    put(A.listLoaded(listOf([])));
    expect(within(panel()).getByText('You have no notifications.')).toBeInTheDocument();
  });

  it('says a failed load in place, with Try Again', async () => {
    const { user, sent } = renderCentre([A.panelOpened(), A.listFailed()]);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    await user.click(within(panel()).getByRole('button', { name: 'Try Again' }));
    expect(sent(A.retryRequested.type)).toHaveLength(1);
  });

  it('closes with Escape or Close', async () => {
    const { user, sent, put } = renderCentre([A.listLoaded(listOf([STATEMENTS])), A.panelOpened()]);
    await user.keyboard('{Escape}');
    expect(sent(A.panelClosed.type)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    put(A.panelOpened());
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(sent(A.panelClosed.type)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
