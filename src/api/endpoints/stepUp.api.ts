// Step-up calls (issue 26; contract/stepUp.ts): opening a step-up for the operation a money-moving
// call will send, and sending its one-time code. The dialog that runs them shows each failure in
// place ('page': no banner). The challenge passes through to the browser's ceremony and back in
// the money-moving body, never into an action (devtoolsSanitizers.ts).
import { STEP_UP_PATHS as PATHS, isStepUpCodeSentDto, isStepUpDto, type StepUpCodeChannel, type StepUpOperation } from '../contract/stepUp';
import { gatewayPost as post } from '../transport/gatewayCalls';

export const openStepUp = (operation: StepUpOperation) => post(PATHS.open, { operation }, isStepUpDto, 'page');

export const sendStepUpCode = (challenge: string, channel: StepUpCodeChannel) => post(PATHS.code, { challenge, channel }, isStepUpCodeSentDto, 'page');
