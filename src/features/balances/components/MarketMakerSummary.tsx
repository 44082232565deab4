// A market-maker account's dashboard (spec part 2 §2, §4: no positions load for it): the account
// summary and a pointer to Mint & Burn, linked while the Mint & Burn area is switched on.
import { useId } from 'react';
import { Link } from '../../../shared/ui/Link';
import { LabelValueList } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { BALANCES_MESSAGES as M } from '../messages';
import './AccountSummary.css';

interface MarketMakerSummaryProps {
  account: Account;
  mintBurnAvailable: boolean;
}

export function MarketMakerSummary({ account, mintBurnAvailable }: MarketMakerSummaryProps) {
  const headingId = useId();
  const F = M.accountFields;
  return (
    <section className="account-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-summary__title">
        {M.marketMakerTitle}
      </h2>
      <LabelValueList
        rows={[
          { label: F.name, value: account.accountDisplayName },
          { label: F.number, value: account.acctNum },
          { label: F.type, value: M.accountTypes[account.accountType] },
          { label: F.firm, value: account.firmName },
        ]}
      />
      <p>{M.marketMakerNote}</p>
      {mintBurnAvailable && (
        <p>
          <Link to="/mint-burn">{M.goToMintBurn}</Link>
        </p>
      )}
    </section>
  );
}
