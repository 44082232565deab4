// The offer of a kept draft after signing in again (issue 28 item 5): "Restore your unsaved
// transfer?" (or wire instruction, digital asset instruction, travel rule information) with Restore
// and Discard, a labelled region at the top of the page, announced politely. Restore moves the
// focus to the restored form's first field (useRestoredFormFocus); Discard to the page's heading,
// as the buttons pressed go away.
import { useDispatch, useSelector } from 'react-redux';
import { Card } from '../../../shared/ui/index';
import { draftsActions, selectOfferedDrafts } from '../drafts.slice';
import { DRAFT_MESSAGES as M } from '../messages';
import './DraftOffer.css';

/** The page's main heading takes the focus (focusable by script only). */
function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

export function DraftOffer() {
  const offered = useSelector(selectOfferedDrafts);
  const dispatch = useDispatch();
  return (
    <div aria-live="polite">
      {offered.map((form) => {
        const id = `draft-offer-${form}`;
        return (
          <Card as="section" className="draft-offer" aria-labelledby={id} key={form}>
            <p className="draft-offer__text" id={id}>
              {M.offer[form]}
            </p>
            <div className="draft-offer__buttons">
              <button type="button" className="button button--primary" onClick={() => dispatch(draftsActions.restoreClicked({ form }))}>
                {M.restore}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  dispatch(draftsActions.discardClicked({ form }));
                  focusMainHeading();
                }}
              >
                {M.discard}
              </button>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
