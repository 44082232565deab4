// Messages of the saved-instruction forms (spec part 2 §5, part 1 §5). Quoted from the spec unless
// marked "ours" (the spec does not show them; docs/spec-choices.md).
import { VALIDATION_MESSAGES } from './messages';

export const INSTRUCTION_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  tooLong: VALIDATION_MESSAGES.maxLength, // ours
  nicknameLength: 'Error: Must be longer than 6 characters.',
  specialCharacters: 'Error: Must not contain special characters.',
  cannotStartWith: (prefix: string) => `Error: Cannot start with "${prefix}".`,
  nicknameTaken: 'Error: Nickname already in use. Please try again.',
  noOptions: 'A technical problem has occurred. Please try again.',
  invalidAddress: 'Error: Invalid Address.',
  selectNetwork: 'Error: Please select a network.',
  recipientAccountNumber: 'Error: Account Numbers can only contain alphabetic and alpha numeric characters',
  routingNumber: 'Routing number is invalid.',
  bic: 'BIC is invalid.',
  bicEndsWithXxx: 'BIC must not end with XXX. Please use the 8-character BIC format.', // ours (the spec: "asks for the 8-character BIC format")
  bicNotFound: 'Error: Please review your entry.',
  lookupUnavailable: 'Error: Service temporarily unavailable.',
  accountNumber: 'Account number must be between 6 and 34 characters.',
  intermediaryAccount: 'Account number must be between 8 and 17 characters.',
  intermediaryBicRequired: 'Error: Please enter a Swift Code/BIC for your Intermediary Bank Account Number',
  ibanLength: 'IBAN must be between 5 and 34 characters.',
  ibanInvalid: 'IBAN Entry appears to be invalid, please review your entry.',
  beneficiaryCharacters: "Error: Use letters, digits and ?():,.' /- only.", // ours
  usZip: 'Error: Enter a 5-digit ZIP code or ZIP+4.', // ours
  usState: 'Error: Choose a US state or territory.', // ours
  postalCode: 'Error: Use 1 to 10 letters, digits or hyphens.', // ours
  furtherCreditCharacters: 'Error: Must not contain special characters.', // ours (the nickname's)
  country: 'Error: Choose a country from the list.', // ours (a select: only a call without the form sends another value)
  bankDetailsCharacters: "Error: Use letters, digits, spaces and /-?:().,'+ only.", // ours (SWIFT's character set)
} as const;
