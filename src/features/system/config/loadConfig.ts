// Loads the application configuration once at boot (spec part 1 §7, part 2 §7), before axios is
// configured, so it uses fetch. A file that cannot be fetched, is not JSON or is incomplete fails
// with a ConfigLoadError that says which and why; boot then shows the application-error page.
import { configProblems, type AppConfig } from '../../../api/contract/config';

export class ConfigLoadError extends Error {
  override readonly name = 'ConfigLoadError';
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`Configuration ${url}: ${reason}`);
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export async function loadAppConfig(url: string = __CONFIG_URL__, fetchImpl: Fetch = (u, init) => fetch(u, init)): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin', cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ConfigLoadError(url, `could not be fetched (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new ConfigLoadError(url, `answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigLoadError(url, 'is not valid JSON');
  }
  const problems = configProblems(body);
  if (problems.length > 0) throw new ConfigLoadError(url, `is invalid: ${problems.join('; ')}`);
  return body as AppConfig;
}
