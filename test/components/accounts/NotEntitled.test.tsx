import { render, screen } from '@testing-library/react';
import { NotEntitled } from '../../../src/features/accounts/entry';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';

describe('NotEntitled', () => {
  it('says the page is not permitted and to switch accounts, with room for a selector', () => {
    render(
      <NotEntitled>
        <button type="button">Switch</button>
      </NotEntitled>,
    );
    expect(screen.getByRole('heading', { name: 'You are not entitled to view this page.' })).toBeInTheDocument();
    expect(screen.getByText('This account does not have access to this feature. Switch accounts to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SUPPORT_CONTACTS.email })).not.toBeInTheDocument();
  });

  it('the Client Service variant lists the contacts instead', () => {
    render(<NotEntitled help="contactSupport" />);
    expect(screen.getByText('You are not entitled to view this page.')).toBeInTheDocument();
    expect(screen.getByText('If you need assistance, please contact our Client Service Team:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_CONTACTS.email })).toBeInTheDocument();
    expect(screen.queryByText(/Switch accounts to continue/)).not.toBeInTheDocument();
  });
});
