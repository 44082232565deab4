// Root saga of the SECURITY page, started with the signed-in features: the page's loads follow the
// page (takeLatest); a sign-out ignores clicks while one runs (takeLeading: a double click never
// asks twice); so do "Add a passkey" and a passkey's rename and removal (issue 26).
import { all, takeLeading } from 'redux-saga/effects';
import { watchPageLoads } from './sagas/loadPage';
import { removePasskeyFlow, removeWithCodeFlow, renamePasskeyFlow, sendRemovalCodeFlow } from './sagas/passkeyEdit';
import { addPasskeyFlow } from './sagas/passkeys';
import { signOut } from './sagas/signOut';
import { securityActions as A } from './security.slice';

export function* securitySaga() {
  yield all([
    watchPageLoads(),
    takeLeading([A.signOutClicked.type, A.signOutOthersConfirmed.type], signOut),
    takeLeading(A.addPasskeySubmitted.type, addPasskeyFlow),
    takeLeading(A.renamePasskeySubmitted.type, renamePasskeyFlow),
    takeLeading(A.removePasskeyConfirmed.type, removePasskeyFlow),
    takeLeading(A.removalCodeRequested.type, sendRemovalCodeFlow),
    takeLeading(A.removalCodeSubmitted.type, removeWithCodeFlow),
  ]);
}
