// Step-up builders (issue 26): a gateway's open answer and the providers of a confirmation that
// needs no dialog (a passkey user whose browser answers at once), for the tests of the sagas that
// move money through signedCall.
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { StepUpDto, StepUpProofDto } from '../../src/api/contract/stepUp';
import { openStepUp } from '../../src/api/endpoints/stepUp.api';
import { getStepUpAssertion } from '../../src/shared/webauthn/passkeyCeremonies';

export const STEP_UP_CHALLENGE = 'Q'.repeat(86);
export const PASSKEY_ASSERTION = { id: 'Y3JlZA', response: { signature: 'c2lnbmF0dXJl' } };

/** The open answer of a user with a passkey. */
export const passkeyStepUp = (challenge = STEP_UP_CHALLENGE): StepUpDto => ({
  challenge,
  expiresAt: '2026-11-29T01:02:00.000Z',
  methods: ['passkey'],
  maskedPhone: null,
  passkey: { rpId: 'localhost', allowCredentials: [{ id: PASSKEY_ASSERTION.id, transports: ['internal'] }] },
});

/** The proof a money-moving body carries after the passkey answered. */
export const PASSKEY_PROOF: StepUpProofDto = { challenge: STEP_UP_CHALLENGE, proof: { kind: 'passkey', response: PASSKEY_ASSERTION } };

/** The step-up opened and the passkey answering at once: the signed call goes straight on. */
export const passkeyConfirms: StaticProvider[] = [
  [matchers.call.fn(openStepUp), passkeyStepUp()],
  [matchers.call.fn(getStepUpAssertion), PASSKEY_ASSERTION],
];
