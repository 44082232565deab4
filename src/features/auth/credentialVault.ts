// The read-once hand-off of secrets from a form to its saga (docs/adr/0005): passwords, security
// codes and national-id digits never travel in an action or sit in the store. The form deposits the
// secret and dispatches an action without it; the saga takes it out, which clears it.
export type SecretName = 'password' | 'newPassword' | 'securityCode' | 'ssnLast4';

const secrets = new Map<SecretName, string>();

export function depositSecret(name: SecretName, value: string): void {
  secrets.set(name, value);
}

/** The secret, once: a second take (or a take before any deposit) gives null. */
export function takeSecret(name: SecretName): string | null {
  const value = secrets.get(name);
  secrets.delete(name);
  return value ?? null;
}

/** Drops whatever was deposited and not taken (an abandoned or ignored submit). */
export function discardSecrets(): void {
  secrets.clear();
}
