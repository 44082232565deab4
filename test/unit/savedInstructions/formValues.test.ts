// Pure pieces of the saved-instructions feature: the create bodies (only what the visibility rules
// show), the fields of the digital asset form per firm country and flag, the institutions with
// Other last, the creation date, and what a failed call says.
import { AxiosError, AxiosHeaders } from 'axios';
import { MALFORMED_ERROR } from '../../../src/api/transport/errorCatalogue';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { callFailure } from '../../../src/api/transport/callFailure';
import { formatCreatedTime } from '../../../src/features/savedInstructions/format';
import { addressBody, visibleAddressFields, wireBody } from '../../../src/features/savedInstructions/forms';
import { otherLast } from '../../../src/features/savedInstructions/sagas/formOptions';
import { gatewayError } from '../../builders/savedInstructions';
import { usWireForm } from '../../builders/wireInstructionForms';

describe('wireBody', () => {
  it('sends the shown fields only, trimmed, with the account', () => {
    const values = { ...usWireForm(), bankBic: 'DEUTDEFF', bankIBAN: 'DE89 3704', nickname: ' Operating account ', intermediaryBankAccount: '' };
    expect(wireBody(values, 'C1')).toEqual({ ...usWireForm(), fdasAccountNumber: 'C1' });
  });

  it('a non-US IBAN instruction: the IBAN without spaces, BICs upper case, no routing number', () => {
    const values = usWireForm({ bankLocation: 'NON_US', accountType: 'IBAN', bankBic: 'deutdeff', bankIBAN: 'de89 3704 0044 0532 0130 00', intermediaryBankBic: 'chasus33' });
    const body = wireBody(values, 'C1');
    expect(body).toMatchObject({ bankBic: 'DEUTDEFF', bankIBAN: 'DE89370400440532013000', intermediaryBankBic: 'CHASUS33' });
    expect(body).not.toHaveProperty('routingNumber');
    expect(body).not.toHaveProperty('bankAcccountNumber');
  });
});

describe('visibleAddressFields', () => {
  it.each([
    ['hidden', false, {}, ['network', 'nickname', 'recipientAddress', 'destination', 'beneficiaryFullName']],
    ['required', false, { destination: 'Institution' as const }, ['network', 'nickname', 'recipientAddress', 'recipientAccountNumber', 'destination', 'institution', 'beneficiaryFullName']],
    [
      'optional',
      true,
      { destination: 'Institution' as const, institution: 'OTHER' },
      ['network', 'nickname', 'recipientAddress', 'recipientAccountNumber', 'destination', 'institution', 'otherInstitution', 'beneficiaryFullName', 'placeOfBusiness', 'countryOfResidence'],
    ],
    ['hidden', false, { destination: 'Self-Managed Wallet' as const }, ['network', 'nickname', 'recipientAddress', 'destination', 'beneficiaryFullName', 'walletOwnerFullName']],
  ] as const)('account number %s, travel rule %s, %j', (rule, eu, values, fields) => {
    expect(visibleAddressFields(values, rule, eu)).toEqual(fields);
  });

  it('addressBody: trimmed values, empty ones left out, the sdaiUUID and account number', () => {
    expect(addressBody({ nickname: ' ETH one ', otherInstitution: '', sdaiUUID: 'forged' }, 'uuid-1', 'C1')).toEqual({ nickname: 'ETH one', sdaiUUID: 'uuid-1', accountNumber: 'C1' });
  });
});

it('otherLast: Other moved to the end and named Other', () => {
  expect(otherLast([{ id: 'OTHER', name: 'other institution' }, { id: 'a', name: 'Anchorage' }, { id: 'b', name: 'BitGo' }])).toEqual([
    { id: 'a', name: 'Anchorage' },
    { id: 'b', name: 'BitGo' },
    { id: 'OTHER', name: 'Other' },
  ]);
  expect(otherLast([{ id: 'a', name: 'Anchorage' }])).toEqual([{ id: 'a', name: 'Anchorage' }]);
});

it.each([
  [1_767_225_600, '12/31/2025 7:00 PM'], // 2026-01-01 00:00 UTC, EST
  [1_782_907_200, '07/01/2026 8:00 AM'], // 2026-07-01 12:00 UTC, EDT
  [Number.NaN, ''],
])('formatCreatedTime(%s) → %s', (seconds, text) => {
  expect(formatCreatedTime(seconds)).toBe(text);
});

describe('callFailure', () => {
  it('the field the gateway named, and its message', () => {
    expect(callFailure(gatewayError(400, 'body.bankIBAN: IBAN Entry appears to be invalid, please review your entry.'))).toEqual({
      code: '400',
      field: 'bankIBAN',
      message: 'IBAN Entry appears to be invalid, please review your entry.',
    });
  });

  it("the answer's status text, else the HTTP status text; no answer or a malformed one: the generic texts", () => {
    expect(callFailure(gatewayError(409, 'Request id already used'))).toEqual({ code: '409', message: 'Request id already used' });
    const config = { url: '/x', headers: new AxiosHeaders() };
    const html = new AxiosError('x', AxiosError.ERR_BAD_RESPONSE, config, {}, { status: 502, statusText: 'Bad Gateway', data: '<html>', headers: {}, config });
    expect(callFailure(html)).toEqual({ code: '502', message: 'Bad Gateway' });
    expect(callFailure(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toEqual({ code: '999999', message: 'An unexpected error has occurred' });
    expect(callFailure(new MalformedResponseError('/x', 200, 'no data'))).toEqual({ code: MALFORMED_ERROR.code, message: MALFORMED_ERROR.message });
  });
});
