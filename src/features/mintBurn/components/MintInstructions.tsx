// The Mint tab (spec part 1 §1–§2): wire USD to the provider's bank account with the For the Benefit
// of and For Final Credit to SWIFT details; the minted FIDD goes to the address in Saved
// Instructions — named (the account's active saved addresses on FIDD's network, or none yet with
// the link to add one) while mm-sdai is on; off, a market maker has no saved addresses and the note
// names none (issue 27); the account name and number; the provider's bank account details
// (fetched per account number, label/value pairs).
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link } from '../../../shared/ui/Link';
import { LabelValueList, MessageCard, Spinner, type LabelValueRow } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { MINT_BURN_MESSAGES } from '../messages';
import { selectMintDestination, selectMintDetails, type MintDestination, type WithMintBurn } from '../mintBurn.selectors';
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

type DestinationState = Parameters<typeof selectMintDestination>[0];

function SavedInstructionsLink({ children }: { children: string }) {
  return <Link to={MINT_BURN_ROUTES.digitalAssetInstructions}>{children}</Link>;
}

/** Where minted FIDD goes: the note, and while mm-sdai is on the addresses it means. */
function MintDestinationNote({ destination }: { destination: MintDestination }) {
  const introId = useId();
  if (destination.kind === 'unnamed') return <p className="mint-burn__note">{M.custodianAddressNote}</p>;
  return (
    <div className="mint-burn__destination">
      <p className="mint-burn__note">
        {M.savedInstructionsNoteStart}
        <SavedInstructionsLink>{M.savedInstructionsLink}</SavedInstructionsLink>
        {M.savedInstructionsNoteEnd}
      </p>
      {destination.kind === 'loading' && <Spinner label={M.loadingDestinations} />}
      {destination.kind === 'failed' && <p role="alert">{M.destinationsFailed}</p>}
      {destination.kind === 'none' && (
        <p>
          {destination.network ? M.noDestination(destination.network) : M.noDestinationNetwork}{' '}
          <SavedInstructionsLink>{M.addDestination}</SavedInstructionsLink>
        </p>
      )}
      {destination.kind === 'addresses' && (
        <>
          <p id={introId}>{destination.addresses.length === 1 ? M.destinationsIntro(destination.network) : M.destinationsIntroMany(destination.network)}</p>
          <ul className="mint-burn__destinations" aria-labelledby={introId}>
            {destination.addresses.map((a) => (
              <li key={a.addressId}>
                <strong>{a.nickname}</strong> <span className="mint-burn__destination-address">{a.address}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function MintInstructions({ account }: { account: Account }) {
  const { status, details } = useSelector((state: WithMintBurn) => selectMintDetails(state, account.acctNum));
  const destination = useSelector((state: DestinationState) => selectMintDestination(state, account.acctNum));
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
      <MintDestinationNote destination={destination} />
      <MintBurnSection level="group" title={M.accountTitle}>
        <AccountFacts account={account} />
      </MintBurnSection>
      {loaded && <Titled title={M.bankDetailsTitle} pairs={loaded.bankAccountDetails} />}
    </MintBurnSection>
  );
}
