import {
  VALIDATION_MESSAGES as M,
  toIsoDate,
  validateDateOfBirth,
  validateIdentitySearch,
  validateSecurityCode,
} from '../../../src/shared/validation';

const TODAY = '2026-11-21';

describe('identity search filter (spec part 2 §5)', () => {
  it('needs first name, last name, date of birth and last 4; zip optional', () => {
    expect(validateIdentitySearch({}, TODAY)).toEqual({
      firstName: M.required,
      lastName: M.required,
      dob: M.required,
      ssnLast4: M.required,
    });
    expect(validateIdentitySearch({ firstName: 'Dana', lastName: "O'Neil", dob: '04/12/1984', ssnLast4: '4821' }, TODAY)).toEqual({});
    expect(validateIdentitySearch({ firstName: 'Dana', lastName: 'Lee', dob: '04/12/1984', ssnLast4: '4821', zip: '0211' }, TODAY)).toEqual({ zip: M.usZip });
  });

  it.each([
    ['02/30/1990', M.dateOfBirth],
    ['13/01/1990', M.dateOfBirth],
    ['1990-01-01', M.dateOfBirth],
    ['11/21/2026', M.dateOfBirth],
    ['01/01/1899', M.dateOfBirth],
    ['02/29/2000', undefined],
  ])('date of birth %s', (dob, message) => {
    expect(validateDateOfBirth(dob, TODAY)).toBe(message);
  });

  it('converts MM/DD/YYYY to ISO', () => {
    expect(toIsoDate('04/12/1984')).toBe('1984-04-12');
  });

  it('accepts only six-digit security codes', () => {
    expect(validateSecurityCode('123456')).toBeUndefined();
    expect(validateSecurityCode('12345')).toBe(M.securityCode);
    expect(validateSecurityCode('12a456')).toBe(M.securityCode);
    expect(validateSecurityCode('')).toBe(M.required);
  });
});
