// The action items' rules (src/shared/validation/actionItems.ts; spec part 1 §5, §9): the comments
// (characters, 45, required to reject) and the inbound deposit form's table, each rule with its
// text; the visible fields; what is sent. Property tests for the free-text rules.
import fc from 'fast-check';
import {
  ACTION_ITEM_VALIDATION_MESSAGES as M,
  travelRuleOf,
  validateAddressLine1,
  validateAddressLine2,
  validateCity,
  validateComments,
  validateCustodyProvider,
  validateFirstName,
  validateInstitution,
  validateLastName,
  validatePostalCode,
  validateRegion,
  validateTravelRule,
  visibleTravelRuleFields,
  type TravelRuleFormValues,
} from '../../../src/shared/validation/actionItems';

const CHARACTERS = 'Accepted characters are letters (a-z, A-Z), numbers (0-9), and the following symbols & , . - $';

describe('comments (spec part 1 §5)', () => {
  it.each([
    ['APPROVE', '', undefined],
    ['APPROVE', '   ', undefined],
    ['REJECT', '', 'Error: Required.'],
    ['REJECT', '  ', 'Error: Required.'],
    ['REJECT', undefined, 'Error: Required.'],
    ['APPROVE', 'Approved, $5,000 & more - ok.', undefined],
    ['REJECT', 'a'.repeat(45), undefined],
    ['REJECT', 'a'.repeat(46), 'Error: Must be 45 characters or fewer.'],
    ['APPROVE', 'Wrong #', CHARACTERS],
    ['REJECT', 'No!', CHARACTERS],
    ['APPROVE', 'line\nbreak', CHARACTERS],
    ['APPROVE', 'José', CHARACTERS], // the rule names a-z and A-Z
    ['APPROVE', '50%', CHARACTERS],
  ] as const)('%s %j → %p', (response, comments, expected) => {
    expect(validateComments(response, comments)).toBe(expected);
  });

  it('accepts every text of the allowed characters up to 45, refuses any text with another character', () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9 .,$&-]{1,45}$/).filter((s) => s.trim() !== '');
    fc.assert(fc.property(allowed, (text) => validateComments('REJECT', text) === undefined));
    const other = fc.tuple(fc.stringMatching(/^[A-Za-z0-9 ]{0,10}$/), fc.constantFrom('#', '!', '@', '"', "'", '<', '>', '\t', '%', 'é', '€'), fc.stringMatching(/^[a-z]{0,10}$/));
    fc.assert(fc.property(other, ([a, bad, b]) => validateComments('APPROVE', `${a}x${bad}${b}`) === CHARACTERS));
  });
});

describe('the inbound deposit form, field by field (spec part 1 §5 table)', () => {
  it.each([
    ['address line 1', validateAddressLine1, ['12 Hudson St., Apt #4', 'a'.repeat(70)], ['', '  ', 'a'.repeat(71), 'bell\u0007'], M.address],
    ['address line 2', validateAddressLine2, ['', 'Floor 3', 'a'.repeat(70)], ['a'.repeat(71)], M.address],
    ['city', validateCity, ['New York', 'Zürich', 'a'.repeat(35)], ['', 'Area 51', 'St. Louis', 'a'.repeat(36)], M.city],
    ['postal code', validatePostalCode, ['10013', 'EC1A 1BB', 'D02 R126', '1'.repeat(16)], ['', '10013-1234', '1'.repeat(17), 'A#1'], M.postalCode],
    ['custody provider', validateCustodyProvider, ['Coastal Digital Exchange', 'Smith & Sons 2', 'a'.repeat(100)], ['', 'Coastal, Inc', 'a'.repeat(101)], M.custodyProvider],
    ['first name', validateFirstName, ['Ada', 'Mary Ann', 'José'], ['', 'Ada2', "O'Brien", 'a'.repeat(101)], M.firstName],
    ['last name', validateLastName, ['Lovelace', 'van der Berg'], ['', 'Smith-Jones', 'a'.repeat(101)], M.lastName],
    ['institution', validateInstitution, ['Blue Harbor Capital, LLC', 'a'.repeat(100)], ['', ' ', 'a'.repeat(101)], M.institution],
    ['region', validateRegion, ['Ontario', 'Île-de-France', 'a'.repeat(35)], ['', 'a'.repeat(36)], M.region],
  ] as const)('%s', (_name, rule, valid, invalid, message) => {
    for (const value of valid) expect([value, rule(value)]).toEqual([value, undefined]);
    for (const value of invalid) expect([value, rule(value)]).toEqual([value, message]);
  });

  it('never throws and returns only the texts of the table, whatever is typed', () => {
    const texts = new Set<string | undefined>([undefined, M.address, M.city, M.postalCode, M.custodyProvider, M.firstName, M.lastName, M.institution, M.region]);
    const rules = [validateAddressLine1, validateAddressLine2, validateCity, validatePostalCode, validateCustodyProvider, validateFirstName, validateLastName, validateInstitution, validateRegion];
    fc.assert(fc.property(fc.anything(), (value) => rules.every((rule) => texts.has(rule(value)))));
  });
});

