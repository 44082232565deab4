// The e2e secret scan's matching rule: it must find a leaked secret, and not a balance that
// happens to contain the same digits.
import { holds } from '../../e2e/support/secrets';

describe('the e2e secret scan (holds)', () => {
  it.each([
    ['{"securityCode":"123456"}', '123456'],
    ['{"message":"code 123456 sent"}', '123456'],
    ['/institutional/login?code=123456', '123456'],
    ['{"ssnLast4":"5307"}', '5307'],
    ['{"password":"Harbor!Quay-48"}', 'Harbor!Quay-48'],
  ])('finds the secret in %s', (text, secret) => {
    expect(holds(text, secret)).toBe(true);
  });

  it.each([
    ['{"valueString":"0.5307"}', '5307'],
    ['{"value":123456,"x":1}', '123456'],
    ['{"at":1763742816123}', '2816'],
    ['{"total":"1,5307.00"}', '5307'],
  ])('does not mistake data for the secret in %s', (text, secret) => {
    expect(holds(text, secret)).toBe(false);
  });
});
