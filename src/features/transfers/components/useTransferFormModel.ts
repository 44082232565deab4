// What the Send form shows and does, apart from its markup: the chosen asset's security, places and
// network, the destinations offered, each field's message (once it was left or Review was pressed,
// in the order the gateway checks — the same shared rules; a refusal of the gateway under the field
// it names), the fee, the USD estimate at the latest price, the refusals that are not a field's, and
// the edits: another asset (its fields' messages wait until they are left again), Review (the
// messages, the closed-window modal, or the review step).
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { A2A_FLAG, TRANSFER_REFUSAL_TEXTS } from '../../../api/contract/transfers';
import { formatAmount, formatUsd, NOT_AVAILABLE } from '../../../shared/format/index';
import { cleanAmount } from '../../../shared/validation/transferAmount';
import { selectFlag, type SystemState } from '../../system/index';
import { accountChoices, amountDecimals, isAccountTransfer, destinationChoices, draftFee, draftProblems, usdEstimate, type DraftField } from '../draft';
import { TRANSFER_MESSAGES as M } from '../messages';
import { selectPrice, type WithTransfers } from '../transfers.selectors';
import { transfersActions } from '../transfers.slice';
import type { TransferDraft } from '../types';
import type { WireWindowView } from '../wireWindow';
import type { SendContext } from './useSendContext';

/** The gateway's field names (body.<field>: …) as the form's fields. */
const REFUSED_FIELD: Record<string, DraftField> = {
  amount: 'amount',
  address: 'destination',
  addressId: 'destination',
  accountInstructionId: 'destination',
  destinationAccountNumber: 'destination',
  asset: 'asset',
};

export function useTransferFormModel(context: SendContext, hours: WireWindowView | null) {
  const dispatch = useDispatch();
  const { draft, lifecycle, offered, securities, details, destinations, availableOf } = context;
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  /** How many times Review found problems: from the first, every field shows its message. */
  const [reviewAttempts, setReviewAttempts] = useState(0);
  const [closedModal, setClosedModal] = useState(false);
  const price = useSelector((state: WithTransfers) => selectPrice(state, draft.asset));
  const a2a = useSelector((state: { system: SystemState }) => selectFlag(state, A2A_FLAG));
  const refusal = lifecycle.status === 'refused' ? lifecycle : null;
  const [dismissedRefusal, setDismissedRefusal] = useState<typeof refusal>(null);

  const security = securities[draft.asset] ?? null;
  const decimals = security ? amountDecimals(security) : 2;
  const choices = destinationChoices(draft, security, destinations);
  // The flag off: no other account is offered, and a draft to one (the flag went off) is not valid.
  const accounts = a2a ? accountChoices(draft, destinations.accounts) : [];
  const problems = draftProblems(draft, { security, available: availableOf(draft.asset), usdAvailable: availableOf('USD'), destinations: choices, accounts });
  const refusedField = refusal?.field ? REFUSED_FIELD[refusal.field] : undefined;
  const windowClosedRefused = refusal !== null && refusal.message === TRANSFER_REFUSAL_TEXTS.wireWindowClosed;
  const available = availableOf(draft.asset);
  const estimate = draft.kind === 'DIGITAL_ASSET' ? usdEstimate(draft.amount, decimals, price.price) : null;

  const messageOf = (field: DraftField): string | undefined =>
    (reviewAttempts > 0 || touched.has(field) ? problems[field] : undefined) ?? (refusedField === field ? refusal?.message : undefined);
  const edit = (next: Partial<TransferDraft>) => dispatch(transfersActions.draftEdited({ draft: { ...draft, ...next } }));

  return {
    draft,
    offered,
    destinations,
    /** The asset's warning for a send, if it has one (not between two accounts of the firm: nothing is broadcast). */
    withdrawWarning: isAccountTransfer(draft) ? null : (security?.uiConfig.warningMessages.withdraw ?? null),
    network: security?.network?.name ?? '',
    choices,
    /** Flag a2a and a digital asset: another account of the firm may be chosen (those that receive the asset). */
    accountsOffered: a2a && draft.kind === 'DIGITAL_ASSET',
    accounts,
    /** The available balance under the amount. */
    amountHint: available !== null ? M.available(formatAmount(available, decimals), draft.asset) : undefined,
    /** The allow-list is being turned off: no digital-asset send meanwhile. */
    disabling: draft.kind === 'DIGITAL_ASSET' && details?.aaEnabled === 'PENDING_DISABLEMENT',
    /** The account's allow-list is off: an address may be typed in. */
    directAllowed: draft.kind === 'DIGITAL_ASSET' && details?.aaEnabled === 'DISABLED',
    fee: draftFee(draft),
    /** The USD estimate of a digital-asset send at the latest price. */
    estimateText: price.status === 'failed' ? M.estimateUnavailable : estimate === null ? NOT_AVAILABLE : formatUsd(estimate),
    /** A refusal of the gateway that names no field (the closed window has its modal). */
    generalRefusal: refusal && !refusedField && !windowClosedRefused ? refusal.message : null,
    closedModalOpen: closedModal || (windowClosedRefused && dismissedRefusal !== refusal),
    reviewAttempts,
    messageOf,
    touch: (field: DraftField) => setTouched((before) => new Set(before).add(field)),
    chooseDestination: (destination: TransferDraft['destination']) => edit({ destination }),
    /** The amount as typed, cleaned: digits and one dot, at most the asset's places. */
    typeAmount: (typed: string) => edit({ amount: cleanAmount(typed, decimals) }),
    chooseAsset: (symbol: string) => {
      const asset = offered.find((a) => a.symbol === symbol);
      const chosen = securities[symbol];
      // Another asset: other fields, so their messages wait until they are left again.
      setTouched(new Set());
      setReviewAttempts(0);
      edit({ asset: symbol, kind: asset?.kind ?? draft.kind, amount: chosen ? cleanAmount(draft.amount, amountDecimals(chosen)) : draft.amount, destination: { instructionId: '' } });
    },
    review: () => {
      if (Object.keys(problems).length > 0) setReviewAttempts((n) => n + 1);
      else if (draft.kind === 'WIRE' && hours?.status === 'CLOSED') setClosedModal(true);
      else dispatch(transfersActions.reviewOpened());
    },
    closeModal: () => {
      setClosedModal(false);
      setDismissedRefusal(refusal);
    },
  };
}
