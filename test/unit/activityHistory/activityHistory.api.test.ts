// The transaction history calls through the real axios instance, the network scripted: the flag
// picks v3 or the legacy path, the legacy records are remapped, 'All Activity' sends an empty type,
// and a malformed answer is refused at the boundary.
import { getTransactionHistory, transactionHistoryRequest } from '../../../src/api/endpoints/activityHistory.api';
import { ACTIVITY_HISTORY_PATHS, toLegacyRecord } from '../../../src/api/contract/activityHistory';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { aTransactionRecord } from '../../builders/activityHistory';
import { networkByUrl as network, okAnswer as ok } from '../api/support';

const QUERY = { accountNumber: 'C88004012', days: 30, asset: '', transferType: '' } as const;

describe('transaction history API', () => {
  it('v3 with the flag on: the records as answered', async () => {
    const record = aTransactionRecord();
    const { sent } = network(() => ok([record]));
    await expect(getTransactionHistory(QUERY, true)).resolves.toEqual([record]);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: ACTIVITY_HISTORY_PATHS.v3 })]);
  });

  it('the legacy path with the flag off, remapped to the v3 shape', async () => {
    const record = aTransactionRecord({ transactionType: 'Sell', asset: 'ETH', orderType: 'Limit' });
    const { sent } = network(() => ok([toLegacyRecord(record)]));
    await expect(getTransactionHistory({ ...QUERY, days: 90 }, false)).resolves.toEqual([record]);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: ACTIVITY_HISTORY_PATHS.legacy })]);
  });

  it('refuses a malformed answer (a v3 record on the legacy path, an unknown type)', async () => {
    network(() => ok([aTransactionRecord()]));
    await expect(getTransactionHistory(QUERY, false)).rejects.toBeInstanceOf(MalformedResponseError);
    network(() => ok([{ ...aTransactionRecord(), transactionType: 'Gift' }]));
    await expect(getTransactionHistory(QUERY, true)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('sends an empty type for All Activity and the asset only when chosen', () => {
    expect(transactionHistoryRequest(QUERY)).toEqual({ accountNumber: 'C88004012', days: 30, transferType: '' });
    expect(transactionHistoryRequest({ ...QUERY, asset: 'BTC', transferType: 'buy' })).toEqual({ accountNumber: 'C88004012', days: 30, asset: 'BTC', transferType: 'buy' });
  });
});
