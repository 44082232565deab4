import { screen } from '@testing-library/react';
import { TraderUiPage } from '../../../src/features/shell/pages/TraderUiPage';
import { renderWithStore } from '../../support/testStore';
import { configLoaded } from '../../builders/config';

describe('TraderUiPage', () => {
  const open = jest.fn();
  beforeEach(() => {
    open.mockReset();
    jest.spyOn(window, 'open').mockImplementation(open);
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens an external trading UI in a new window, with a link in case it was blocked', () => {
    renderWithStore(<TraderUiPage />, {
      actions: [configLoaded({ traderUiUrl: 'https://trade.example.com/desk' })],
    });
    expect(open).toHaveBeenCalledWith('https://trade.example.com/desk', '_blank', 'noopener,noreferrer');
    expect(screen.getByText('The Trader UI opened in a new window.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Trader UI' })).toHaveAttribute('href', 'https://trade.example.com/desk');
  });

  it('refuses an address of another scheme and says so', () => {
    renderWithStore(<TraderUiPage />, {
      actions: [configLoaded({ traderUiUrl: 'javascript:alert(1)' })],
    });
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The Trader UI is not available at this time.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
