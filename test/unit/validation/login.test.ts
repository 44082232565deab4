import { VALIDATION_MESSAGES as M, validateLoginPassword, validateNewUsername, validateUsername } from '../../../src/shared/validation';

describe('login validation (spec part 1 §5)', () => {
  it.each([
    [{ username: '', password: '' }, { username: M.required, password: M.required }],
    [{ username: '   ', password: 'x' }, { username: M.required }],
    [{ username: 'a'.repeat(15), password: 'p'.repeat(20) }, {}],
    [{ username: 'a'.repeat(16), password: 'p' }, { username: M.maxLength(15) }],
    [{ username: 'demo.plain', password: 'p'.repeat(21) }, { password: M.maxLength(20) }],
  ])('%j → %j', (values, errors) => {
    const found = { username: validateUsername(values.username), password: validateLoginPassword(values.password) };
    expect(Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined))).toEqual(errors);
  });
});

describe('new username at registration', () => {
  it.each([
    ['jordan.avery', undefined],
    ['j_a-99', undefined],
    ['short', M.newUsername],
    ['has space1', M.newUsername],
    ['semi;colon1', M.newUsername],
    ['a'.repeat(16), M.maxLength(15)],
    ['', M.required],
  ])('%s', (username, message) => {
    expect(validateNewUsername(username)).toBe(message);
  });
});
