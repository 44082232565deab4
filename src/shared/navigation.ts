// Sagas navigate through this module; the app registers the router's navigate function at boot.
// Paths are relative to the /institutional basename (e.g. '/login').
export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (path: string, options?: NavigateOptions) => void;

export const BASENAME = '/institutional';

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  navigator?.(path, options);
}

/** The current route path without the basename, e.g. '/unavailable'. */
export function currentPath(): string {
  const path = window.location.pathname;
  return path.startsWith(BASENAME) ? path.slice(BASENAME.length) || '/' : path;
}
