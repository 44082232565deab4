// The SECURITY page by role and visible text: the sessions table (this one marked, Sign out on the
// others), "Sign out all other sessions" behind its confirmation, the events table, the spinners,
// the load failures with Try Again, a sign-out's outcome read out; a raw user agent stays text.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { securityActions as A } from '../../../src/features/security/index';
import SecurityPage from '../../../src/features/security/pages/SecurityPage';
import { EVENTS, SESSIONS, pageReadyEvents, securityEvent, session } from '../../builders/security';
import { renderWithStore } from '../../support/testStore';

function renderPage(actions: readonly AnyAction[] = []) {
  const view = renderWithStore(<SecurityPage />, { actions });
  const put = (...more: AnyAction[]) => act(() => more.forEach((a) => view.store.dispatch(a)));
  const sent = (type: string) => view.dispatched.filter((a) => a.type === type);
  return { ...view, put, sent };
}

const sessionsTable = () => screen.getByRole('table', { name: 'Signed-in sessions' });
/** The sign-out's outcome, in the sessions' section (the passkeys' section has its own: issue 26). */
const sessionsOutcome = () => within(screen.getByRole('region', { name: 'Your sessions' })).getByRole('status');
const eventsTable = () => screen.getByRole('table', { name: 'Security events of the last 30 days' });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the SECURITY page', () => {
  it('says it opened; its headings; a spinner for each list while it loads', () => {
    const { sent } = renderPage([A.pageOpened(), A.sessionsRequested(), A.eventsRequested()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your sessions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Security events' })).toBeInTheDocument();
    expect(screen.getByText('Loading sessions')).toBeInTheDocument();
    expect(screen.getByText('Loading security events')).toBeInTheDocument();
    expect(sent(A.pageOpened.type)).toHaveLength(1);
  });

  it('lists the sessions: browser and device, address, started and last active in ET, this one marked, Sign out on the others', () => {
    renderPage(pageReadyEvents());
    expect(within(sessionsTable()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Browser and device', 'Action', 'Address', 'Started', 'Last active']);
    expect(rowTexts(sessionsTable())).toEqual([
      ['Chrome on macOS', 'This session', '203.0.113.10', '03/02/2026 9:00 AM', '03/02/2026 10:30 AM'],
      ['Firefox on Windows', 'Sign out', '198.51.100.20', '03/01/2026 8:00 AM', '03/02/2026 7:05 AM'],
      ['Safari on iPhone', 'Sign out', '2001:db8::42', '02/28/2026 12:00 PM', '02/28/2026 12:10 PM'],
    ]);
    expect(within(sessionsTable()).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Sign out Firefox on Windows at 198.51.100.20',
      'Sign out Safari on iPhone at 2001:db8::42',
    ]);
  });

  it('Sign out asks for that session by its public id; while it runs, the buttons wait and the row says so', async () => {
    const { sent, put } = renderPage(pageReadyEvents());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Firefox on Windows at 198.51.100.20' }));
    expect(sent(A.signOutClicked.type).map((a) => a.payload)).toEqual([{ sessionId: SESSIONS[1]?.id }]);
    put(A.signOutRequested({ target: { kind: 'one', sessionId: SESSIONS[1]?.id as string } }));
    expect(screen.getByRole('button', { name: 'Sign out Firefox on Windows at 198.51.100.20' })).toHaveTextContent('Signing out…');
    expect(screen.getByRole('button', { name: 'Sign out Safari on iPhone at 2001:db8::42' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    put(A.signOutSucceeded({ target: { kind: 'one', sessionId: SESSIONS[1]?.id as string }, ended: 1 }));
    expect(sessionsOutcome()).toHaveTextContent('Signed out of 1 session.');
    expect(rowTexts(sessionsTable()).map((r) => r[0])).toEqual(['Chrome on macOS', 'Safari on iPhone']);
  });

  it('"Sign out all other sessions" asks first: Cancel closes, the confirmation’s button signs them out', async () => {
    const { sent, put } = renderPage(pageReadyEvents());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(sent(A.signOutOthersClicked.type)).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other sessions?' });
    expect(dialog).toHaveTextContent('Your 2 other sessions will be signed out. Anyone using them will have to sign in again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(sent(A.signOutOthersConfirmed.type)).toHaveLength(1);
    put(A.signOutRequested({ target: { kind: 'others' } }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    put(A.signOutSucceeded({ target: { kind: 'others' }, ended: 2 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionsOutcome()).toHaveTextContent('Signed out of 2 sessions.');
    expect(rowTexts(sessionsTable())).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });

  it('one other session: the confirmation says so; a failed sign-out says what to do', async () => {
    const { put } = renderPage(pageReadyEvents([SESSIONS[0], SESSIONS[1]] as typeof SESSIONS));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your other session will be signed out. Anyone using it will have to sign in again.');
    put(A.signOutRequested({ target: { kind: 'others' } }), A.signOutFailed({ target: { kind: 'others' }, error: 'The session could not be signed out. Please try again.' }));
    expect(sessionsOutcome()).toHaveTextContent('The session could not be signed out. Please try again.');
  });

  it('only this session: no "Sign out all other sessions"', () => {
    renderPage(pageReadyEvents([session()]));
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
    expect(screen.getByText('This session')).toBeInTheDocument();
  });

  it('lists the events of the last 30 days: time in ET, what happened, outcome, address, browser and device', () => {
    renderPage(pageReadyEvents());
    expect(within(eventsTable()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time (ET)', 'Event', 'Outcome', 'Address', 'Browser and device']);
    expect(rowTexts(eventsTable())).toEqual([
      ['03/02/2026 9:00 AM', 'Signed in with a password', 'Succeeded', '203.0.113.10', 'Chrome on macOS'],
      ['03/02/2026 8:58 AM', 'Sign-in refused: wrong password', 'Failed', '203.0.113.10', 'Chrome on macOS'],
      ['03/01/2026 8:00 AM', 'Session signed out from the SECURITY page', 'Succeeded', '198.51.100.20', 'Firefox on Windows'],
    ]);
  });

  it('an unknown client: "Unknown" and "Unknown browser"; a user agent it does not know, as text (never markup)', () => {
    renderPage(pageReadyEvents(SESSIONS, [securityEvent({ kind: 'lockout', outcome: 'failure', detail: 'codes', address: null, userAgent: null }), securityEvent({ kind: 'pushExpired', outcome: 'failure', detail: null, userAgent: '<img src=x onerror=alert(1)>' })]));
    expect(rowTexts(eventsTable())).toEqual([
      ['03/02/2026 9:00 AM', 'Locked out after too many wrong codes', 'Failed', 'Unknown', 'Unknown browser'],
      ['03/02/2026 9:00 AM', 'Push notification expired', 'Failed', '203.0.113.10', '<img src=x onerror=alert(1)>'],
    ]);
    expect(eventsTable().querySelector('img')).toBeNull();
  });

  it('no events: says so', () => {
    renderPage(pageReadyEvents(SESSIONS, []));
    expect(within(eventsTable()).getByText('No security events in the last 30 days')).toBeInTheDocument();
  });

  it('a failed load shows its text with Try Again, in place of its table only', async () => {
    const { sent } = renderPage([A.pageOpened(), A.sessionsRequested(), A.sessionsFailed(), A.eventsRequested(), A.eventsLoaded({ events: EVENTS })]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your sessions at this time.');
    expect(eventsTable()).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(sent(A.reloadRequested.type)).toHaveLength(1);
  });

  it('events that failed to load say so', () => {
    renderPage([...pageReadyEvents(), A.eventsFailed()].filter((a) => a.type !== A.eventsLoaded.type));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load your security events at this time.');
  });
});
