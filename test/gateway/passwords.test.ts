import { DEFAULT_SCRYPT_COST, hashPasswordSync, verifyPassword } from '../../mock-server/src/domain/identity/passwords';

describe('password hashing', () => {
  const stored = hashPasswordSync('correct horse');

  it('verifies the right password and refuses a wrong one', async () => {
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsf', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts each hash differently', () => {
    const again = hashPasswordSync('correct horse');
    expect(again.salt).not.toBe(stored.salt);
    expect(again.hash).not.toBe(stored.hash);
  });

  it('keeps the cost in the hash: node\'s default unless another is given', async () => {
    expect(stored.hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const cheap = hashPasswordSync('correct horse', { N: 1024, r: 8, p: 1 });
    expect(cheap.hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('correct horse', cheap)).resolves.toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(verifyPassword('correct horse', { hash: 'plain$text', salt: stored.salt })).resolves.toBe(false);
    await expect(verifyPassword('correct horse', { hash: 'scrypt$x$8$1$', salt: stored.salt })).resolves.toBe(false);
    await expect(verifyPassword('correct horse', { hash: stored.hash.replace('$16384$', '$0$'), salt: stored.salt })).resolves.toBe(false);
  });
});
