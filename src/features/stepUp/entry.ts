// What runs of the step-up feature (issue 26): the signed call other features' sagas make a
// money-moving call through, and the dialog the pages that move money show.
export { signedCall, type Signed, type SignedSend } from './sagas/signedCall';
export { StepUpDialog } from './components/StepUpDialog';
