// Mint & Burn answers in the gateway contract's shapes.
import type { HistoricalAddressDto, MintAccountDetailsDto } from '../../src/api/contract/mintBurn';

export function mintDetails(acctNum: string): MintAccountDetailsDto {
  return {
    wireInstructions: {
      forTheBenefitOf: [
        { label: 'Beneficiary Name', value: 'Harbor Digital Trust Company' },
        { label: 'Beneficiary Account Number', value: '7700012345' },
        { label: 'SWIFT Code', value: 'HDTCUS33' },
      ],
      forFinalCreditTo: [
        { label: 'Account Name', value: `Display ${acctNum}` },
        { label: 'Account Number', value: acctNum },
      ],
    },
    bankAccountDetails: [
      { label: 'Bank Name', value: 'Atlantic Settlement Bank, N.A.' },
      { label: 'ABA Routing Number', value: '021000021' },
      { label: 'SWIFT Code', value: 'ATSBUS33' },
      { label: 'Account Number', value: '000123456789' },
    ],
  };
}

/** Burn address n: '0x' + 40 hex digits, distinct per n. */
export function walletAddress(n: number): string {
  return `0x${n.toString(16).padStart(4, '0')}${'Ab'.repeat(18)}`;
}

export function burnAddress(n: number, availableDate: string): HistoricalAddressDto {
  return { walletAddress: walletAddress(n), availableDate };
}
