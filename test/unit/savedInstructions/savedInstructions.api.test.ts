// The saved-instruction calls through the real axios instance and interceptors, the network scripted:
// paths, methods and bodies as the contract says, answers checked at the boundary.
import { MalformedResponseError } from '../../../src/api/transport/errors';
import {
  createDigitalAssetInstruction,
  deleteDigitalAssetInstruction,
  disableWireInstruction,
  editSdai,
  getBankByBic,
  getSavedDigitalAssetInstructions,
  getSavedWireInstructions,
  validateWireNickname,
} from '../../../src/api/endpoints/savedInstructions.api';
import { MONEY_MOVEMENT_BASE as MM } from '../../../src/api/contract/moneyMovement';
import { networkByUrl as network, okAnswer as ok } from '../api/support';

const WIRE = {
  accountInstructionId: '5e1f0a52-0c7e-4d1a-9a53-000000000001', nickname: 'Harborline Operating', routingNumber: '021000021',
  beneficiaryBankBic: null, accountNumber: 'XXXXXXXX6710', bankLocation: 'US', createdTime: 1762000000, processInstanceId: 'a', status: 'ACTIVE',
};
const ADDRESS = { addressId: 'x', network: 'Ethereum', nickname: 'ETH treasury', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', createdTime: 1, processInstanceId: 'p', status: 'PENDING', activatesAt: null };

describe('saved instructions API', () => {
  it('getSavedWireInstructions: GET …/v1/wireinstruction/external with the list query', async () => {
    const page = { items: [WIRE], page: 1, count: 5, totalRecords: 1 };
    const { sent } = network(() => ok(page));
    const query = { page: 1, count: 5, fdasAccountNumber: 'C40017238', active: true, pending: true, inactive: false };
    await expect(getSavedWireInstructions(query)).resolves.toEqual(page);
    expect(sent()).toEqual([expect.objectContaining({ method: 'get', url: `${MM}/api/v1/wireinstruction/external` })]);
  });

  it('refuses a malformed answer (a status outside the contract)', async () => {
    network(() => ok({ items: [{ ...WIRE, status: 'DONE' }], page: 1, count: 5, totalRecords: 1 }));
    await expect(getSavedWireInstructions({ page: 1, count: 5, fdasAccountNumber: 'C1', active: true, pending: true, inactive: false })).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
  });

  it('an address waiting for its activation must carry its time; any other status or time is refused', async () => {
    const waiting = { ...ADDRESS, status: 'PENDING_ACTIVATION', activatesAt: '2026-12-01T14:00:00.000Z' };
    network(() => ok([waiting]));
    await expect(getSavedDigitalAssetInstructions('C1', false)).resolves.toEqual([waiting]);
    for (const bad of [{ ...waiting, activatesAt: null }, { ...waiting, activatesAt: 'soon' }, { ...ADDRESS, activatesAt: undefined }, { ...ADDRESS, status: 'WAITING' }]) {
      network(() => ok([bad]));
      await expect(getSavedDigitalAssetInstructions('C1', false)).rejects.toBeInstanceOf(MalformedResponseError);
    }
  });

  it('nickname check, BIC lookup, create, edit', async () => {
    const { sent } = network((url) =>
      url.endsWith('nickname/validate') ? ok({ available: true })
      : url.endsWith('/v2/bank') ? ok({ institutionName: 'Deutsche Bank AG', legalAddressLine1: 'Taunusanlage 12', city: 'Frankfurt', countryCode: 'DE' })
      : url.endsWith('/create') ? ok(ADDRESS)
      : ok({ accountNumber: 'C1', aaEnabled: 'ENABLED', aaActivationPeriod: '7 Days' }),
    );
    await expect(validateWireNickname('Payables', 'C1')).resolves.toEqual({ available: true });
    await expect(getBankByBic('DEUTDEFF')).resolves.toMatchObject({ countryCode: 'DE' });
    const form = { accountNumber: 'C1', sdaiUUID: 'u', nickname: 'ETH treasury', network: 'Ethereum', recipientAddress: ADDRESS.address, destination: 'Self-Managed Wallet' as const, beneficiaryFullName: 'A' };
    await expect(createDigitalAssetInstruction(form, false)).resolves.toEqual(ADDRESS);
    await expect(editSdai({ accountNumber: 'C1', activationPeriod: '7 Days' })).resolves.toMatchObject({ aaActivationPeriod: '7 Days' });
    expect(sent().map((r) => [r.method, (r.url ?? '').replace(MM, '…')])).toEqual([
      ['get', '…/api/v1/wireinstruction/nickname/validate'],
      ['get', '…/api/v2/bank'],
      ['post', '…/api/v1/token/address/withdraw/create'],
      ['put', '…/api/v1/accounts/config/sdai'],
    ]);
    expect(sent()[2]?.body).toEqual(form);
  });

  it('the address list and create follow the eu-trvl-rule flag: v3 while it is on, v1 otherwise (spec part 2 §7)', async () => {
    const { sent } = network((url) => (url.endsWith('/create') ? ok(ADDRESS) : ok([ADDRESS])));
    const form = { accountNumber: 'C1', sdaiUUID: 'u', nickname: 'ETH treasury', network: 'Ethereum', recipientAddress: ADDRESS.address, destination: 'Self-Managed Wallet' as const, beneficiaryFullName: 'A' };
    await getSavedDigitalAssetInstructions('C1', true);
    await getSavedDigitalAssetInstructions('C1', false);
    await createDigitalAssetInstruction(form, true);
    await createDigitalAssetInstruction(form, false);
    expect(sent().map((r) => (r.url ?? '').replace(MM, '…'))).toEqual([
      '…/api/v3/token/address/withdraw/list',
      '…/api/v1/token/address/withdraw/list',
      '…/api/v3/token/address/withdraw/create',
      '…/api/v1/token/address/withdraw/create',
    ]);
  });

  it('deletes answer the status the dialogs compare', async () => {
    const { sent } = network(() => ({ status: 200, body: { status: { code: '000000', text: 'Instruction deleted successfully.' }, data: null } }));
    await expect(disableWireInstruction('w1')).resolves.toEqual({ code: '000000', text: 'Instruction deleted successfully.' });
    await expect(deleteDigitalAssetInstruction('a1')).resolves.toEqual({ code: '000000', text: 'Instruction deleted successfully.' });
    expect(sent().map((r) => r.body)).toEqual([{ accountInstructionId: 'w1' }, { addressId: 'a1' }]);
  });
});
