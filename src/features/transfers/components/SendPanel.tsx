// The Send side of the transfer page: the step the transfer is at (spec part 2 §2) — the form, the
// review, the confirmation, or the failure with Try Again — once the account's details and balances
// are in. The wire window runs on the page's clock from the gateway's last answer.
import { useSelector } from 'react-redux';
import { Spinner } from '../../../shared/ui/index';
import type { Account } from '../../accounts/index';
import { TRANSFER_MESSAGES as M } from '../messages';
import { selectBusinessHours, selectTransferClock } from '../transfers.selectors';
import { wireWindowView } from '../wireWindow';
import { ReviewStep } from './ReviewStep';
import { TransferForm } from './TransferForm';
import { TransferConfirmation, TransferFailure } from './TransferOutcome';
import { useSendContext } from './useSendContext';

export function SendPanel({ account }: { account: Account }) {
  const context = useSendContext(account);
  const hours = useSelector(selectBusinessHours);
  const now = useSelector(selectTransferClock);
  const view = wireWindowView(hours.hours, hours.receivedAt, now);
  const { lifecycle, details, offered, positionsStatus } = context;

  if (lifecycle.status === 'reviewing' || lifecycle.status === 'submitting') return <ReviewStep context={context} hours={view} />;
  if (lifecycle.status === 'confirmed') return <TransferConfirmation transfer={lifecycle.transfer} />;
  if (lifecycle.status === 'failed') return <TransferFailure attempt={lifecycle.attempt} />;
  if (!details) return <Spinner label={M.loadingDetails} />;
  if (offered.length === 0) return <p className="transfer__prompt">{M.nothingToSend}</p>;
  if (positionsStatus === 'failed') return <p className="transfer-field__error">{M.balancesFailed}</p>;
  if (positionsStatus !== 'succeeded') return <Spinner label={M.loadingBalances} />;
  return <TransferForm context={context} hours={view} />;
}
