import { UI_MESSAGES } from './messages';
import { VisuallyHidden } from './VisuallyHidden';
import './Spinner.css';

interface SpinnerProps {
  /** What is loading, announced to assistive technology. */
  label?: string;
  className?: string;
}

/** A busy indicator: a turning circle on screen, a named status for screen readers. */
export function Spinner({ label = UI_MESSAGES.loading, className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={className ? `spinner ${className}` : 'spinner'}>
      <span className="spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
