// The portal's links, on React Router's public hooks for custom links (useHref for the address,
// useLinkClickHandler for in-app navigation on a plain click; a modified click, middle click or a
// target opens the address as any link does). React Router's own <Link>/<NavLink> carry its
// framework mode's route prefetching and discovery, ~3 KB gzip of the first page the portal never
// uses (ADR 0022): import links from here (NavLink: NavLink.tsx), not from react-router-dom (ESLint
// says so).
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, target, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={onLinkClick} />;
});
