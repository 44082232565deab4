// Remember-me (spec part 1 §4): usernames in local storage, most recent first. Only usernames are
// kept there: never a password or code (docs/adr/0005). Sagas call these; components never do.
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from '../../shared/storage';
import { USERNAME_MAX } from '../../shared/validation';

export const MAX_REMEMBERED_USERNAMES = 5;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function readRememberedUsernames(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(LOCAL_KEYS.rememberedUsernames) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '' && name.length <= USERNAME_MAX)
      .slice(0, MAX_REMEMBERED_USERNAMES);
  } catch {
    return []; // a value another version wrote, or edited by hand: start over
  }
}

/** After a successful sign-in: keep the username first in the list, or drop it when not remembered. */
export function updateRememberedUsername(username: string, remember: boolean): void {
  const others = readRememberedUsernames().filter((name) => !same(name, username));
  const next = remember ? [username, ...others].slice(0, MAX_REMEMBERED_USERNAMES) : others;
  if (next.length === 0) removeLocal(LOCAL_KEYS.rememberedUsernames);
  else writeLocal(LOCAL_KEYS.rememberedUsernames, JSON.stringify(next));
}

/** The local override of the login variant: `localStorage[icp.loginVariant] = 'cc'`. */
export function readLoginVariantOverride(): 'cc' | null {
  return readLocal(LOCAL_KEYS.loginVariant) === 'cc' ? 'cc' : null;
}
