import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LabelValueList } from '../../../src/shared/ui/index';

describe('LabelValueList', () => {
  it('shows header, sub-header, labels and values with their sub-texts', () => {
    render(
      <LabelValueList
        rows={[
          { header: 'Beneficiary', subHeader: 'As registered', label: 'Name', subLabel: 'Legal name', value: 'Acme Corp', subValue: 'Entity' },
          { label: 'Country', value: 'US', separator: true },
        ]}
      />,
    );
    expect(screen.getByText('Beneficiary')).toBeInTheDocument();
    expect(screen.getByText('As registered')).toBeInTheDocument();
    const definitions = screen.getAllByRole('definition');
    expect(definitions[0]).toHaveTextContent('Acme CorpEntity');
    expect(definitions[1]).toHaveTextContent('US');
    expect(screen.getByText('Legal name')).toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it("shows 'None' in italics for an empty value, but not for zero", () => {
    render(
      <LabelValueList
        rows={[
          { label: 'Intermediary bank', value: '' },
          { label: 'Reference' },
          { label: 'Fee', value: 0 },
        ]}
      />,
    );
    const nones = screen.getAllByText('None');
    expect(nones).toHaveLength(2);
    nones.forEach((none) => {
      expect(none.tagName).toBe('EM');
      expect(none).toHaveClass('label-value-list__none');
    });
    expect(screen.getAllByRole('definition')[2]).toHaveTextContent('0');
  });

  it('offers a keyboard-reachable tooltip that describes its button', async () => {
    const user = userEvent.setup();
    render(<LabelValueList rows={[{ label: 'Activation period', tooltip: 'Time before a new address can be used', value: '3 Days' }]} />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'More information about Activation period' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Time before a new address can be used');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Time before a new address can be used');
  });
});
