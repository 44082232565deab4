// The generic modal of spec part 2 §2: heading, sub-heading, header message, optional warning icon,
// HTML message, configurable buttons. Closes on Escape or the X, never on a click outside.
import { type ReactNode, Suspense, lazy, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { UI_MESSAGES } from './messages';
import { useModalBehaviour } from './useModalBehaviour';
import { WarningIcon } from './WarningIcon';
import './Button.css';
import './Modal.css';

// DOMPurify comes with the first modal that shows HTML, not with the first page.
const SanitizedHtml = lazy(() => import('./SanitizedHtml').then((m) => ({ default: m.SanitizedHtml })));

export interface ModalButton {
  label: string;
  variant: 'primary' | 'secondary';
  onClick?: () => void;
  disabled?: boolean;
  /** Also close the dialog after onClick (the spec's auto-closing button names). */
  autoClose?: boolean;
}

export interface ModalProps {
  open: boolean;
  heading: string;
  subHeading?: string;
  headerMessage?: string;
  showWarningIcon?: boolean;
  /** Rich text from data; sanitized with DOMPurify before it reaches the DOM. */
  htmlMessage?: string;
  children?: ReactNode;
  buttons?: readonly ModalButton[];
  /** Escape, the X and auto-closing buttons call this; the parent decides to unmount. */
  onClose: () => void;
  /** Accessible name of the X button. */
  closeLabel?: string;
  className?: string;
}

export function Modal(props: ModalProps) {
  const { open, heading, subHeading, headerMessage, showWarningIcon, htmlMessage, children } = props;
  const { buttons = [], onClose, closeLabel = UI_MESSAGES.close, className } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useModalBehaviour(open, panelRef, onClose);
  if (!open) return null;

  const press = (button: ModalButton) => {
    button.onClick?.();
    if (button.autoClose) onClose();
  };

  // Plain divs, not header/footer: in a portal on <body> those would become page landmarks.
  return createPortal(
    // The backdrop has no click handler on purpose: the spec says an outside click does not close.
    <div className="modal-backdrop">
      <div
        ref={panelRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <div className="modal__titles">
            <h2 id={headingId} className="modal__heading">
              {showWarningIcon && <WarningIcon className="modal__warning-icon" />}
              {heading}
            </h2>
            {subHeading && <p className="modal__subheading">{subHeading}</p>}
          </div>
          <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* The body scrolls when long: focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
        <div className="modal__body" role="region" aria-labelledby={headingId} tabIndex={0}>
          {headerMessage && <p className="modal__header-message">{headerMessage}</p>}
          {htmlMessage && (
            <Suspense fallback={null}>
              <SanitizedHtml className="modal__html" html={htmlMessage} />
            </Suspense>
          )}
          {children}
        </div>
        {buttons.length > 0 && (
          <div className="modal__buttons">
            {buttons.map((button) => (
              <button
                key={button.label}
                type="button"
                className={`button button--${button.variant}`}
                disabled={button.disabled}
                onClick={() => press(button)}
              >
                {button.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
