// What runs of the accounts feature: its root saga, the account-page loader other features' sagas
// use, and the components other features show. Its state (events, slice, selectors) is index.ts.
export { accountsSaga } from './accounts.sagas';
export { watchAccountPage } from './sagas/accountPageLoads';
export { AccountSelector } from './components/AccountSelector';
export { AccountPage } from './components/AccountPage';
export { ClientSupportBlock } from './components/ClientSupportBlock';
export { NotEntitled } from './components/NotEntitled';
