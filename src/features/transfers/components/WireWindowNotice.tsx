// The wire window beside a wire (spec part 2 §4, §9): open, closing soon (after 4:00 pm ET: the
// warning that wires between 4 and 5 pm may not be processed until the next business day) or
// closed, with a live countdown to the cut-off or to the next opening, and when that opening is
// (beyond the spec: users want to know when a wire will go). The countdown is not a live region:
// a screen reader would read it every second.
import { BEFORE_CLOSE_WARNING } from '../../../shared/validation/businessHours';
import { TRANSFER_MESSAGES as M } from '../messages';
import { formatCountdown, formatOpening, type WireWindowView } from '../wireWindow';

const STATUS_TEXT = { OPEN: M.windowOpen, BEFORE_CLOSE: M.windowBeforeClose, CLOSED: M.windowClosed } as const;

export function WireWindowNotice({ view }: { view: WireWindowView | null }) {
  if (!view) return null;
  const left = formatCountdown(view.remainingMs);
  const when = new Date(view.nextChange).toISOString();
  return (
    <section className={`wire-window wire-window--${view.status.toLowerCase()}`} aria-label={M.windowTitle}>
      <p className="wire-window__status">
        <strong>{STATUS_TEXT[view.status]}</strong>
        <span className="wire-window__countdown">
          {' · '}
          <time dateTime={when}>{view.status === 'CLOSED' ? M.opensIn(left) : M.cutOffIn(left)}</time>
        </span>
      </p>
      {view.status === 'CLOSED' && <p className="wire-window__next">{M.nextOpening(formatOpening(view.nextChange))}</p>}
      {view.status === 'BEFORE_CLOSE' && <p className="wire-window__warning">{BEFORE_CLOSE_WARNING}</p>}
      <p className="wire-window__hours">{M.windowHours}</p>
    </section>
  );
}
