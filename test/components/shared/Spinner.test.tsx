import { render, screen } from '@testing-library/react';
import { Spinner, VisuallyHidden } from '../../../src/shared/ui/index';

describe('Spinner and VisuallyHidden', () => {
  it('is a named status with the label as hidden text', () => {
    render(<Spinner label="Loading page" />);
    const status = screen.getByRole('status', { name: 'Loading page' });
    expect(status).toHaveTextContent('Loading page');
    expect(screen.getByText('Loading page')).toHaveClass('visually-hidden');
  });

  it("defaults to 'Loading…'", () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('renders visually hidden text in the element asked for', () => {
    render(<VisuallyHidden as="h2">Filters</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toHaveClass('visually-hidden');
  });
});
