// The e2e secret scan's matching rule: it must find a leaked secret as a whole token, and not a
// balance, a timestamp or a colour that happens to contain the same digits.
import { findInJson, holds } from '../../support/secretScan';

describe('the e2e secret scan: text (holds)', () => {
  it.each([
    ['{"securityCode":"123456"}', '123456'],
    ['{"message":"code 123456 sent"}', '123456'],
    ['Your code is 123456.', '123456'],
    ['/institutional/login?code=123456', '123456'],
    ['/institutional/login?code=123456&next=1', '123456'],
    ['{"ssnLast4":"5307"}', '5307'],
    ['5307', '5307'],
    ['{"password":"Harbor!Quay-48"}', 'Harbor!Quay-48'],
    ['prefixHarbor!Quay-48suffix', 'Harbor!Quay-48'],
  ])('finds the secret in %s', (text, secret) => {
    expect(holds(text, secret)).toBe(true);
  });

  it.each([
    ['{"color":"#5307aa"}', '5307'],
    ['{"color":"#aa5307"}', '5307'],
    ['{"id":"a5307b"}', '5307'],
    ['{"valueString":"0.5307"}', '5307'],
    ['{"valueString":"5307.25"}', '5307'],
    ['{"at":1763742816123}', '2816'],
    ['{"total":"1,5307.00"}', '5307'],
    ['{"total":"5307,00"}', '5307'],
  ])('does not mistake data for the secret in %s', (text, secret) => {
    expect(holds(text, secret)).toBe(false);
  });
});

describe('the e2e secret scan: JSON values (findInJson)', () => {
  it('finds a secret in a string value and says where', () => {
    expect(findInJson([{ type: 'x', payload: { code: '123456' } }], '123456')).toBe('$.0.payload.code: "123456"');
  });

  it('finds a secret in a key', () => {
    expect(findInJson({ '5307': true }, '5307')).toBe('$: key "5307"');
  });

  it('finds a secret inside a stored JSON string (localStorage values)', () => {
    expect(findInJson({ 'icp.form': JSON.stringify({ ssn: '5307' }) }, '5307')).toBe('$.icp.form(json).ssn: "5307"');
  });

  it('finds a secret in text inside a string value', () => {
    expect(findInJson({ message: 'Your code 123456 was sent' }, '123456')).toMatch(/^\$\.message: /);
  });

  it('ignores JSON numbers and colours: data, never a leak', () => {
    const signedIn = [
      { type: 'balances/positionsLoaded', payload: { positions: [{ value: 5307, price: 0.5307, color: '#5307aa', at: 1763742815307 }] } },
      { type: 'x', payload: [5307, 123456] },
    ];
    expect(findInJson(signedIn, '5307')).toBeNull();
    expect(findInJson(signedIn, '123456')).toBeNull();
  });

  it('finds a password anywhere in a string', () => {
    expect(findInJson({ a: ['x', { b: 'typed Harbor!Quay-48 here' }] }, 'Harbor!Quay-48')).toBe('$.a.1.b: "typed Harbor!Quay-48 here"');
  });
});
