// The offer of a kept draft (src/features/drafts/components/DraftOffer.tsx): its exact text in a
// labelled region (each form's wording), Restore and Discard as buttons reached by keyboard, putting
// their intents; Discard moves the focus to the page's heading; no offer, no region.
import { act, screen, within } from '@testing-library/react';
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

describe('the offer of each form (issue 28: the other forms)', () => {
  const WORDINGS = [
    ['transfer', 'Restore your unsaved transfer?'],
    ['wireInstruction', 'Restore your unsaved wire instruction?'],
    ['digitalAssetInstruction', 'Restore your unsaved digital asset instruction?'],
    ['travelRule', 'Restore your unsaved travel rule information?'],
  ] as const;

  it.each(WORDINGS)('%s: "%s" in a region named by it, Restore putting its intent', async (form, text) => {
    expect(DRAFT_MESSAGES.offer[form]).toBe(text);
    const { dispatched } = renderWithStore(<DraftOffer />, { actions: [offered[0]!, draftsActions.draftOffered({ form })] });
    const region = screen.getByRole('region', { name: text });
    await userEvent.click(within(region).getByRole('button', { name: 'Restore' }));
    expect(dispatched).toContainEqual(draftsActions.restoreClicked({ form }));
  });

  it('several offered: one region each, in the order found', () => {
    renderWithStore(<DraftOffer />, { actions: [offered[0]!, ...WORDINGS.map(([form]) => draftsActions.draftOffered({ form }))] });
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual(WORDINGS.map(([form]) => `draft-offer-${form}`));
  });

  it('Discard moves the focus to the page\'s main heading (the button pressed goes away)', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <>
        <DraftOffer />
        <main>
          <h1>Dashboard</h1>
        </main>
      </>,
      { actions: [offered[0]!, draftsActions.draftOffered({ form: 'wireInstruction' })] },
    );
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });

  it('Discard on a page with no main heading leaves the focus where the browser puts it', async () => {
    renderWithStore(<DraftOffer />, { actions: [offered[0]!, draftsActions.draftOffered({ form: 'travelRule' })] });
    await expect(userEvent.click(screen.getByRole('button', { name: 'Discard' }))).resolves.toBeUndefined();
  });
});
