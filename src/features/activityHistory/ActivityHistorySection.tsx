// The Activity History card's place on the dashboard (spec part 2 §2: the feature area's empty
// child path, here /dashboard exactly; ADR 0019). The dashboard renders it under the positions once
// they have painted; it keeps the card's space from then on and fetches the card's chunk when the
// browser is idle, so the card never competes with the positions' first paint or moves them.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Card, Spinner } from '../../shared/ui/index';
import './components/ActivityHistorySpace.css';

const loadCard = () => import(/* webpackChunkName: "activity-history" */ './components/ActivityHistoryCard');
const ActivityHistoryCard = lazy(loadCard);

// Not from messages.ts: the dashboard's chunk carries no more of this feature than these lines.
const TITLE = 'Activity History';

/** The card's title and space while its chunk is on its way. */
function Reserved() {
  const titleId = useId();
  return (
    <Card as="section" className="activity-history activity-history--reserved" aria-labelledby={titleId}>
      <div className="activity-history__head">
        <h2 id={titleId} className="activity-history__title">
          {TITLE}
        </h2>
      </div>
      <Spinner label={`Loading ${TITLE}`} />
    </Card>
  );
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

export function ActivityHistorySection() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return <Reserved />;
  return (
    <Suspense fallback={<Reserved />}>
      <ActivityHistoryCard />
    </Suspense>
  );
}
