// Sagas navigate through this module; the app registers the router's navigate function at boot.
// Paths are relative to the /institutional basename (e.g. '/login').
export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (path: string, options?: NavigateOptions) => void;

export const BASENAME = '/institutional';

let navigator: Navigate | null = null;
let registered = false;
/**
 * A navigation asked for before the router's first commit (the sagas start before the app's first
 * render, which React renders in slices: a fast answer, e.g. maintenance, can come first). The
 * router makes it when it registers; the latest one wins.
 */
let beforeRouter: { path: string; options?: NavigateOptions } | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
  if (!navigate) return;
  registered = true;
  const waiting = beforeRouter;
  beforeRouter = null;
  if (waiting) navigate(waiting.path, waiting.options);
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  if (navigator) navigator(path, options);
  else if (!registered) beforeRouter = { path, options };
}

/** The current route path without the basename, e.g. '/unavailable'. */
export function currentPath(): string {
  const path = window.location.pathname;
  return path.startsWith(BASENAME) ? path.slice(BASENAME.length) || '/' : path;
}
