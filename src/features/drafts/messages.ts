// The drafts feature's texts (issue 28 item 5: "Restore your unsaved transfer?"; each form by the
// product's own name for it: 'Add Wire Instruction', 'Add Digital Asset Instruction', the deposit's
// 'Travel rule information').
import type { DraftForm } from './storage';

export const DRAFT_MESSAGES = {
  offer: {
    transfer: 'Restore your unsaved transfer?',
    wireInstruction: 'Restore your unsaved wire instruction?',
    digitalAssetInstruction: 'Restore your unsaved digital asset instruction?',
    travelRule: 'Restore your unsaved travel rule information?',
  } satisfies Record<DraftForm, string>,
  restore: 'Restore',
  discard: 'Discard',
} as const;
