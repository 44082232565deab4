// Cookie consent is a choice of this browser, not of the session: it lives in local storage
// (spec part 1 §9) rather than in the store, and survives logout.
import { useCallback, useState } from 'react';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../shared/storage';

export const CONSENT_GIVEN = 'accepted';

export function useCookieConsent(): { consented: boolean; giveConsent: () => void } {
  const [consented, setConsented] = useState(() => readLocal(LOCAL_KEYS.cookieConsent) === CONSENT_GIVEN);
  const giveConsent = useCallback(() => {
    writeLocal(LOCAL_KEYS.cookieConsent, CONSENT_GIVEN);
    setConsented(true);
  }, []);
  return { consented, giveConsent };
}
