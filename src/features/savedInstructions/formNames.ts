// The saved-instruction forms' redux-form names (`state.form.<name>`): the forms use them, and the
// drafts feature reads an open form's values by them when the session ends (issue 28).
import type { FormKind } from './state/shape';

export const FORM_NAMES: Record<FormKind, string> = { wire: 'wireInstruction', address: 'digitalAssetInstruction' };
