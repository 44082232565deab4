// The review step (spec part 2 §2): what will leave which account for where — the amount, the fee,
// the USD estimate, the wire window's warning after 4:00 pm — then Go Back (the draft kept) or
// Submit. While the submit runs both wait and a spinner says so.
import { useDispatch, useSelector } from 'react-redux';
import { formatUsd, NOT_AVAILABLE } from '../../../shared/format/index';
import { LabelValueList, Spinner, type LabelValueRow } from '../../../shared/ui/index';
import { BEFORE_CLOSE_WARNING } from '../../../shared/validation/businessHours';
import { amountDecimals, destinationChoices, displayAmount, feeOf, usdEstimate } from '../draft';
import { TRANSFER_MESSAGES as M } from '../messages';
import { selectPrice, type WithTransfers } from '../transfers.selectors';
import { transfersActions } from '../transfers.slice';
import type { WireWindowView } from '../wireWindow';
import { useFocusOnShow } from './useFocusOnShow';
import type { SendContext } from './useSendContext';

export function ReviewStep({ context, hours }: { context: SendContext; hours: WireWindowView | null }) {
  const dispatch = useDispatch();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const { draft, account, securities, destinations, lifecycle } = context;
  const price = useSelector((state: WithTransfers) => selectPrice(state, draft.asset));
  const security = securities[draft.asset] ?? null;
  const decimals = security ? amountDecimals(security) : 2;
  const submitting = lifecycle.status === 'submitting';
  const saved = 'instructionId' in draft.destination ? destinationChoices(draft, security, destinations).find((d) => 'instructionId' in draft.destination && d.id === draft.destination.instructionId) : undefined;
  const to = 'address' in draft.destination ? draft.destination.address.trim() : saved ? `${saved.nickname} (${saved.detail})` : NOT_AVAILABLE;
  const estimate = draft.kind === 'DIGITAL_ASSET' ? usdEstimate(draft.amount, decimals, price.price) : null;
  const rows: LabelValueRow[] = [
    { label: M.from, value: account.acctNum === draft.accountNumber ? `${account.accountDisplayName} (${account.acctNum})` : draft.accountNumber },
    { label: M.asset, value: draft.asset },
    { label: M.amount, value: displayAmount(draft.amount, draft.asset) },
    { label: M.to, value: <span className="transfer-review__to">{to}</span> },
    { label: M.fee, value: M.feeOf(feeOf(draft.kind)) },
    ...(draft.kind === 'DIGITAL_ASSET' ? [{ label: M.estimate, value: estimate === null ? M.estimateUnavailable : formatUsd(estimate) }] : []),
  ];
  return (
    <section className="transfer-review" aria-labelledby="transfer-review-heading">
      <h2 id="transfer-review-heading" ref={heading} tabIndex={-1} className="transfer__step-heading">
        {M.reviewTitle}
      </h2>
      <p>{M.reviewIntro}</p>
      <LabelValueList rows={rows} />
      {draft.kind === 'WIRE' && hours?.status === 'BEFORE_CLOSE' && <p className="wire-window__warning">{BEFORE_CLOSE_WARNING}</p>}
      {submitting && <Spinner label={M.submitting} />}
      <div className="transfer-form__buttons">
        <button type="button" className="button button--secondary" disabled={submitting} onClick={() => dispatch(transfersActions.reviewClosed())}>
          {M.goBack}
        </button>
        <button type="button" className="button button--primary" disabled={submitting} onClick={() => dispatch(transfersActions.submitRequested())}>
          {M.submit}
        </button>
      </div>
    </section>
  );
}
