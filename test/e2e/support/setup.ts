// A journey drives a real browser against a real server: give each test room (jest's own default
// is 5 s; `testTimeout` is not applied per project).
jest.setTimeout(60_000);
