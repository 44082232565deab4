// The US state list of the wire form (spec part 2 §5): 55 codes, the 50 states, DC and 4 territories.
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AS', 'GU', 'PR', 'VI',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export const isUsStateCode = (value: unknown): value is UsStateCode =>
  typeof value === 'string' && (US_STATE_CODES as readonly string[]).includes(value);
