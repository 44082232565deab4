import { render, screen, within } from '@testing-library/react';
import { StateDisclosuresDialog, StateLicensesDialog } from '../../../src/features/shell/entry';
import { STATE_DISCLOSURES } from '../../../src/features/shell/stateDisclosures';

const SPEC_JURISDICTIONS = [
  'Arkansas',
  'District of Columbia',
  'Idaho',
  'Iowa',
  'Kansas',
  'Maine',
  'Michigan',
  'Missouri',
  'New Mexico',
  'New York (limited purpose trust charter)',
  'North Dakota',
  'Ohio',
  'Oregon',
  'Pennsylvania',
  'South Carolina',
  'South Dakota',
  'Texas',
  'Wisconsin',
];

describe('StateLicensesDialog', () => {
  it("says the provider's LLC is licensed and lists exactly the spec's 18 jurisdictions", () => {
    render(<StateLicensesDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'State Licenses' });
    expect(dialog).toHaveTextContent('Harbor Digital Custody, LLC is licensed');
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Jurisdiction', 'License', 'Agency']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(SPEC_JURISDICTIONS);
  });

  it('gives each jurisdiction a licence name and number and an agency with its address', () => {
    render(<StateLicensesDialog open onClose={() => undefined} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    rows.forEach((row) => {
      const [license, agency] = within(row).getAllByRole('cell');
      expect(license).toHaveTextContent(/License|Charter/);
      expect(license).toHaveTextContent(/No\. \S+/);
      expect(agency).toHaveTextContent(/, [A-Z]{2} \d{5}/);
    });
    const texas = within(screen.getByRole('rowheader', { name: 'Texas' }).closest('tr') as HTMLElement);
    expect(texas.getByText('Texas Department of Banking')).toBeInTheDocument();
  });
});

describe('StateDisclosuresDialog', () => {
  it('introduces the client service phone, generic e-mail and postal address', () => {
    render(<StateDisclosuresDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'State Disclosures' });
    expect(within(dialog).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
    expect(within(dialog).getByRole('link', { name: 'info@harbordigital.example' })).toHaveAttribute(
      'href',
      'mailto:info@harbordigital.example',
    );
    expect(dialog).toHaveTextContent('200 Seaport Boulevard, Boston, MA 02210');
  });

  it('shows a section per state with its notice', () => {
    render(<StateDisclosuresDialog open onClose={() => undefined} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(STATE_DISCLOSURES.map((d) => d.displayName));
    expect(headings).toEqual(expect.arrayContaining(['California', 'Colorado', 'New York', 'Texas', 'Washington']));
    const texas = screen.getByRole('region', { name: 'Texas' });
    expect(texas).toHaveTextContent('1-877-276-5554');
    expect(within(texas).getByRole('link', { name: 'www.dob.texas.gov' })).toHaveAttribute('target', '_blank');
  });

  it('renders state text only through DOMPurify: scripts, handlers and javascript: links are stripped', () => {
    const planted = [
      {
        state: 'ZZ',
        displayName: 'Planted',
        html:
          '<p>Safe <strong>text</strong></p><script>window.pwned = true</script>' +
          '<img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned=true">click</a>',
      },
    ];
    render(<StateDisclosuresDialog open onClose={() => undefined} disclosures={planted} />);
    const section = screen.getByRole('region', { name: 'Planted' });
    expect(within(section).getByText('text').tagName).toBe('STRONG');
    expect(section.querySelector('script')).toBeNull();
    expect(section.querySelector('[onerror]')).toBeNull();
    expect(within(section).getByText('click')).not.toHaveAttribute('href');
    expect(section.innerHTML).not.toMatch(/javascript:|onerror|<script/i);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});
