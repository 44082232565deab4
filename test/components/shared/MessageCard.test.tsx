import { render, screen } from '@testing-library/react';
import { Card, MessageCard } from '../../../src/shared/ui/index';

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

describe('Card (the card surface, written once)', () => {
  it('is a titled region when it is a section, with the user\'s class beside the shared one', () => {
    render(
      <Card as="section" className="not-entitled" aria-label="Not entitled">
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Not entitled' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('card', 'not-entitled');
  });

  it('a message card sits on the same surface', () => {
    render(<MessageCard status="info" headerMsg="Note" message="Text" />);
    expect(screen.getByText('Text').closest('.message-card')).toHaveClass('card');
  });
});
