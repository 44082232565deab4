import { render, screen } from '@testing-library/react';
import { MessageCard } from '../../../src/shared/ui/index';

describe('MessageCard', () => {
  it('shows a warning icon and a red header for an error', () => {
    render(<MessageCard status="error" headerMsg="Assets Declined" message="These assets were not credited to your account." />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    const header = screen.getByText('Assets Declined').parentElement;
    expect(header).toHaveClass('message-card__header--error');
    expect(screen.getByText('These assets were not credited to your account.')).toBeInTheDocument();
  });

  it('has no icon and a plain header otherwise', () => {
    render(<MessageCard status="info" headerMsg="Note" message={<strong>Heads up</strong>} />);
    expect(screen.queryByRole('img', { name: 'Warning' })).not.toBeInTheDocument();
    expect(screen.getByText('Note').parentElement).not.toHaveClass('message-card__header--error');
    expect(screen.getByText('Heads up').tagName).toBe('STRONG');
  });
});
