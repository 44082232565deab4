// The pipelines' chunk (store.ts, pipelines.ts) loads once the first page is on screen. Should it
// fail to load (the network gone, a deployment replaced the build), nothing the user does would
// reach a saga: this notice says so and tries again on request. Outside the store (which works, but
// whose sagas are missing) and outside the router: a state of its own, read with
// useSyncExternalStore. Renders nothing unless the load failed, so a pre-rendered page hydrates
// unchanged.
import { useSyncExternalStore } from 'react';

export const PIPELINES_MESSAGES = {
  failed: 'The portal could not finish loading. Check your connection, then try again.',
  retry: 'Try again',
  retrying: 'Loading…',
} as const;

type Status = 'idle' | 'loading' | 'failed' | 'running';

let status: Status = 'idle';
let retry: (() => void) | null = null;
const listeners = new Set<() => void>();

function setStatus(next: Status): void {
  status = next;
  for (const listener of Array.from(listeners)) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => status;

/**
 * Starts the sagas (`start`: the store's startSagas, which loads their chunk); a failure shows the
 * notice, whose button starts them again. Once running, later calls do nothing.
 */
export function runPipelines(start: () => Promise<void>): Promise<void> {
  if (status === 'loading' || status === 'running') return Promise.resolve();
  setStatus('loading');
  return start().then(
    () => setStatus('running'),
    (error: unknown) => {
      console.error('The pipelines failed to load', error);
      retry = () => void runPipelines(start);
      setStatus('failed');
    },
  );
}

/** Tests only: back to the start. */
export function resetPipelinesForTests(): void {
  status = 'idle';
  retry = null;
}

export function PipelinesNotice() {
  const state = useSyncExternalStore(subscribe, current, () => 'idle' as Status);
  if (state !== 'failed' && state !== 'loading') return null;
  if (state === 'loading' && retry === null) return null; // the first load shows nothing: the page is usable meanwhile
  return (
    <div className="pipelines-notice" role="alert">
      <p>{PIPELINES_MESSAGES.failed}</p>
      <button type="button" className="pipelines-notice__retry" disabled={state === 'loading'} onClick={() => retry?.()}>
        {state === 'loading' ? PIPELINES_MESSAGES.retrying : PIPELINES_MESSAGES.retry}
      </button>
    </div>
  );
}
