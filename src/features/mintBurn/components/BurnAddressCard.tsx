// The current burn address (spec part 1 §2, §4, §9): the address in a monospace block that breaks
// anywhere, its Copy button ('Copied' for 5 s, 'Address copied' announced politely), its QR code
// (122 px, error correction level L) and when it was generated, in US/Eastern labelled EST.
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { QRCodeSVG } from 'qrcode.react';
import { Card } from '../../../shared/ui/MessageCard';
import { formatEasternTimestamp } from '../format';
import { MINT_BURN_MESSAGES } from '../messages';
import { selectCopyFeedback } from '../mintBurn.selectors';
import { mintBurnActions } from '../mintBurn.slice';
import type { BurnAddress } from '../types';

const M = MINT_BURN_MESSAGES.burn;

/**
 * Spec part 1 §2: the QR code is 122 wide with error correction level L. qrcode.react raises the
 * level when the code would not grow ("boostLevel", on by default): off, so L is what is drawn.
 */
export const BURN_QR = { size: 122, level: 'L', boostLevel: false } as const;

function feedbackText(copied: boolean, failed: boolean): string {
  if (copied) return M.addressCopied;
  return failed ? M.copyFailed : '';
}

export function BurnAddressCard({ address }: { address: BurnAddress }) {
  const valueId = useId();
  const dispatch = useDispatch();
  const copy = useSelector(selectCopyFeedback);
  const { walletAddress, availableDate } = address;
  const copied = copy.copiedAddress === walletAddress;
  const failed = copy.failedAddress === walletAddress;
  const qrName = M.qrTitle(walletAddress);

  return (
    <Card className="burn-address">
      <div className="burn-address__qr">
        <QRCodeSVG
          value={walletAddress}
          size={BURN_QR.size}
          level={BURN_QR.level}
          boostLevel={BURN_QR.boostLevel}
          title={qrName}
          role="img"
          aria-label={qrName}
        />
      </div>
      <div className="burn-address__details">
        <code id={valueId} className="burn-address__value">
          {walletAddress}
        </code>
        <div className="burn-address__actions">
          <button
            type="button"
            className="button button--secondary burn-address__copy"
            aria-describedby={valueId}
            onClick={() => dispatch(mintBurnActions.addressCopyRequested({ address: walletAddress }))}
          >
            {copied ? M.copied : M.copy}
          </button>
          <p className={failed ? 'burn-address__feedback burn-address__feedback--failed' : 'burn-address__feedback'} role="status" aria-live="polite">
            {feedbackText(copied, failed)}
          </p>
        </div>
        <p className="burn-address__generated">
          {M.generatedAt} <time dateTime={availableDate}>{formatEasternTimestamp(availableDate)}</time>
        </p>
      </div>
    </Card>
  );
}
