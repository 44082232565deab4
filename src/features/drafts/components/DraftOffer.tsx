// The offer of a kept draft after signing in again (issue 28 item 5): "Restore your unsaved
// transfer?" with Restore and Discard, a labelled region at the top of the page, announced politely.
import { useDispatch, useSelector } from 'react-redux';
import { Card } from '../../../shared/ui/index';
import { draftsActions, selectOfferedDrafts } from '../drafts.slice';
import { DRAFT_MESSAGES as M } from '../messages';
import './DraftOffer.css';

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
              <button type="button" className="button button--secondary" onClick={() => dispatch(draftsActions.discardClicked({ form }))}>
                {M.discard}
              </button>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
