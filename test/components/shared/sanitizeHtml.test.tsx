import { render, screen } from '@testing-library/react';
import { SanitizedHtml, sanitizeHtml } from '../../../src/shared/ui/index';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>b', 'b'],
  ])('strips the dangerous part of %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps formatting and makes links open in a new tab without an opener', () => {
    const html = sanitizeHtml('<p><strong>Call</strong> <a href="https://dfi.wa.gov">dfi.wa.gov</a></p>');
    expect(html).toBe(
      '<p><strong>Call</strong> <a href="https://dfi.wa.gov" target="_blank" rel="noopener noreferrer">dfi.wa.gov</a></p>',
    );
  });

  it('renders only the sanitized markup', () => {
    const { container } = render(<SanitizedHtml html={'<em>Note</em><svg><script>alert(1)</script></svg>'} />);
    expect(screen.getByText('Note').tagName).toBe('EM');
    expect(container.querySelector('script')).toBeNull();
  });
});
