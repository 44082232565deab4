// The Receive side of the transfer page (spec part 2 §7 createDigitalInboundDepositAddress): the
// digital assets the account receives, the asset's deposit warning, the cost basis per unit the
// client declares (cleaned as a USD amount; it starts at the latest price), and Generate Deposit
// Address, which makes a new address for each request; the address shows with its QR code and Copy.
// A failure with no answer offers Try Again, which sends the same request (the same request id).
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SecurityDto } from '../../../api/contract/securities';
import { Spinner } from '../../../shared/ui/index';
import { cleanAmount, USD_AMOUNT_DECIMALS, validateCostBasis } from '../../../shared/validation/transferAmount';
import { selectSecurityEntities, selectSelectedAccountDetails, type Account } from '../../accounts/index';
import { TRANSFER_MESSAGES as M } from '../messages';
import { receiveActions } from '../receive.slice';
import { selectDeposit, selectReceiveDraft } from '../transfers.selectors';
import { DepositAddressCard } from './DepositAddressCard';
import { AssetField } from './AssetField';
import { DecimalField } from './DecimalField';

export function ReceivePanel({ account }: { account: Account }) {
  const dispatch = useDispatch();
  const details = useSelector(selectSelectedAccountDetails);
  const securities = useSelector(selectSecurityEntities) as Record<string, SecurityDto | undefined>;
  const draft = useSelector(selectReceiveDraft);
  const deposit = useSelector(selectDeposit);
  const [showError, setShowError] = useState(false);
  const receivable = (details?.toaInEnabledAssets ?? []).filter((a) => securities[a.symbol]?.type === 'commodity' && securities[a.symbol]?.status === 'ACTIVE');
  const first = receivable[0]?.symbol;

  const choose = (asset: string) => dispatch(receiveActions.receiveAssetChosen({ asset }));
  // The first asset is chosen when the form has none yet (the page opened, another account).
  useEffect(() => {
    if (!draft.asset && first) dispatch(receiveActions.receiveAssetOffered({ asset: first }));
  });

  if (!details) return <Spinner label={M.loadingDetails} />;
  if (receivable.length === 0) return <p className="transfer__prompt">{M.nothingToReceive}</p>;
  const security = securities[draft.asset];
  const problem = validateCostBasis(draft.costBasis);
  const generating = deposit.status === 'generating';
  const shown = deposit.status !== 'idle' && deposit.request.accountNumber === account.acctNum && deposit.request.asset === draft.asset ? deposit : null;

  return (
    <form
      className="transfer-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problem) setShowError(true);
        else dispatch(receiveActions.depositAddressRequested({ accountNumber: account.acctNum }));
      }}
    >
      <AssetField value={draft.asset} assets={receivable} onChange={choose} />
      {security?.uiConfig.warningMessages.deposit && <p className="transfer-form__warning">{security.uiConfig.warningMessages.deposit}</p>}
      <DecimalField
        label={M.costBasis}
        hint={M.costBasisHint}
        error={showError ? problem : undefined}
        value={draft.costBasis}
        onChange={(typed) => dispatch(receiveActions.costBasisEdited({ costBasis: cleanAmount(typed, USD_AMOUNT_DECIMALS) }))}
        onBlur={() => setShowError(true)}
      />
      <div className="transfer-form__buttons">
        <button type="submit" className="button button--primary" disabled={generating}>
          {M.generate}
        </button>
      </div>
      {generating && <Spinner label={M.generating} />}
      {shown?.status === 'generated' && <DepositAddressCard address={shown.address} />}
      {shown?.status === 'failed' && (
        <div className="transfer-outcome__failed" role="alert">
          <p className="transfer-field__error">
            {M.depositFailed} {shown.message}
          </p>
          {shown.retryable && (
            <button type="button" className="button button--secondary" onClick={() => dispatch(receiveActions.depositAddressRetryRequested())}>
              {M.tryAgain}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
