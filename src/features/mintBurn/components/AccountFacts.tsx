// The account name and number both tabs show (spec part 1 §2).
import { LabelValueList } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { MINT_BURN_MESSAGES as M } from '../messages';

export function AccountFacts({ account }: { account: Account }) {
  return (
    <LabelValueList
      className="mint-burn__account"
      rows={[
        { label: M.accountName, value: account.accountDisplayName },
        { label: M.accountNumber, value: account.acctNum },
      ]}
    />
  );
}
