// The two functions of semver (npm's version ranges; it ships no types) that test/lint/engines.ts uses.
declare module 'semver' {
  /** Whether every version `sub` allows, `dom` allows too. */
  export function subset(sub: string, dom: string): boolean;
  /** The range normalised, or null when it is not one. */
  export function validRange(range: string): string | null;
}
