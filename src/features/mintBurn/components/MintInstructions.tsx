// The Mint tab (spec part 1 §1–§2): wire USD to the provider's bank account with the For the Benefit
// of and For Final Credit to SWIFT details; the minted FIDD goes to the address in Saved
// Instructions; the account name and number; the provider's bank account details (fetched per
// account number, label/value pairs).
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LabelValueList, MessageCard, Spinner, type LabelValueRow } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { MINT_BURN_MESSAGES } from '../messages';
import { selectMintDetails, type WithMintBurn } from '../mintBurn.selectors';
import { MINT_BURN_ROUTES } from '../routes';
import type { LabelValue } from '../types';
import { AccountFacts } from './AccountFacts';

const M = MINT_BURN_MESSAGES.mint;

const rowsOf = (pairs: readonly LabelValue[]): LabelValueRow[] => pairs.map(({ label, value }) => ({ label, value }));

function Titled({ title, pairs }: { title: string; pairs: readonly LabelValue[] }) {
  const id = useId();
  return (
    <section className="mint-burn__group" aria-labelledby={id}>
      <h3 id={id} className="mint-burn__subtitle">
        {title}
      </h3>
      <LabelValueList rows={rowsOf(pairs)} />
    </section>
  );
}

export function MintInstructions({ account }: { account: Account }) {
  const headingId = useId();
  const accountHeadingId = useId();
  const { status, details } = useSelector((state: WithMintBurn) => selectMintDetails(state, account.acctNum));
  const loaded = status === 'succeeded' ? details : null;

  return (
    <section className="mint-burn__panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="mint-burn__title">
        {M.title}
      </h2>
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
      <section className="mint-burn__group" aria-labelledby={accountHeadingId}>
        <h3 id={accountHeadingId} className="mint-burn__subtitle">
          {M.accountTitle}
        </h3>
        <AccountFacts account={account} />
      </section>
      {loaded && <Titled title={M.bankDetailsTitle} pairs={loaded.bankAccountDetails} />}
    </section>
  );
}
