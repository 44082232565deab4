import { act, screen } from '@testing-library/react';
import { GlobalSpinner } from '../../../src/features/shell/components/GlobalSpinner';
import { StablecoinTermsNote } from '../../../src/features/shell/components/StablecoinTermsNote';
import { systemActions } from '../../../src/features/system/system.slice';
import { renderWithStore } from '../../support/testStore';
import { flagsOn } from '../../builders/flags';

describe('GlobalSpinner', () => {
  it("overlays a 'Loading…' status while the spinner is shown", () => {
    const { store } = renderWithStore(<GlobalSpinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(systemActions.spinnerShown());
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => {
      store.dispatch(systemActions.spinnerHidden());
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('StablecoinTermsNote', () => {
  it('is hidden while the stablecoinTerms flag is off', () => {
    renderWithStore(<StablecoinTermsNote />, { actions: [flagsOn('MarketMaker')] });
    expect(screen.queryByRole('complementary', { name: 'Stablecoin terms' })).not.toBeInTheDocument();
  });

  it('shows the FIDD terms note when the flag is on', () => {
    renderWithStore(<StablecoinTermsNote />, { actions: [flagsOn('stablecoinTerms')] });
    const note = screen.getByRole('complementary', { name: 'Stablecoin terms' });
    expect(note).toHaveTextContent('FIDD is a dollar-backed stablecoin redeemable 1:1 for U.S. dollars');
    expect(screen.getByRole('link', { name: 'Read the FIDD Terms' })).toHaveAttribute('target', '_blank');
  });
});
