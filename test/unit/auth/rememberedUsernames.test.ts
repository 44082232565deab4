import {
  MAX_REMEMBERED_USERNAMES,
  readLoginVariantOverride,
  readRememberedUsernames,
  updateRememberedUsername,
} from '../../../src/features/auth/rememberedUsernames';
import { LOCAL_KEYS } from '../../../src/shared/storage';

beforeEach(() => localStorage.clear());

describe('remembered usernames', () => {
  it('remembers after a sign-in, most recent first, once each', () => {
    updateRememberedUsername('demo.plain', true);
    updateRememberedUsername('demo.push', true);
    updateRememberedUsername('DEMO.PLAIN', true);
    expect(readRememberedUsernames()).toEqual(['DEMO.PLAIN', 'demo.push']);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.rememberedUsernames) ?? '')).toEqual(['DEMO.PLAIN', 'demo.push']);
  });

  it('a sign-in without Remember forgets the name; the key goes when the list is empty', () => {
    updateRememberedUsername('demo.plain', true);
    updateRememberedUsername('demo.push', true);
    updateRememberedUsername('demo.plain', false);
    expect(readRememberedUsernames()).toEqual(['demo.push']);
    updateRememberedUsername('demo.push', false);
    expect(localStorage.getItem(LOCAL_KEYS.rememberedUsernames)).toBeNull();
  });

  it(`keeps at most ${MAX_REMEMBERED_USERNAMES}`, () => {
    for (let i = 0; i < 8; i += 1) updateRememberedUsername(`user${i}`, true);
    expect(readRememberedUsernames()).toEqual(['user7', 'user6', 'user5', 'user4', 'user3']);
  });

  it.each(['not json', '{"a":1}', '[1, null, "", "way.too.long.username"]'])('ignores what it cannot use: %s', (stored) => {
    localStorage.setItem(LOCAL_KEYS.rememberedUsernames, stored);
    expect(readRememberedUsernames()).toEqual([]);
  });

  it("reads the variant override only when it is 'cc'", () => {
    expect(readLoginVariantOverride()).toBeNull();
    localStorage.setItem(LOCAL_KEYS.loginVariant, 'standard');
    expect(readLoginVariantOverride()).toBeNull();
    localStorage.setItem(LOCAL_KEYS.loginVariant, 'cc');
    expect(readLoginVariantOverride()).toBe('cc');
  });
});
