// The review step (spec part 2 §2): what will leave which account for where (another account of the
// firm, flag a2a: by its short name and number, no fee) — the amount, the fee,
// the USD estimate, the wire window's warning after 4:00 pm — then Go Back (the draft kept) or
// Submit. While the submit runs both wait and a spinner says so.
import { useDispatch, useSelector } from 'react-redux';
import { formatUsd, NOT_AVAILABLE } from '../../../shared/format/index';
import { LabelValueList, Spinner, type LabelValueRow } from '../../../shared/ui/index';
import { BEFORE_CLOSE_WARNING } from '../../../shared/validation/businessHours';
import { accountText, amountDecimals, isAccountTransfer, destinationChoices, displayAmount, draftFee, usdEstimate } from '../draft';
import { TRANSFER_MESSAGES as M } from '../messages';
import { selectPrice, type WithTransfers } from '../transfers.selectors';
import { transfersActions } from '../transfers.slice';
import type { WireWindowView } from '../wireWindow';
import { useFocusOnShow } from './useFocusOnShow';
import type { SendContext } from './useSendContext';

/** Where the draft goes: a direct address as typed, a saved one by nickname and detail, an account of the firm by short name and number. */
function destinationText({ draft, securities, destinations }: SendContext): string {
  const destination = draft.destination;
  if ('address' in destination) return destination.address.trim();
  if ('accountNumber' in destination) {
    const account = destinations.accounts.find((a) => a.acctNum === destination.accountNumber);
    return account ? accountText(account) : destination.accountNumber;
  }
  const saved = destinationChoices(draft, securities[draft.asset] ?? null, destinations).find((d) => d.id === destination.instructionId);
  return saved ? `${saved.nickname} (${saved.detail})` : NOT_AVAILABLE;
}

export function ReviewStep({ context, hours }: { context: SendContext; hours: WireWindowView | null }) {
  const dispatch = useDispatch();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const { draft, account, securities, lifecycle } = context;
  const price = useSelector((state: WithTransfers) => selectPrice(state, draft.asset));
  const security = securities[draft.asset] ?? null;
  const decimals = security ? amountDecimals(security) : 2;
  const submitting = lifecycle.status === 'submitting';
  const to = destinationText(context);
  // Between two accounts of the firm (flag a2a): both named the same way, short name and number.
  const betweenAccounts = isAccountTransfer(draft);
  const estimate = draft.kind === 'DIGITAL_ASSET' ? usdEstimate(draft.amount, decimals, price.price) : null;
  const rows: LabelValueRow[] = [
    { label: M.from, value: account.acctNum !== draft.accountNumber ? draft.accountNumber : betweenAccounts ? accountText({ shortName: account.accountShortName, acctNum: account.acctNum }) : `${account.accountDisplayName} (${account.acctNum})` },
    { label: M.asset, value: draft.asset },
    { label: M.amount, value: displayAmount(draft.amount, draft.asset) },
    // An address or a saved instruction's detail in the code face; an account of the firm as the From row reads.
    { label: M.to, value: betweenAccounts ? to : <span className="transfer-review__to">{to}</span> },
    { label: M.fee, value: M.feeOf(draftFee(draft)) },
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
