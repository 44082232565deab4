// The Send form (spec part 1 §5, part 2 §2–§6, §9): the asset (offered per entitlement), the wire
// window beside a wire, the destination, the amount cleaned as typed (digits and one dot, at most
// the asset's places) with the available balance, the fee and the USD estimate at the latest price.
// Each field's message shows once it was left or Review was pressed, in the order the gateway
// checks (the same shared rules); a refusal of the gateway shows under the field it names, every
// input kept. Review with the window CLOSED opens the spec's modal instead. What it shows and does
// is worked out by useTransferFormModel; this file is its markup.
import { useRef } from 'react';
import { MessageCard } from '../../../shared/ui/index';
import { useRestoredFormFocus } from '../../drafts/entry';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { TRANSFER_MESSAGES as M } from '../messages';
import type { WireWindowView } from '../wireWindow';
import { AssetField } from './AssetField';
import { ClosedWindowModal } from './ClosedWindowModal';
import { DecimalField } from './DecimalField';
import { DestinationField } from './DestinationField';
import type { SendContext } from './useSendContext';
import { useTransferFormModel } from './useTransferFormModel';
import { WireWindowNotice } from './WireWindowNotice';

export function TransferForm({ context, hours }: { context: SendContext; hours: WireWindowView | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useTransferFormModel(context, hours);
  const { draft, messageOf, touch } = form;
  useFocusFirstInvalid(formRef, form.reviewAttempts);
  useRestoredFormFocus('transfer', formRef);

  return (
    <form
      ref={formRef}
      className="transfer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.review();
      }}
    >
      <AssetField value={draft.asset} assets={form.offered} placeholder error={messageOf('asset')} onChange={form.chooseAsset} onBlur={() => touch('asset')} />
      {draft.kind === 'WIRE' && draft.asset && <WireWindowNotice view={hours} />}
      {form.disabling ? (
        <MessageCard status="warning" headerMsg={M.allowListDisabling} message={M.allowListDisablingDetail} />
      ) : (
        draft.asset && (
          <>
            {form.withdrawWarning && <p className="transfer-form__warning">{form.withdrawWarning}</p>}
            <DestinationField
              draft={draft}
              network={form.network}
              entry={form.destinations}
              choices={form.choices}
              directAllowed={form.directAllowed}
              accountsOffered={form.accountsOffered}
              accounts={form.accounts}
              error={messageOf('destination')}
              onChange={form.chooseDestination}
              onBlur={() => touch('destination')}
            />
            <DecimalField
              label={M.amount}
              hint={form.amountHint}
              error={messageOf('amount')}
              value={draft.amount}
              onChange={form.typeAmount}
              onBlur={() => touch('amount')}
            />
            <dl className="transfer-form__facts">
              <dt>{M.fee}</dt>
              <dd>
                {M.feeOf(form.fee)}
                {messageOf('fee') && <span className="transfer-field__error"> {messageOf('fee')}</span>}
              </dd>
              {draft.kind === 'DIGITAL_ASSET' && (
                <>
                  <dt>{M.estimate}</dt>
                  <dd>{form.estimateText}</dd>
                </>
              )}
            </dl>
          </>
        )
      )}
      {form.generalRefusal && (
        <p className="transfer-field__error" role="alert">
          {M.notSubmitted} {form.generalRefusal}
        </p>
      )}
      <div className="transfer-form__buttons">
        <button type="submit" className="button button--primary" disabled={form.disabling}>
          {M.review}
        </button>
      </div>
      <ClosedWindowModal open={form.closedModalOpen} onClose={form.closeModal} />
    </form>
  );
}
