// The bank directory of the routing and BIC lookups: the twelve Federal Reserve Banks (their
// published ABA numbers), large US banks, and European banks by BIC. Addresses are the banks'
// head offices (public); the last entry is the fictional bank of the mint details.
export interface DemoBank {
  kind: 'ABA' | 'BIC';
  code: string;
  name: string;
  address: string;
  city: string;
  state: string | null;
  zip: string | null;
  country: string;
}

const fed = (code: string, district: string, address: string, city: string, state: string, zip: string): DemoBank => ({
  kind: 'ABA', code, name: `Federal Reserve Bank of ${district}`, address, city, state, zip, country: 'US',
});

export const DEMO_BANKS: readonly DemoBank[] = [
  fed('011000015', 'Boston', '600 Atlantic Avenue', 'Boston', 'MA', '02210'),
  fed('021001208', 'New York', '33 Liberty Street', 'New York', 'NY', '10045'),
  fed('031000040', 'Philadelphia', '10 Independence Mall', 'Philadelphia', 'PA', '19106'),
  fed('041000014', 'Cleveland', '1455 East Sixth Street', 'Cleveland', 'OH', '44114'),
  fed('051000033', 'Richmond', '701 East Byrd Street', 'Richmond', 'VA', '23219'),
  fed('061000146', 'Atlanta', '1000 Peachtree Street NE', 'Atlanta', 'GA', '30309'),
  fed('071000301', 'Chicago', '230 South LaSalle Street', 'Chicago', 'IL', '60604'),
  fed('081000045', 'St. Louis', 'One Federal Reserve Bank Plaza', 'St. Louis', 'MO', '63102'),
  fed('091000080', 'Minneapolis', '90 Hennepin Avenue', 'Minneapolis', 'MN', '55401'),
  fed('101000048', 'Kansas City', '1 Memorial Drive', 'Kansas City', 'MO', '64198'),
  fed('111000038', 'Dallas', '2200 North Pearl Street', 'Dallas', 'TX', '75201'),
  fed('121000374', 'San Francisco', '101 Market Street', 'San Francisco', 'CA', '94105'),
  { kind: 'ABA', code: '021000021', name: 'JPMorgan Chase Bank, N.A.', address: '383 Madison Avenue', city: 'New York', state: 'NY', zip: '10179', country: 'US' },
  { kind: 'ABA', code: '026009593', name: 'Bank of America, N.A.', address: '1 Bryant Park', city: 'New York', state: 'NY', zip: '10036', country: 'US' },
  { kind: 'ABA', code: '121000248', name: 'Wells Fargo Bank, N.A.', address: '420 Montgomery Street', city: 'San Francisco', state: 'CA', zip: '94104', country: 'US' },
  { kind: 'ABA', code: '011074258', name: 'Commonwealth Harbor Bank, N.A.', address: '75 State Street', city: 'Boston', state: 'MA', zip: '02109', country: 'US' },
  { kind: 'BIC', code: 'FRNYUS33', name: 'Federal Reserve Bank of New York', address: '33 Liberty Street', city: 'New York', state: 'NY', zip: '10045', country: 'US' },
  { kind: 'BIC', code: 'CHASUS33', name: 'JPMorgan Chase Bank, N.A.', address: '383 Madison Avenue', city: 'New York', state: 'NY', zip: '10179', country: 'US' },
  { kind: 'BIC', code: 'BOFAUS3N', name: 'Bank of America, N.A.', address: '100 North Tryon Street', city: 'Charlotte', state: 'NC', zip: '28255', country: 'US' },
  { kind: 'BIC', code: 'CITIUS33', name: 'Citibank, N.A.', address: '388 Greenwich Street', city: 'New York', state: 'NY', zip: '10013', country: 'US' },
  { kind: 'BIC', code: 'DEUTDEFF', name: 'Deutsche Bank AG', address: 'Taunusanlage 12', city: 'Frankfurt am Main', state: null, zip: '60325', country: 'DE' },
  { kind: 'BIC', code: 'NWBKGB2L', name: 'National Westminster Bank plc', address: '250 Bishopsgate', city: 'London', state: null, zip: 'EC2M 4AA', country: 'GB' },
  { kind: 'BIC', code: 'BARCGB22', name: 'Barclays Bank plc', address: '1 Churchill Place', city: 'London', state: null, zip: 'E14 5HP', country: 'GB' },
  { kind: 'BIC', code: 'AIBKIE2D', name: 'Allied Irish Banks, p.l.c.', address: '10 Molesworth Street', city: 'Dublin', state: null, zip: 'D02 R126', country: 'IE' },
  { kind: 'BIC', code: 'BOFIIE2D', name: 'Bank of Ireland', address: '40 Mespil Road', city: 'Dublin', state: null, zip: 'D04 C2N4', country: 'IE' },
  { kind: 'BIC', code: 'BNPAFRPP', name: 'BNP Paribas', address: '16 Boulevard des Italiens', city: 'Paris', state: null, zip: '75009', country: 'FR' },
  { kind: 'BIC', code: 'ABNANL2A', name: 'ABN AMRO Bank N.V.', address: 'Gustav Mahlerlaan 10', city: 'Amsterdam', state: null, zip: '1082 PP', country: 'NL' },
  { kind: 'BIC', code: 'UBSWCHZH', name: 'UBS Switzerland AG', address: 'Bahnhofstrasse 45', city: 'Zurich', state: null, zip: '8001', country: 'CH' },
];
