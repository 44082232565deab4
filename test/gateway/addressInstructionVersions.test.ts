// The saved-address list and create have a v3 beside v1 (spec part 2 §7: the list "v3 also", the
// create "v3 with eu-trvl-rule"; issue 27): both versions answer alike — the same list, the same
// rules on a create, the travel-rule fields optional on both — and both need the session and the
// entitlement.
import { SAVED_INSTRUCTION_PATHS as PATHS, type SavedDigitalAssetInstructionDto } from '../../src/api/contract/savedInstructions';
import { ACCOUNTS, answer, dataOf, post } from './support/accounts';
import { ethAddressBody } from './support/instructions';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;


describe('v1 and v3 of the saved addresses', () => {
  it('list the same addresses', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const v1 = dataOf<SavedDigitalAssetInstructionDto[]>(await post(app(), PATHS.addressList, { accountNumber: ACCOUNTS.plainCustody }, cookie));
    const v3 = dataOf<SavedDigitalAssetInstructionDto[]>(await post(app(), PATHS.addressListV3, { accountNumber: ACCOUNTS.plainCustody }, cookie));
    expect(v1.length).toBeGreaterThan(0);
    expect(v3).toEqual(v1);
  });

  it('create by v3 with the travel-rule fields, and by the same rules (a taken nickname is refused)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const created = dataOf<SavedDigitalAssetInstructionDto>(await post(app(), PATHS.addressCreateV3, ethAddressBody({ placeOfBusiness: 'DE', countryOfResidence: 'DE' }), cookie));
    expect(created).toMatchObject({ nickname: 'ETH operations', status: 'PENDING' });
    const before = count(gateway.db, 'address_instructions');
    const taken = await post(app(), PATHS.addressCreateV3, ethAddressBody({ recipientAddress: '0x52908400098527886E0F7030069857D2E4169EE7' }), cookie);
    expect([taken.statusCode, answer(taken).status.text]).toEqual([409, 'Error: Nickname already in use. Please try again.']);
    expect(count(gateway.db, 'address_instructions')).toBe(before);
  });

  it('need a full session and the entitlement on both paths', async () => {
    for (const path of [PATHS.addressListV3, PATHS.addressCreateV3]) {
      expect((await post(app(), path, { accountNumber: ACCOUNTS.plainCustody })).statusCode).toBe(401);
    }
    const viewer = await signIn(app(), 'demo.viewer');
    const res = await post(app(), PATHS.addressCreateV3, ethAddressBody({ accountNumber: ACCOUNTS.pensionCustody }), viewer);
    expect(res.statusCode).toBe(403);
  });
});
