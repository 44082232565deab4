// Regional complaint notices (spec part 2 §1–§2: kept for several U.S. states). `html` is rich
// text and is only ever rendered through DOMPurify (SanitizedHtml). Regulator contacts are the real
// ones published by each state; keep them in step with the regulators' sites.
import { PROVIDER, SUPPORT_CONTACTS } from '../../shared/constants/support';

export interface StateDisclosure {
  state: string;
  displayName: string;
  html: string;
}

const firstContactUs =
  `<p>Please first contact ${PROVIDER.legalName} Client Service at ${SUPPORT_CONTACTS.usPhone} or ` +
  `<a href="mailto:${SUPPORT_CONTACTS.email}">${SUPPORT_CONTACTS.email}</a>.</p>`;

export const STATE_DISCLOSURES: readonly StateDisclosure[] = [
  {
    state: 'CA',
    displayName: 'California',
    html:
      firstContactUs +
      '<p>If you have complaints with respect to any aspect of the money transmission activities conducted through ' +
      'this portal, you may contact the <strong>California Department of Financial Protection and Innovation</strong> ' +
      'at its toll-free telephone number, 1-866-275-2677, by e-mail at ' +
      '<a href="mailto:consumer.complaint@dfpi.ca.gov">consumer.complaint@dfpi.ca.gov</a>, or by mail at Department ' +
      'of Financial Protection and Innovation, Consumer Services, 2101 Arena Blvd., Sacramento, CA 95834.</p>',
  },
  {
    state: 'CO',
    displayName: 'Colorado',
    html:
      '<p>Entities other than FDIC insured financial institutions that conduct money transmission activities in ' +
      'Colorado are required to be licensed by the Colorado Division of Banking pursuant to the Money Transmitters ' +
      'Act, Title 11, Article 110, Colorado Revised Statutes.</p>' +
      firstContactUs +
      '<p>If you still have an unresolved complaint regarding the money transmitter, please contact the ' +
      '<strong>Colorado Division of Banking</strong>, 1560 Broadway, Suite 975, Denver, CO 80202, telephone ' +
      '(303) 894-7575, <a href="https://dob.colorado.gov">dob.colorado.gov</a>.</p>',
  },
  {
    state: 'NY',
    displayName: 'New York',
    html:
      `<p>${PROVIDER.trustName} is chartered as a limited purpose trust company and supervised by the New York ` +
      'State Department of Financial Services.</p>' +
      firstContactUs +
      '<p>If your complaint is not resolved, you may contact the <strong>New York State Department of Financial ' +
      'Services</strong>, Consumer Assistance Unit, One Commerce Plaza, Albany, NY 12257, telephone ' +
      '1-800-342-3736, <a href="https://www.dfs.ny.gov">www.dfs.ny.gov</a>.</p>',
  },
  {
    state: 'TX',
    displayName: 'Texas',
    html:
      firstContactUs +
      '<p>If you still have an unresolved complaint regarding the company’s money transmission activity, please ' +
      'direct your complaint to: <strong>Texas Department of Banking</strong>, 2601 North Lamar Boulevard, Austin, ' +
      'Texas 78705, 1-877-276-5554 (toll free), <a href="https://www.dob.texas.gov">www.dob.texas.gov</a>.</p>',
  },
  {
    state: 'WA',
    displayName: 'Washington',
    html:
      firstContactUs +
      '<p>If your complaint is not resolved, you may contact the <strong>Washington State Department of Financial ' +
      'Institutions</strong>, Division of Consumer Services, P.O. Box 41200, Olympia, WA 98504-1200, telephone ' +
      '1-877-746-4334, <a href="https://dfi.wa.gov">dfi.wa.gov</a>.</p>',
  },
];
