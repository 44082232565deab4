// The Activity History card's place on the dashboard (spec part 2 §2: the feature area's empty
// child path, here /dashboard exactly; ADR 0019). The dashboard renders it under the positions once
// they have painted; it keeps the card's space from then on, and fetches the card's chunk (whose
// opening loads the records) once the card's place comes within a screen of the viewport, so a
// dashboard that is not scrolled to it (a phone's, where it is far below the positions) spends
// neither the chunk nor the records' answer and render on it (ADR 0022). Browsers without
// IntersectionObserver fetch it when idle.
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Card, Spinner } from '../../shared/ui/index';
import { whenIdle } from '../../shared/whenIdle';
import './components/ActivityHistorySpace.css';

const loadCard = () => import(/* webpackChunkName: "activity-history" */ './components/ActivityHistoryCard');
const ActivityHistoryCard = lazy(loadCard);

// Not from messages.ts: the dashboard's chunk carries no more of this feature than these lines.
const TITLE = 'Activity History';

/** The card's title and space while its chunk is on its way. */
function Reserved({ titleRef }: { titleRef?: RefObject<HTMLHeadingElement> }) {
  const titleId = useId();
  return (
    <Card as="section" className="activity-history activity-history--reserved" aria-labelledby={titleId}>
      <div className="activity-history__head">
        <h2 id={titleId} ref={titleRef} className="activity-history__title">
          {TITLE}
        </h2>
      </div>
      <Spinner label={`Loading ${TITLE}`} />
    </Card>
  );
}

export function ActivityHistorySection() {
  const [ready, setReady] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const title = titleRef.current;
    if (ready || !title) return undefined;
    if (typeof IntersectionObserver === 'undefined') return whenIdle(() => setReady(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setReady(true), { rootMargin: '100% 0px' });
    observer.observe(title);
    return () => observer.disconnect();
  }, [ready]);
  if (!ready) return <Reserved titleRef={titleRef} />;
  return (
    <Suspense fallback={<Reserved />}>
      <ActivityHistoryCard />
    </Suspense>
  );
}
