import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsBanner } from '../../../src/features/shell/components/AlertsBanner';
import { selectAlerts } from '../../../src/features/system/index';
import { systemActions } from '../../../src/features/system/system.slice';
import { renderWithStore } from '../../support/testStore';

const raised = systemActions.alertRaised;

describe('AlertsBanner', () => {
  const actions = [
    raised({ alert: { id: 'e1', severity: 'error', title: 'Error', code: '1205', message: 'The wire window is closed.', raisedAt: 1 } }),
    raised({ alert: { id: 's1', severity: 'success', message: 'Instruction saved.', raisedAt: 2 } }),
  ];

  it('shows each alert with code, title and message in a live region; errors as role="alert"', () => {
    renderWithStore(<AlertsBanner />, { actions });
    const region = screen.getByRole('region', { name: 'Alerts' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const error = within(region).getByRole('alert');
    expect(error).toHaveTextContent('Error 1205 The wire window is closed.');
    expect(error).toHaveClass('alert--error');
    const success = within(region).getByText('Instruction saved.').closest('.alert');
    expect(success).toHaveClass('alert--success');
    expect(success).not.toHaveAttribute('role');
  });

  it('dismisses an alert through systemActions.alertDismissed', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<AlertsBanner />, { actions });
    const error = screen.getByRole('alert');
    await user.click(within(error).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectAlerts(store.getState()).map((a) => a.id)).toEqual(['s1']);
  });

  it('shows at most 10 alerts open (spec part 2 §9): the 11th and 12th push the oldest out', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => raised({ alert: { id: `w${i + 1}`, severity: 'warning', message: `Warning number ${i + 1}.`, raisedAt: i + 1 } }));
    renderWithStore(<AlertsBanner />, { actions: twelve });
    const region = screen.getByRole('region', { name: 'Alerts' });
    const shown = within(region).getAllByText(/^Warning number \d+\.$/).map((el) => el.textContent);
    expect(shown).toHaveLength(10);
    expect(shown).toEqual(Array.from({ length: 10 }, (_, i) => `Warning number ${i + 3}.`));
  });

  it('keeps the live region in the page when there are no alerts', () => {
    renderWithStore(<AlertsBanner />);
    expect(screen.getByRole('region', { name: 'Alerts' })).toBeEmptyDOMElement();
  });
});
