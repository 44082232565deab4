// The read-once hand-off of a step-up's one-time code from the dialog to its saga (as the sign-in's
// credentialVault, ADR 0005): the dialog holds the code, dispatches an action without it, and the
// saga takes it out, which clears it. No code ever enters the store or an action.
let held: string | null = null;

export function holdStepUpCode(code: string): void {
  held = code;
}

/** The code, once: a second take (or a take before any hold) gives null. */
export function takeStepUpCode(): string | null {
  const code = held;
  held = null;
  return code;
}
