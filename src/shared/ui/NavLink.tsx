// The menu's links (Link.tsx, marked while their page is shown); a module of its own, so the login
// page, which shows no menu, does not carry it (ADR 0022).
import { forwardRef } from 'react';
import { useLocation, useResolvedPath } from 'react-router-dom';
import { Link, type LinkProps } from './Link';

export interface NavLinkProps extends LinkProps {
  /** Active only on the exact path, not on the paths below it. */
  end?: boolean;
}

/** A link marked aria-current="page" while its page (or one below it) is shown. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, ...rest }, ref) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const below = target.endsWith('/') ? target : `${target}/`;
  const active = pathname === target || (!end && pathname.startsWith(below));
  return <Link {...rest} ref={ref} to={to} aria-current={active ? 'page' : undefined} />;
});
