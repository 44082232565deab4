// A feature page as the router mounts it: a lazy chunk of its own, behind a spinner named for what
// loads while it downloads. The label is passed in (not read from the feature's messages) so the
// router's first page carries no more of a feature than this one line.
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from './Spinner';

export function lazyPage(load: () => Promise<{ default: ComponentType }>, loadingLabel: string): ComponentType {
  const LazyPage = lazy(load);
  function Page() {
    return (
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <LazyPage />
      </Suspense>
    );
  }
  return Page;
}
