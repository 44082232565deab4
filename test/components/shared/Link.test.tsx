import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../../src/shared/ui/index';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function renderAt(path: string, basename?: string) {
  render(
    <MemoryRouter initialEntries={[basename ? `${basename}${path}` : path]} basename={basename}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Link to="/user-access/identity?flow=register" className="help">
                Register
              </Link>
              <nav aria-label="Main">
                <NavLink to="/dashboard">ACCOUNTS</NavLink>
                <NavLink to="/mint-burn">MINT &amp; BURN</NavLink>
                <NavLink to="/transfer" end>
                  TRANSFER
                </NavLink>
              </nav>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { where: () => screen.getByRole('status', { name: 'where' }).textContent };
}

describe('Link', () => {
  it('is a link to the address under the basename, with its own attributes', () => {
    renderAt('/login', '/institutional');
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/institutional/user-access/identity?flow=register');
    expect(link).toHaveClass('help');
  });

  it('a plain click navigates in the app', async () => {
    const { where } = renderAt('/login');
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(where()).toBe('/user-access/identity?flow=register');
  });

  it('a click with a modifier key is left to the browser (a new tab or window)', () => {
    const { where } = renderAt('/login');
    const event = fireEvent.click(screen.getByRole('link', { name: 'Register' }), { ctrlKey: true });
    expect(event).toBe(true); // not prevented
    expect(where()).toBe('/login');
  });
});

describe('NavLink', () => {
  it.each([
    ['/dashboard', 'ACCOUNTS'],
    ['/mint-burn/account/burn', 'MINT & BURN'],
    ['/transfer', 'TRANSFER'],
  ])('on %s, %s is the current page and no other', (path, current) => {
    renderAt(path);
    for (const name of ['ACCOUNTS', 'MINT & BURN', 'TRANSFER']) {
      const link = screen.getByRole('link', { name });
      if (name === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('with `end`, a page below its path is not current; a longer name is never', () => {
    renderAt('/transfer/wire');
    expect(screen.getByRole('link', { name: 'TRANSFER' })).not.toHaveAttribute('aria-current');
    renderAt('/dashboards');
    expect(screen.getAllByRole('link', { name: 'ACCOUNTS' })[1]).not.toHaveAttribute('aria-current');
  });
});
