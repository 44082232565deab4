// The frame every page about the selected account shares (transfer, Mint & Burn, saved
// instructions, documents): way back, title, the body once the account list is in, the page's events.
import { createAction } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import { AccountPage } from '../../../src/features/accounts/entry';
import { listed } from '../../builders/accounts';
import { renderWithStore } from '../../support/testStore';

const opened = createAction('test/pageOpened');
const closed = createAction('test/pageClosed');

function page(back?: { to: string; label: string }) {
  return (
    <AccountPage block="sample" title="Sample Page" opened={opened} closed={closed} back={back} aside={<p>A dialog</p>}>
      <p>The body</p>
    </AccountPage>
  );
}

describe('AccountPage', () => {
  it('while the account list loads: the title, a named spinner instead of the body, and the aside', () => {
    renderWithStore(page());
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Page' })).toHaveClass('sample__heading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts');
    expect(screen.queryByText('The body')).not.toBeInTheDocument();
    expect(screen.getByText('A dialog')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('once the list is in: the body; the way back when the page has one', () => {
    renderWithStore(page({ to: '/dashboard', label: 'Back to Account' }), { actions: [listed()] });
    expect(screen.getByText('The body')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: /Back to Account/ });
    expect(back).toHaveAttribute('href', '/dashboard');
    expect(back).toHaveClass('sample__back');
  });

  it('says when it is on screen: opened on mount, closed on unmount', () => {
    const { types, unmount } = renderWithStore(page(), { actions: [listed()] });
    expect(types()).toEqual(['test/pageOpened']);
    unmount();
    expect(types()).toEqual(['test/pageOpened', 'test/pageClosed']);
  });
});
