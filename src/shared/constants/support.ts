// Support contacts: one e-mail, a US and a UK phone (spec: shared constants, values not shown;
// the values here are this portal's choice, see docs/spec-choices.md).
export const SUPPORT_CONTACTS = {
  email: 'institutional.support@harbordigital.example',
  usPhone: '1-800-555-0142',
  ukPhone: '+44 20 7946 0321',
} as const;

export const PROVIDER = {
  legalName: 'Harbor Digital Custody, LLC',
  trustName: 'Harbor Digital Trust Company',
  postalAddress: '200 Seaport Boulevard, Boston, MA 02210',
  genericEmail: 'info@harbordigital.example',
  termsUrl: 'https://www.harbordigital.example/terms',
  stablecoinTermsUrl: 'https://www.harbordigital.example/fidd-terms',
  privacyUrl: 'https://www.harbordigital.example/privacy',
} as const;
