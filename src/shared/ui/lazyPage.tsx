// A feature page as the router mounts it: a lazy chunk of its own, behind a spinner named for what
// loads while it downloads. The label is passed in (not read from the feature's messages) so the
// router's first page carries no more of a feature than this one line.
//
// Not React.lazy, and no Suspense boundary: a lazy component suspends at its first render even
// when its chunk has long arrived (its promise's callbacks run a microtask later), and React 18
// keeps a boundary's revealed content back for up to 500 ms after its fallback commits. The
// dashboard's chunk, started at boot, was in hand well before the route let the page through, yet
// "Loading the dashboard" showed for ~0.5 s (ADR 0022, sixth pass). This page renders a module
// already loaded at once; one still on its way shows the spinner, and the page renders when it
// arrives (a state update, committed at once).
import { useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { afterFirstPaint } from '../../runtime/firstPaintGate';
import { Spinner } from './Spinner';

export type LazyPage = FunctionComponent & {
  /** Starts loading the page's chunk (once; again after a failure). The page renders at once when it has arrived. */
  preload: () => Promise<ComponentType>;
};

/**
 * `Loading`, when given, shows while the chunk loads instead of the spinner (the dashboard's frame);
 * `loadingLabel` names the spinner otherwise.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, loadingLabel: string, Loading?: ComponentType): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        loading = null; // the next preload tries again
        throw error;
      },
    );
    return loading;
  };

  function Page() {
    const [, setArrived] = useState<ComponentType | null>(loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (loaded) return;
      let current = true;
      // Not before a frame boot is painting is on screen (runtime/firstPaintGate.ts).
      afterFirstPaint(() => {
        preload().then(
          (page) => current && setArrived(() => page),
          (error: unknown) => current && setFailure({ error }),
        );
      });
      return () => {
        current = false;
      };
    }, []);
    // A chunk that failed to load goes to the error boundary, as React.lazy's would.
    if (failure) throw failure.error;
    if (!loaded) return Loading ? <Loading /> : <Spinner label={loadingLabel} />;
    const Loaded = loaded;
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}
