// The drafts feature's texts (issue 28 item 5: "Restore your unsaved transfer?").
import type { DraftForm } from './storage';

export const DRAFT_MESSAGES = {
  offer: { transfer: 'Restore your unsaved transfer?' } satisfies Record<DraftForm, string>,
  restore: 'Restore',
  discard: 'Discard',
} as const;
