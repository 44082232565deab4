// The status calls (spec part 1 §7), shared with the gateway: the public status is the maintenance
// heartbeat every open page polls; the login status says whether the session is signed in.
export const PUBLIC_STATUS_PATH = '/gateway/public/status';
/** Login status check: POST with an empty body. */
export const LOGIN_STATUS_PATH = '/gateway/institutional/status';
