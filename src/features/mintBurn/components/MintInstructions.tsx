// The Mint tab (spec part 1 §1–§2): wire USD to the provider's bank account with the For the Benefit
// of and For Final Credit to SWIFT details; the minted FIDD goes to the address in Saved
// Instructions; the account name and number; the provider's bank account details (fetched per
// account number, label/value pairs).
import { useSelector } from 'react-redux';
import { Link } from '../../../shared/ui/Link';
import { LabelValueList, MessageCard, Spinner, type LabelValueRow } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { MINT_BURN_MESSAGES } from '../messages';
import { selectMintDetails, type WithMintBurn } from '../mintBurn.selectors';
import { MINT_BURN_ROUTES } from '../routes';
import type { LabelValue } from '../types';
import { AccountFacts } from './AccountFacts';
import { MintBurnSection } from './MintBurnSection';

const M = MINT_BURN_MESSAGES.mint;

const rowsOf = (pairs: readonly LabelValue[]): LabelValueRow[] => pairs.map(({ label, value }) => ({ label, value }));

function Titled({ title, pairs }: { title: string; pairs: readonly LabelValue[] }) {
  return (
    <MintBurnSection level="group" title={title}>
      <LabelValueList rows={rowsOf(pairs)} />
    </MintBurnSection>
  );
}

export function MintInstructions({ account }: { account: Account }) {
  const { status, details } = useSelector((state: WithMintBurn) => selectMintDetails(state, account.acctNum));
  const loaded = status === 'succeeded' ? details : null;

  return (
    <MintBurnSection level="panel" title={M.title}>
      <p>{M.instructions}</p>
      {status === 'failed' && (
        <div role="alert">
          <MessageCard status="error" headerMsg={M.detailsFailedHeader} message={M.detailsFailed} />
        </div>
      )}
      {status !== 'failed' && !loaded && <Spinner label={M.loadingDetails} />}
      {loaded && (
        <>
          <Titled title={M.forTheBenefitOf} pairs={loaded.wireInstructions.forTheBenefitOf} />
          <Titled title={M.forFinalCreditTo} pairs={loaded.wireInstructions.forFinalCreditTo} />
        </>
      )}
      <p className="mint-burn__note">
        {M.savedInstructionsNoteStart}
        <Link to={MINT_BURN_ROUTES.digitalAssetInstructions}>{M.savedInstructionsLink}</Link>
        {M.savedInstructionsNoteEnd}
      </p>
      <MintBurnSection level="group" title={M.accountTitle}>
        <AccountFacts account={account} />
      </MintBurnSection>
      {loaded && <Titled title={M.bankDetailsTitle} pairs={loaded.bankAccountDetails} />}
    </MintBurnSection>
  );
}
