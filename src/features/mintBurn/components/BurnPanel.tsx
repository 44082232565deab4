// The Burn tab (spec part 1 §1–§2, §4, §8): the steps, the account name and number, the current
// burn address with its QR code, the Generate Burn Address button (disabled while generating) and
// the historical addresses. A failed history shows no addresses and still the button.
import { useDispatch, useSelector } from 'react-redux';
import { Spinner } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { MINT_BURN_MESSAGES } from '../messages';
import { selectBurnAddresses, selectBurnHistoryStatus, selectIsGenerating, type WithMintBurn } from '../mintBurn.selectors';
import { mintBurnActions } from '../mintBurn.slice';
import { AccountFacts } from './AccountFacts';
import { BurnAddressCard } from './BurnAddressCard';
import { BurnAddressHistory } from './BurnAddressHistory';
import { MintBurnSection } from './MintBurnSection';

const M = MINT_BURN_MESSAGES.burn;

export function BurnPanel({ account }: { account: Account }) {
  const dispatch = useDispatch();
  const { acctNum } = account;
  const status = useSelector((state: WithMintBurn) => selectBurnHistoryStatus(state, acctNum));
  const addresses = useSelector((state: WithMintBurn) => selectBurnAddresses(state, acctNum));
  const generating = useSelector(selectIsGenerating);
  const current = addresses[0] ?? null;
  const loading = status === 'idle' || status === 'pending';

  let currentAddress = <p className="mint-burn__prompt">{M.noAddress}</p>;
  if (current) currentAddress = <BurnAddressCard address={current} />;
  else if (loading) currentAddress = <Spinner label={M.loadingAddresses} />;

  return (
    <MintBurnSection level="panel" title={M.title}>
      <MintBurnSection level="group" title={M.stepsTitle}>
        <ol className="mint-burn__steps">
          {M.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </MintBurnSection>
      <AccountFacts account={account} />
      <MintBurnSection level="group" title={M.addressTitle}>
        {currentAddress}
        <div className="mint-burn__generate">
          <button
            type="button"
            className="button button--primary"
            disabled={generating}
            onClick={() => dispatch(mintBurnActions.burnAddressRequested({ acctNum }))}
          >
            {M.generate}
          </button>
          {generating && <Spinner label={M.generating} />}
        </div>
      </MintBurnSection>
      {!loading && <BurnAddressHistory addresses={addresses} />}
    </MintBurnSection>
  );
}
