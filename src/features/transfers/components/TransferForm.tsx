// The Send form (spec part 1 §5, part 2 §2–§6, §9): the asset (offered per entitlement), the wire
// window beside a wire, the destination, the amount cleaned as typed (digits and one dot, at most
// the asset's places) with the available balance, the fee and the USD estimate at the latest price.
// Each field's message shows once it was left or Review was pressed, in the order the gateway
// checks (the same shared rules); a refusal of the gateway shows under the field it names, every
// input kept. Review with the window CLOSED opens the spec's modal instead.
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TRANSFER_REFUSAL_TEXTS } from '../../../api/contract/transfers';
import { formatAmount, formatUsd, NOT_AVAILABLE } from '../../../shared/format/index';
import { MessageCard } from '../../../shared/ui/index';
import { cleanAmount } from '../../../shared/validation/transferAmount';
import { amountDecimals, destinationChoices, draftProblems, feeOf, usdEstimate, type DraftField } from '../draft';
import { TRANSFER_MESSAGES as M } from '../messages';
import { selectPrice, type WithTransfers } from '../transfers.selectors';
import { transfersActions } from '../transfers.slice';
import type { TransferDraft } from '../types';
import type { WireWindowView } from '../wireWindow';
import { ClosedWindowModal } from './ClosedWindowModal';
import { DestinationField } from './DestinationField';
import { AssetField, DecimalField } from './FormFields';
import type { SendContext } from './useSendContext';
import { WireWindowNotice } from './WireWindowNotice';

/** The gateway's field names (body.<field>: …) as the form's fields. */
const REFUSED_FIELD: Record<string, DraftField> = { amount: 'amount', address: 'destination', addressId: 'destination', accountInstructionId: 'destination', asset: 'asset' };

export function TransferForm({ context, hours }: { context: SendContext; hours: WireWindowView | null }) {
  const dispatch = useDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, lifecycle, offered, securities, details, destinations, availableOf } = context;
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [showAll, setShowAll] = useState(0);
  const [closedModal, setClosedModal] = useState(false);
  const price = useSelector((state: WithTransfers) => selectPrice(state, draft.asset));
  const refusal = lifecycle.status === 'refused' ? lifecycle : null;
  const [dismissedRefusal, setDismissedRefusal] = useState<typeof refusal>(null);

  useEffect(() => {
    if (showAll > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [showAll]);

  const security = securities[draft.asset] ?? null;
  const decimals = security ? amountDecimals(security) : 2;
  const network = security?.network?.name ?? '';
  const choices = destinationChoices(draft, security, destinations);
  const problems = draftProblems(draft, { security, available: availableOf(draft.asset), usdAvailable: availableOf('USD'), destinations: choices });
  const refusedField = refusal?.field ? REFUSED_FIELD[refusal.field] : undefined;
  const messageOf = (field: DraftField) => (showAll > 0 || touched.has(field) ? problems[field] : undefined) ?? (refusedField === field ? refusal?.message : undefined);
  const touch = (field: DraftField) => setTouched((before) => new Set(before).add(field));
  const edit = (next: Partial<TransferDraft>) => dispatch(transfersActions.draftEdited({ draft: { ...draft, ...next } }));

  const chooseAsset = (symbol: string) => {
    const asset = offered.find((a) => a.symbol === symbol);
    const chosen = securities[symbol];
    // Another asset: other fields, so their messages wait until they are left again.
    setTouched(new Set());
    setShowAll(0);
    edit({ asset: symbol, kind: asset?.kind ?? draft.kind, amount: chosen ? cleanAmount(draft.amount, amountDecimals(chosen)) : draft.amount, destination: { instructionId: '' } });
  };

  const review = () => {
    if (Object.keys(problems).length > 0) setShowAll((n) => n + 1);
    else if (draft.kind === 'WIRE' && hours?.status === 'CLOSED') setClosedModal(true);
    else dispatch(transfersActions.reviewOpened());
  };

  const disabling = draft.kind === 'DIGITAL_ASSET' && details?.aaEnabled === 'PENDING_DISABLEMENT';
  const windowClosedRefusal = refusal !== null && refusal.message === TRANSFER_REFUSAL_TEXTS.wireWindowClosed && dismissedRefusal !== refusal;
  const generalRefusal = refusal && !refusedField && refusal.message !== TRANSFER_REFUSAL_TEXTS.wireWindowClosed ? refusal.message : null;
  const fee = feeOf(draft.kind);
  const estimate = draft.kind === 'DIGITAL_ASSET' ? usdEstimate(draft.amount, decimals, price.price) : null;
  const available = availableOf(draft.asset);

  return (
    <form
      ref={formRef}
      className="transfer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <AssetField value={draft.asset} assets={offered} placeholder error={messageOf('asset')} onChange={chooseAsset} onBlur={() => touch('asset')} />
      {draft.kind === 'WIRE' && draft.asset && <WireWindowNotice view={hours} />}
      {disabling ? (
        <MessageCard status="warning" headerMsg={M.allowListDisabling} message={M.allowListDisablingDetail} />
      ) : (
        draft.asset && (
          <>
            {security?.uiConfig.warningMessages.withdraw && <p className="transfer-form__warning">{security.uiConfig.warningMessages.withdraw}</p>}
            <DestinationField
              draft={draft}
              network={network}
              entry={destinations}
              choices={choices}
              directAllowed={draft.kind === 'DIGITAL_ASSET' && details?.aaEnabled === 'DISABLED'}
              error={messageOf('destination')}
              onChange={(destination) => edit({ destination })}
              onBlur={() => touch('destination')}
            />
            <DecimalField
              label={M.amount}
              hint={available !== null ? M.available(formatAmount(available, decimals), draft.asset) : undefined}
              error={messageOf('amount')}
              value={draft.amount}
              onChange={(typed) => edit({ amount: cleanAmount(typed, decimals) })}
              onBlur={() => touch('amount')}
            />
            <dl className="transfer-form__facts">
              <dt>{M.fee}</dt>
              <dd>
                {M.feeOf(fee)}
                {messageOf('fee') && <span className="transfer-field__error"> {messageOf('fee')}</span>}
              </dd>
              {draft.kind === 'DIGITAL_ASSET' && (
                <>
                  <dt>{M.estimate}</dt>
                  <dd>{price.status === 'failed' ? M.estimateUnavailable : estimate === null ? NOT_AVAILABLE : formatUsd(estimate)}</dd>
                </>
              )}
            </dl>
          </>
        )
      )}
      {generalRefusal && (
        <p className="transfer-field__error" role="alert">
          {M.notSubmitted} {generalRefusal}
        </p>
      )}
      <div className="transfer-form__buttons">
        <button type="submit" className="button button--primary" disabled={disabling}>
          {M.review}
        </button>
      </div>
      <ClosedWindowModal
        open={closedModal || windowClosedRefusal}
        onClose={() => {
          setClosedModal(false);
          setDismissedRefusal(refusal);
        }}
      />
    </form>
  );
}
