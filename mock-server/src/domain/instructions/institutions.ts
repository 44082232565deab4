// Institutions a digital asset instruction may name (spec part 2 §2, §9): "Other" is last and so
// named. Invented list of well-known kinds of custodians and exchanges (names are fiction).
import type { InstitutionDto } from '../../../../src/api/contract/savedInstructions';
import { OTHER_INSTITUTION_ID } from '../../../../src/shared/validation/digitalAssetInstruction';

export const INSTITUTIONS: readonly InstitutionDto[] = [
  { id: 'ANCHORAGE_TRUST', name: 'Anchorwell Digital Trust' },
  { id: 'BRIDGEPORT_CUSTODY', name: 'Bridgeport Custody Services' },
  { id: 'COASTAL_EXCHANGE', name: 'Coastal Digital Exchange' },
  { id: 'DUBLIN_VASP', name: 'Dublin Virtual Asset Services Ltd' },
  { id: OTHER_INSTITUTION_ID, name: 'Other' },
];
export const INSTITUTION_IDS: readonly string[] = INSTITUTIONS.map((i) => i.id);
