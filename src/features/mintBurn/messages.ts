// Texts of the Mint & Burn feature. Quoted ones are the spec's exact words (part 1 §2, §4, §6, §9)
// and are asserted by the tests; the rest are this portal's wording.
import { MINT_BURN_LOADING_LABEL } from './loadingLabel';

export const MINT_BURN_MESSAGES = {
  pageTitle: 'Mint & Burn Process',
  backToAccount: 'Back to Account',
  tabsLabel: 'Mint & Burn',
  tabs: { mint: 'Mint', burn: 'Burn' },
  loadingPage: MINT_BURN_LOADING_LABEL,
  loadingEntitlements: 'Loading account entitlements',
  fiddValue: 'FIDD is a dollar-backed stablecoin: 1 FIDD = $1.00.',
  chooseMarketMakerAccount: 'Select a market-maker account to mint or burn FIDD.',
  accountName: 'Account Name',
  accountNumber: 'Account Number',
  mint: {
    title: 'Mint FIDD',
    instructions:
      'To mint FIDD, wire USD from your bank to the bank account below, with the For the Benefit of and ' +
      'For Final Credit to details exactly as shown. Each US dollar received mints 1 FIDD.',
    forTheBenefitOf: 'For the Benefit of',
    forFinalCreditTo: 'For Final Credit to',
    savedInstructionsNoteStart: 'Minted FIDD is sent to the digital asset address held in your ',
    savedInstructionsLink: 'Saved Instructions',
    savedInstructionsNoteEnd: '.',
    /** mm-sdai off: a market maker has no saved addresses to point to (issue 27). */
    custodianAddressNote: 'Minted FIDD is sent to the digital asset address we hold on file for this account.',
    destinationsIntro: (network: string) => `Active saved address on the ${network} network:`,
    destinationsIntroMany: (network: string) => `Active saved addresses on the ${network} network:`,
    noDestination: (network: string) => `No active address on the ${network} network has been saved for this account yet.`,
    noDestinationNetwork: 'FIDD is not enabled on this account, so no saved address can receive it yet.',
    addDestination: 'Add one in Saved Instructions',
    loadingDestinations: 'Loading saved addresses',
    destinationsFailed: 'The saved addresses are unavailable at this time. Please refresh this page or try again later.',
    accountTitle: 'Your Account',
    bankDetailsTitle: 'Bank Account Details',
    loadingDetails: 'Loading bank account details',
    detailsFailedHeader: 'Error',
    detailsFailed: 'The bank account details are unavailable at this time. Please refresh this page or try again later.',
  },
  burn: {
    title: 'Burn FIDD',
    stepsTitle: 'How to burn FIDD',
    steps: [
      'Generate a burn address for this account.',
      'Send the FIDD to burn from your wallet to that burn address.',
      'We wire the USD, $1.00 for each FIDD burned, to your saved wire instruction.',
    ],
    addressTitle: 'Burn Address',
    noAddress: 'No burn address has been generated for this account yet.',
    loadingAddresses: 'Loading burn addresses',
    copy: 'Copy',
    copied: 'Copied',
    addressCopied: 'Address copied',
    copyFailed: 'The address could not be copied. Select it and copy it yourself.',
    generatedAt: 'Generated:',
    qrTitle: (address: string) => `QR code of burn address ${address}`,
    generate: 'Generate Burn Address',
    generating: 'Generating…',
    historyCaption: 'Historical Burn Addresses',
    historyColumns: { walletAddress: 'Wallet Address', availableDate: 'Available Date' },
    noHistory: 'No Burn Addresses to Display',
  },
  /** The spec's timestamps are labelled EST (part 1 §9). */
  timeZoneLabel: 'EST',
} as const;
