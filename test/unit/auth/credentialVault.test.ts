import { depositSecret, discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';

afterEach(discardSecrets);

describe('credentialVault', () => {
  it('hands a secret over once: the take clears it', () => {
    depositSecret('password', 's3cret');
    expect(takeSecret('password')).toBe('s3cret');
    expect(takeSecret('password')).toBeNull();
  });

  it('keeps secrets apart by name; a later deposit replaces an earlier one', () => {
    depositSecret('securityCode', '111111');
    depositSecret('securityCode', '222222');
    depositSecret('ssnLast4', '5307');
    expect(takeSecret('password')).toBeNull();
    expect(takeSecret('securityCode')).toBe('222222');
    expect(takeSecret('ssnLast4')).toBe('5307');
  });

  it('discardSecrets drops what was never taken', () => {
    depositSecret('newPassword', 'x');
    discardSecrets();
    expect(takeSecret('newPassword')).toBeNull();
  });
});
