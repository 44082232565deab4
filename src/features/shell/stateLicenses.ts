// The U.S. jurisdictions where the provider's LLC is licensed (spec part 2 §2, exactly these 18).
// Agencies and addresses are the real regulators'; licence numbers belong to this fictional
// provider and are illustrative.
export interface StateLicense {
  jurisdiction: string;
  license: string;
  licenseNumber: string;
  agency: string;
  agencyAddress: string;
}

export const STATE_LICENSES: readonly StateLicense[] = [
  {
    jurisdiction: 'Arkansas',
    license: 'Money Transmitter License',
    licenseNumber: '129871',
    agency: 'Arkansas Securities Department',
    agencyAddress: '1 Commerce Way, Suite 402, Little Rock, AR 72202',
  },
  {
    jurisdiction: 'District of Columbia',
    license: 'Money Transmitter License',
    licenseNumber: 'MTR1042217',
    agency: 'Department of Insurance, Securities and Banking',
    agencyAddress: '1050 First Street NE, Suite 801, Washington, DC 20002',
  },
  {
    jurisdiction: 'Idaho',
    license: 'Money Transmitter License',
    licenseNumber: 'MTL-30412',
    agency: 'Idaho Department of Finance',
    agencyAddress: '11351 W. Chinden Blvd., Suite 104, Boise, ID 83714',
  },
  {
    jurisdiction: 'Iowa',
    license: 'Money Services License',
    licenseNumber: '2021-0187',
    agency: 'Iowa Division of Banking',
    agencyAddress: '200 East Grand Avenue, Suite 300, Des Moines, IA 50309',
  },
  {
    jurisdiction: 'Kansas',
    license: 'Money Transmitter License',
    licenseNumber: 'MT.0000412',
    agency: 'Office of the State Bank Commissioner',
    agencyAddress: '700 SW Jackson Street, Suite 300, Topeka, KS 66603',
  },
  {
    jurisdiction: 'Maine',
    license: 'Money Transmitter License',
    licenseNumber: 'SLM12854',
    agency: 'Bureau of Consumer Credit Protection',
    agencyAddress: '35 State House Station, Augusta, ME 04333',
  },
  {
    jurisdiction: 'Michigan',
    license: 'Money Transmitter License',
    licenseNumber: 'MT0024471',
    agency: 'Department of Insurance and Financial Services',
    agencyAddress: '530 W. Allegan Street, 7th Floor, Lansing, MI 48933',
  },
  {
    jurisdiction: 'Missouri',
    license: 'Sale of Checks and Money Transmitter License',
    licenseNumber: 'MO-23-8894',
    agency: 'Missouri Division of Finance',
    agencyAddress: '301 West High Street, Room 630, Jefferson City, MO 65101',
  },
  {
    jurisdiction: 'New Mexico',
    license: 'Money Transmitter License',
    licenseNumber: '03917',
    agency: 'Regulation and Licensing Department, Financial Institutions Division',
    agencyAddress: '2550 Cerrillos Road, Santa Fe, NM 87505',
  },
  {
    jurisdiction: 'New York (limited purpose trust charter)',
    license: 'Limited Purpose Trust Company Charter',
    licenseNumber: 'LPTC-1187',
    agency: 'New York State Department of Financial Services',
    agencyAddress: 'One State Street, New York, NY 10004',
  },
  {
    jurisdiction: 'North Dakota',
    license: 'Money Transmitter License',
    licenseNumber: 'MT103655',
    agency: 'North Dakota Department of Financial Institutions',
    agencyAddress: '1200 Memorial Highway, Bismarck, ND 58504',
  },
  {
    jurisdiction: 'Ohio',
    license: 'Money Transmitter License',
    licenseNumber: 'OHMT 276',
    agency: 'Ohio Department of Commerce, Division of Financial Institutions',
    agencyAddress: '77 South High Street, 21st Floor, Columbus, OH 43215',
  },
  {
    jurisdiction: 'Oregon',
    license: 'Money Transmitter License',
    licenseNumber: 'MT-40208',
    agency: 'Oregon Division of Financial Regulation',
    agencyAddress: '350 Winter Street NE, Room 410, Salem, OR 97301',
  },
  {
    jurisdiction: 'Pennsylvania',
    license: 'Money Transmitter License',
    licenseNumber: '91305',
    agency: 'Pennsylvania Department of Banking and Securities',
    agencyAddress: '17 N. Second Street, Suite 1300, Harrisburg, PA 17101',
  },
  {
    jurisdiction: 'South Carolina',
    license: 'Money Transmitter License',
    licenseNumber: 'MT-2019-0412',
    agency: 'South Carolina Office of the Attorney General, Money Services Division',
    agencyAddress: '1000 Assembly Street, Columbia, SC 29201',
  },
  {
    jurisdiction: 'South Dakota',
    license: 'Money Transmitter License',
    licenseNumber: '1884.MT',
    agency: 'South Dakota Division of Banking',
    agencyAddress: '1601 N. Harrison Avenue, Suite 1, Pierre, SD 57501',
  },
  {
    jurisdiction: 'Texas',
    license: 'Money Transmission License',
    licenseNumber: '3152',
    agency: 'Texas Department of Banking',
    agencyAddress: '2601 North Lamar Boulevard, Austin, TX 78705',
  },
  {
    jurisdiction: 'Wisconsin',
    license: 'Seller of Checks License',
    licenseNumber: 'SOC-10477',
    agency: 'Wisconsin Department of Financial Institutions',
    agencyAddress: '4822 Madison Yards Way, North Tower, Madison, WI 53705',
  },
];
