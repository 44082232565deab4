// How a submit ended (spec part 2 §2): the confirmation with the reference id (submitted, waiting
// for a checker: maker-checker, or — between two accounts of the firm, flag a2a — completed), or — when no answer came — what that means and Try Again, which
// sends the same request (the same idempotency key), so the transfer is never made twice.
import { useDispatch } from 'react-redux';
import type { TransferDto } from '../../../api/contract/transfers';
import { compactMask, displayAmount } from '../draft';
import { Card, LabelValueList } from '../../../shared/ui/index';
import { TRANSFER_MESSAGES as M } from '../messages';
import { transfersActions } from '../transfers.slice';
import { useFocusOnShow } from './useFocusOnShow';

const destinationText = ({ nickname, masked }: TransferDto['destination']) => (nickname ? `${nickname} (${compactMask(masked)})` : compactMask(masked));

export function TransferConfirmation({ transfer }: { transfer: TransferDto }) {
  const dispatch = useDispatch();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const pending = transfer.status === 'PENDING_APPROVAL';
  // Between two accounts of the firm, booked at once (flag a2a).
  const settled = transfer.status === 'SETTLED';
  return (
    <Card as="section" className="transfer-outcome" aria-labelledby="transfer-outcome-heading">
      <h2 id="transfer-outcome-heading" ref={heading} tabIndex={-1} className="transfer__step-heading">
        {pending ? M.pendingApprovalTitle : settled ? M.settledTitle : M.confirmedTitle}
      </h2>
      <p className="transfer-outcome__text">{pending ? M.pendingApprovalText : settled ? M.settledText : M.confirmedText}</p>
      <LabelValueList
        rows={[
          { label: M.referenceId, value: <strong className="transfer-outcome__reference">{transfer.referenceId}</strong> },
          { label: M.status, value: M.statusText[transfer.status] },
          { label: M.amount, value: displayAmount(transfer.amount, transfer.asset) },
          { label: M.fee, value: M.feeOf(transfer.fee.amount) },
          { label: M.to, value: destinationText(transfer.destination) },
        ]}
      />
      <div className="transfer-form__buttons">
        <button type="button" className="button button--primary" onClick={() => dispatch(transfersActions.transferDismissed())}>
          {M.newTransfer}
        </button>
      </div>
    </Card>
  );
}

export function TransferFailure({ attempt }: { attempt: number }) {
  const dispatch = useDispatch();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Card as="section" className="transfer-outcome transfer-outcome--failed" aria-labelledby="transfer-failure-heading">
      <h2 id="transfer-failure-heading" ref={heading} tabIndex={-1} className="transfer__step-heading">
        {M.failedTitle}
      </h2>
      {/* An alert: the one message of a submit that got no answer (issue 28's fault journeys), read out as it shows. */}
      <p role="alert" className="transfer-outcome__text transfer-outcome__text--failed">
        {M.failedText}
      </p>
      <p className="transfer-field__hint">{M.attempt(attempt)}</p>
      <div className="transfer-form__buttons">
        <button type="button" className="button button--secondary" onClick={() => dispatch(transfersActions.reviewClosed())}>
          {M.goBack}
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch(transfersActions.submitRetryRequested())}>
          {M.tryAgain}
        </button>
      </div>
    </Card>
  );
}
