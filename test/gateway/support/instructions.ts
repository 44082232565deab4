// Saved-instruction bodies the gateway tests send.
import { randomUUID } from 'node:crypto';
import { ACCOUNTS } from './accounts';

/** A valid digital asset instruction (demo.plain's custody account, Ethereum, a new sdaiUUID), with `more` laid over it. */
export const ethAddressBody = (more: object = {}) => ({
  accountNumber: ACCOUNTS.plainCustody,
  sdaiUUID: randomUUID(),
  nickname: 'ETH operations',
  network: 'Ethereum',
  recipientAddress: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  destination: 'Self-Managed Wallet',
  beneficiaryFullName: 'Harborline Capital – Main Custody',
  ...more,
});
