import { render, screen } from '@testing-library/react';
import { ApplicationErrorPage, UnauthorizedPage, UnavailablePage } from '../../../src/features/shell/entry';

// No store and no router around any of them: boot shows the error page before either exists.
describe('status pages', () => {
  it('UnauthorizedPage says the user is not entitled and lists client service', () => {
    render(<UnauthorizedPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('You are not entitled to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'institutional.support@harbordigital.example' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0142' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 20 7946 0321' })).toBeInTheDocument();
  });

  it('UnavailablePage is a maintenance status that promises the automatic return to login', () => {
    render(<UnavailablePage />);
    const status = screen.getByRole('status', { name: "We'll be back soon" });
    expect(status).toHaveTextContent('The portal is undergoing maintenance.');
    expect(status).toHaveTextContent('You will return to the login page automatically when service resumes.');
  });

  it('ApplicationErrorPage reports the error, gives contacts and a full-page link back to login', () => {
    render(<ApplicationErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/An unexpected error occurred/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'institutional.support@harbordigital.example' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/institutional/login');
  });
});