describe('the form as a whole', () => {
  const individual = (more: Partial<TravelRuleFormValues> = {}): Partial<TravelRuleFormValues> => ({
    partyType: 'INDIVIDUAL', firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US', addressLine1: '12 Hudson Street', city: 'New York', stateCode: 'NY',
    zipCode: '10013', selfManaged: false, vaspName: 'Coastal Digital Exchange', ...more,
  });

  it('shows the party\'s names, a US state or a region, the custody provider unless self-hosted', () => {
    expect(visibleTravelRuleFields(individual())).toEqual(['partyType', 'firstName', 'lastName', 'countryCode', 'addressLine1', 'addressLine2', 'city', 'stateCode', 'zipCode', 'selfManaged', 'vaspName']);
    expect(visibleTravelRuleFields(individual({ partyType: 'ENTITY', countryCode: 'GB', selfManaged: true }))).toEqual([
      'partyType', 'entityName', 'countryCode', 'addressLine1', 'addressLine2', 'city', 'state', 'zipCode', 'selfManaged',
    ]);
  });

  it.each([
    ['a complete individual in the US', individual(), {}],
    ['an institution abroad, self-hosted (no custody provider)', individual({ partyType: 'ENTITY', entityName: 'Zürich Treasury AG', countryCode: 'CH', state: 'Zürich', stateCode: undefined, selfManaged: true, vaspName: '' }), {}],
    ['a US address without a state', individual({ stateCode: '' }), { stateCode: 'Error: Required.' }],
    ['a US state that is none', individual({ stateCode: 'ZZ' }), { stateCode: 'Error: Required.' }],
    ['another country without a region', individual({ countryCode: 'FR' }), { state: M.region }],
    ['no country, no party type', individual({ countryCode: '', partyType: undefined }), { countryCode: 'Error: Required.', partyType: 'Error: Required.', state: M.region }],
    ['an institution without its name', individual({ partyType: 'ENTITY' }), { entityName: M.institution }],
    ['not self-hosted and no provider', individual({ vaspName: '' }), { vaspName: M.custodyProvider }],
    ['self-hosted given as text', individual({ selfManaged: 'yes' as unknown as boolean }), { selfManaged: 'Error: Required.' }],
    ['everything missing', {}, { partyType: 'Error: Required.', firstName: M.firstName, lastName: M.lastName, countryCode: 'Error: Required.', addressLine1: M.address, city: M.city, state: M.region, zipCode: M.postalCode, vaspName: M.custodyProvider }],
  ])('%s', (_name, values, errors) => {
    expect(validateTravelRule(values)).toEqual(errors);
  });

  it('sends the visible fields only, trimmed, empty ones left out; self-hosted as a boolean', () => {
    expect(travelRuleOf({ ...individual({ firstName: '  Ada ', addressLine2: '  ', entityName: 'Hidden' }) })).toEqual({
      partyType: 'INDIVIDUAL', firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US', addressLine1: '12 Hudson Street', city: 'New York', stateCode: 'NY',
      zipCode: '10013', selfManaged: false, vaspName: 'Coastal Digital Exchange',
    });
    expect(travelRuleOf({ partyType: 'ENTITY', entityName: 'X', countryCode: 'GB', state: 'Kent', selfManaged: true, vaspName: 'Hidden' })).toEqual({
      partyType: 'ENTITY', entityName: 'X', countryCode: 'GB', state: 'Kent', selfManaged: true,
    });
  });
});
