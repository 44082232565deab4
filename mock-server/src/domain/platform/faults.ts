// Injected faults for tests and demos: calls whose path starts with `path` get `status` after
// `delayMs`, for the next `times` calls. Status 0 only delays the call; `drop` (with status 0)
// closes the connection after the delay without any answer. `method` (GET, POST, …) narrows a fault
// to the calls of that method, where a path serves several (a list read and a create); `exact`
// narrows it to that path alone (not the paths below it: a call and its /options).
export interface FaultSpec {
  path: string;
  status: number;
  delayMs: number;
  times: number;
  drop?: boolean;
  /** Only calls of this method (upper case); any method when absent. */
  method?: string;
  /** Only this very path, not the paths it starts (a prefix when absent or false). */
  exact?: boolean;
}

export interface Fault extends FaultSpec {
  remaining: number;
}

export class FaultInjector {
  private faults: Fault[] = [];

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, remaining: spec.times };
    this.faults.push(fault);
    return fault;
  }

  /** Whether any fault waits (most calls: none, and no path to compare). */
  any(): boolean {
    return this.faults.length > 0;
  }

  /** Uses up one call of the first fault matching the path and method; null when none matches. */
  take(path: string, method: string): Fault | null {
    const fault = this.faults.find((f) => (f.exact ? path === f.path : path.startsWith(f.path)) && (f.method === undefined || f.method === method));
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }
}
