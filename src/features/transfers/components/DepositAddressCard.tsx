// A deposit address (spec part 2 §7, as the burn address of part 1 §2 shows one): the address in a
// monospace block that breaks anywhere, its Copy button ('Copied' for 5 s, 'Address copied'
// announced politely), its QR code and when it was generated (US/Eastern).
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { QRCodeSVG } from 'qrcode.react';
import type { InboundDepositAddressDto } from '../../../api/contract/transfers';
import { formatEasternDateTime } from '../../../shared/format/index';
import { Card } from '../../../shared/ui/index';
import { TRANSFER_MESSAGES as M } from '../messages';
import { receiveActions } from '../receive.slice';
import { selectDepositCopy } from '../transfers.selectors';

/** The QR code: 160 px, error correction M (a phone camera reads it off a screen at arm's length). */
export const DEPOSIT_QR = { size: 160, level: 'M' } as const;

export function DepositAddressCard({ address }: { address: InboundDepositAddressDto }) {
  const valueId = useId();
  const dispatch = useDispatch();
  const copy = useSelector(selectDepositCopy);
  const { walletAddress, availableDate, asset, network } = address;
  const copied = copy.copiedAddress === walletAddress;
  const failed = copy.failedAddress === walletAddress;
  const qrName = M.qrTitle(walletAddress);
  return (
    <Card as="section" className="deposit-address" aria-label={M.depositAddressTitle(asset, network)}>
      <h2 className="deposit-address__title">{M.depositAddressTitle(asset, network)}</h2>
      <div className="deposit-address__body">
        <QRCodeSVG value={walletAddress} size={DEPOSIT_QR.size} level={DEPOSIT_QR.level} title={qrName} role="img" aria-label={qrName} className="deposit-address__qr" />
        <div className="deposit-address__details">
          <code id={valueId} className="deposit-address__value">
            {walletAddress}
          </code>
          <div className="deposit-address__actions">
            <button type="button" className="button button--secondary" aria-describedby={valueId} onClick={() => dispatch(receiveActions.addressCopyRequested({ address: walletAddress }))}>
              {copied ? M.copied : M.copy}
            </button>
            <p className={failed ? 'transfer-field__error' : 'transfer-field__hint'} role="status" aria-live="polite">
              {copied ? M.addressCopied : failed ? M.copyFailed : ''}
            </p>
          </div>
          <p className="transfer-field__hint">
            {M.generatedAt} <time dateTime={availableDate}>{formatEasternDateTime(Date.parse(availableDate) / 1000)} ET</time>
          </p>
        </div>
      </div>
    </Card>
  );
}
