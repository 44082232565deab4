import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../src/features/shell/entry';

function renderFooter() {
  const user = userEvent.setup();
  render(<Footer />);
  return { user, footer: screen.getByRole('contentinfo') };
}

describe('Footer', () => {
  it('shows the support e-mail and the US and UK phones as links', () => {
    const { footer } = renderFooter();
    expect(within(footer).getByRole('link', { name: 'institutional.support@harbordigital.example' })).toHaveAttribute(
      'href',
      'mailto:institutional.support@harbordigital.example',
    );
    expect(within(footer).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
    expect(within(footer).getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
  });

  it.each([
    ['Terms of Use', 'https://www.harbordigital.example/terms'],
    ['Privacy Policy', 'https://www.harbordigital.example/privacy'],
  ])('links %s in a new tab without an opener', (name, href) => {
    const { footer } = renderFooter();
    const link = within(footer).getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('carries the regulatory disclaimer', () => {
    const { footer } = renderFooter();
    expect(footer).toHaveTextContent(/not insured by the Federal Deposit Insurance Corporation \(FDIC\)/);
    expect(footer).toHaveTextContent(/Securities Investor Protection Corporation \(SIPC\)/);
    expect(footer).toHaveTextContent(/not investment, legal or tax advice/);
  });

  it.each([
    ['State Licenses', 'Escape'],
    ['State Licenses', 'OK'],
    ['State Disclosures', 'Escape'],
    ['State Disclosures', 'OK'],
  ])('opens %s and closes it with %s, focus back on the button', async (name, how) => {
    const { user, footer } = renderFooter();
    const trigger = within(footer).getByRole('button', { name });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name }); // the dialog loads lazily
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    if (how === 'Escape') await user.keyboard('{Escape}');
    else await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
