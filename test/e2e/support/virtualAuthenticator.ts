// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform
// authenticator with resident keys and user verification, as issue 26 asks the journeys to use.
// A page's navigator.credentials.create/get are answered by it, with no dialog.
import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  /** The credentials it holds (their ids, base64url, and sign counts). */
  credentials(): Promise<Array<{ credentialId: string; isResidentCredential: boolean; signCount: number }>>;
  /** Whether it reports the user as verified from now on (false: the browser's ceremony fails). */
  setUserVerified(verified: boolean): Promise<void>;
  remove(): Promise<void>;
}

/** Adds a ctap2, internal-transport authenticator with resident keys and user verification to the page's browser context. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.map((c) => ({ credentialId: c.credentialId, isResidentCredential: c.isResidentCredential, signCount: c.signCount }));
    },
    setUserVerified: async (verified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
    },
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}
