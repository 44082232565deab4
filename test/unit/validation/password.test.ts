import fc from 'fast-check';
import {
  FORBIDDEN_PASSWORD_SYMBOLS,
  VALIDATION_MESSAGES as M,
  hasSequence,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../../src/shared/validation';

describe('password enrollment rules (spec part 2 §5)', () => {
  it('accepts the demo password', () => {
    expect(validateNewPassword('Demo!Pass-2026')).toBeUndefined();
  });

  it.each([
    ['', M.required],
    ['Sh0rt!', M.passwordLength],
    ['Aa1!'.repeat(6), M.passwordLength],
    ['Good-Pass#9', M.passwordForbiddenSymbols],
    ['Good-Pass&9', M.passwordForbiddenSymbols],
    ['Good{Pass}9', M.passwordForbiddenSymbols],
    ['Vault-1234x', M.passwordSequence],
    ['Vault-ABCx9', M.passwordSequence],
    ['Vault-cba!9', M.passwordSequence],
    ['Vault-987!x', M.passwordSequence],
  ])('%s → %s', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
  });

  it('rejects personal information', () => {
    expect(validateNewPassword('Xavier!2o2o', { firstName: 'Xavier' })).toBe(M.passwordPersonalInfo);
    expect(validateNewPassword('my-demo.plainX', { username: 'demo.plain' })).toBe(M.passwordPersonalInfo);
  });

  it('is case sensitive when confirming', () => {
    expect(validatePasswordConfirmation('Demo!Pass-2026', 'Demo!Pass-2026')).toBeUndefined();
    expect(validatePasswordConfirmation('demo!pass-2026', 'Demo!Pass-2026')).toBe(M.passwordMismatch);
    expect(validatePasswordConfirmation('', 'Demo!Pass-2026')).toBe(M.required);
  });

  it('never accepts a password containing a forbidden symbol', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.constantFrom(...FORBIDDEN_PASSWORD_SYMBOLS), fc.string({ maxLength: 9 }), (a, s, b) => {
        expect(validateNewPassword(`${a}${s}${b}`)).toBeDefined();
      }),
    );
  });

  it('finds sequences anywhere, and only runs of one kind', () => {
    expect(hasSequence('xx12')).toBe(false);
    expect(hasSequence('xx123')).toBe(true);
    expect(hasSequence('9ab')).toBe(false);
    expect(hasSequence('z9:;')).toBe(false); // ':' and ';' follow '9' in ASCII but are not digits
  });
});
