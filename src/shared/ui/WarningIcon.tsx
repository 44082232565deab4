import { UI_MESSAGES } from './messages';

interface WarningIconProps {
  /** Decorative when the text beside it already says what is wrong. */
  decorative?: boolean;
  className?: string;
}

/** A triangle with an exclamation mark; inherits the text colour. */
export function WarningIcon({ decorative = false, className }: WarningIconProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': UI_MESSAGES.warning };
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" focusable="false" {...a11y}>
      <path fill="currentColor" d="M12 2 1 21h22L12 2Zm0 4.8L19.5 19h-15L12 6.8ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z" />
    </svg>
  );
}
