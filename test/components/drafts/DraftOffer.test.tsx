// The offer of a kept draft (src/features/drafts/components/DraftOffer.tsx): its exact text in a
// labelled region, Restore and Discard as buttons reached by keyboard, putting their intents; no
// offer, no region.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftOffer } from '../../../src/features/drafts/entry';
import { DRAFT_MESSAGES, draftsActions } from '../../../src/features/drafts/index';
import { sessionActions } from '../../../src/features/session/index';
import { renderWithStore } from '../../support/testStore';

const offered = [sessionActions.signedIn({ username: 'ana', via: 'signIn' }), draftsActions.draftOffered({ form: 'transfer' })];

describe('the offer of a kept draft', () => {
  it('asks "Restore your unsaved transfer?" in a region named by it, with Restore and Discard', () => {
    expect(DRAFT_MESSAGES.offer.transfer).toBe('Restore your unsaved transfer?');
    renderWithStore(<DraftOffer />, { actions: offered });
    const region = screen.getByRole('region', { name: 'Restore your unsaved transfer?' });
    expect(region).toHaveTextContent('Restore your unsaved transfer?');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('Restore and Discard, by keyboard, put their intents with the form name only', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderWithStore(<DraftOffer />, { actions: offered });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Restore' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard(' ');
    expect(dispatched).toEqual(expect.arrayContaining([draftsActions.restoreClicked({ form: 'transfer' }), draftsActions.discardClicked({ form: 'transfer' })]));
  });

  it('shows nothing with no draft offered, and goes when the offer is answered', () => {
    const { store } = renderWithStore(<DraftOffer />, { actions: offered });
    expect(screen.getByRole('region')).toBeInTheDocument();
    act(() => {
      store.dispatch(draftsActions.draftDiscarded({ form: 'transfer' }));
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Restore your unsaved transfer?')).toBeNull();
  });
});
