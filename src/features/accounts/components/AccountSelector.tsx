// The account selector (spec part 2 §2): labelled 'Select Account', each option the display name
// and account number; under it the selected account's firm name, followed by ' - Transparent
// Address' when that feature is on. Market-maker accounts are grouped apart from the others.
import { type ChangeEvent, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectAllAccounts,
  selectMarketMakerAccounts,
  selectNonMarketMakerAccounts,
  selectSelectedAccount,
  selectSelectedAccountDetails,
} from '../accounts.selectors';
import { accountsActions } from '../accounts.slice';
import { ACCOUNTS_MESSAGES as M } from '../messages';
import type { Account } from '../types';
import '../../../shared/ui/FormControl.css';
import './AccountSelector.css';

interface AccountSelectorProps {
  /** Offer only these accounts (Mint & Burn offers the market-maker ones); all accounts by default. */
  accounts?: readonly Account[];
  className?: string;
  /** Keeps the firm's line in place (empty) while no account is selected, so nothing below moves when one is. */
  reserveFirmLine?: boolean;
  /** A page's note after an account's name and number (the DOCUMENTS page: how many documents it has). */
  optionNote?: (acctNum: string) => string | undefined;
}

function options(accounts: readonly Account[], note: AccountSelectorProps['optionNote']) {
  return accounts.map((a) => {
    const extra = note?.(a.acctNum);
    return (
      <option key={a.acctNum} value={a.acctNum}>
        {M.accountOption(a.accountDisplayName, a.acctNum)}
        {extra ? ` — ${extra}` : ''}
      </option>
    );
  });
}

export function AccountSelector({ accounts: offered, className, reserveFirmLine = false, optionNote }: AccountSelectorProps) {
  const id = useId();
  const dispatch = useDispatch();
  const all = useSelector(selectAllAccounts);
  const marketMaker = useSelector(selectMarketMakerAccounts);
  const others = useSelector(selectNonMarketMakerAccounts);
  const selected = useSelector(selectSelectedAccount);
  const details = useSelector(selectSelectedAccountDetails);
  const list = offered ?? all;
  const isOffered = selected !== null && list.some((a) => a.acctNum === selected.acctNum);
  const grouped = !offered && marketMaker.length > 0 && others.length > 0;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) dispatch(accountsActions.accountSelected({ acctNum: event.target.value, source: 'user' }));
  };

  return (
    <div className={className ? `account-selector ${className}` : 'account-selector'}>
      <label className="account-selector__label" htmlFor={id}>
        {M.selectAccount}
      </label>
      <select id={id} className="form-control account-selector__select" value={isOffered ? selected.acctNum : ''} onChange={onChange}>
        {!isOffered && <option value="" disabled />}
        {grouped ? (
          <>
            <optgroup label={M.otherAccounts}>{options(others, optionNote)}</optgroup>
            <optgroup label={M.marketMakerAccounts}>{options(marketMaker, optionNote)}</optgroup>
          </>
        ) : (
          options(list, optionNote)
        )}
      </select>
      {isOffered ? (
        <p className="account-selector__firm">
          {selected.firmName}
          {details?.transparentAddressEnabled ? M.transparentAddress : ''}
        </p>
      ) : (
        reserveFirmLine && (
          <p className="account-selector__firm" aria-hidden="true">
            {'\u00a0'}
          </p>
        )
      )}
    </div>
  );
}
