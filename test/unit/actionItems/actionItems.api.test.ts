// The action-item calls through the real axios instance and interceptors, the network scripted:
// paths and bodies as the contract says, answers checked at the boundary.
import { getActionItems, reviewInboundDeposit, updateActionItem } from '../../../src/api/endpoints/actionItems.api';
import { MONEY_MOVEMENT_BASE as MM } from '../../../src/api/contract/moneyMovement';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { decided, depositItem, wireInstructionItem } from '../../builders/actionItems';
import { networkByUrl as network, okAnswer as ok } from '../api/support';

describe('action items API', () => {
  it('getActionItems: POST …/api/v3/actionitems/list { tab }', async () => {
    const items = [wireInstructionItem(), depositItem()];
    const { sent } = network(() => ok(items));
    await expect(getActionItems('HISTORY')).resolves.toEqual(items);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: `${MM}/api/v3/actionitems/list`, body: { tab: 'HISTORY' } })]);
  });

  it('updateActionItem: POST …/api/v1/actionitem with the response choice and comments', async () => {
    const item = decided(wireInstructionItem(), 'REJECTED', 'Marcus Holloway', 'Wrong bank');
    const { sent } = network(() => ok(item));
    const body = { referenceId: 'req-wire', response: 'REJECT' as const, comments: 'Wrong bank' };
    await expect(updateActionItem(body)).resolves.toEqual(item);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: `${MM}/api/v1/actionitem`, body })]);
  });

  it('reviewInboundDeposit: POST …/api/v3/actionitems with the travel-rule data as a list of one', async () => {
    const { sent } = network(() => ok(decided(depositItem(), 'REJECTED')));
    const body = { referenceId: 'IN-7C2A91F0', travelRuleData: [{ disposition: 'UNRECOGNIZED' as const }] as [{ disposition: 'UNRECOGNIZED' }] };
    await reviewInboundDeposit(body);
    expect(sent()).toEqual([expect.objectContaining({ method: 'post', url: `${MM}/api/v3/actionitems`, body })]);
  });

  it.each([
    ['an amount as a number', { ...wireInstructionItem(), quantity: { asset: 'USD', valueString: 1, truncatedValueString: '1' } }],
    ['an unknown request type', { ...wireInstructionItem(), requestType: 'SOMETHING' }],
    ['a travel rule without its account', depositItem({}, { ...decided(depositItem(), 'REJECTED').inboundDeposit, disposition: 'UNRECOGNIZED' } as never)],
  ])('refuses a list with %s (malformed)', async (_name, item) => {
    network(() => ok([item]));
    await expect(getActionItems('PENDING')).rejects.toBeInstanceOf(MalformedResponseError);
  });
});
