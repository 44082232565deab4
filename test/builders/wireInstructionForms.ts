// Valid wire instruction forms (spec part 2 §3) for the validator and gateway tests.
import type { WireInstructionFormValues } from '../../src/shared/validation/wireInstruction';

/** A US instruction to an entity, by routing number. */
export const usWireForm = (change: Partial<WireInstructionFormValues> = {}): WireInstructionFormValues => ({
  nickname: 'Operating account',
  bankLocation: 'US',
  routingNumber: '021000021',
  bankAcccountNumber: '1234567890',
  beneficiaryType: 'ENT',
  entityName: 'Harborline Capital LLC',
  country: 'US',
  address: '100 Pearl St.',
  city: 'New York',
  beneficiaryUSState: 'NY',
  beneficiaryUSZip: '10004',
  furtherCredit: 'no',
  ...change,
});
