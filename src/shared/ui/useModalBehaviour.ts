// Dialog behaviour the WAI-ARIA modal pattern asks for: focus moves in on open, Tab and Shift+Tab
// cycle inside, Escape closes, focus returns to the opener on close, the page behind does not scroll.
import { type RefObject, useEffect, useRef } from 'react';
import { focusableElements } from './focusable';
import { isTopModal, openModalCount, pushModal, removeModal } from './modalStack';

const SCROLL_LOCK_CLASS = 'modal-scroll-locked';

export function useModalBehaviour(open: boolean, panelRef: RefObject<HTMLElement>, onClose: () => void): void {
  // The latest onClose without re-running the effect (which would move focus again) on each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const id = Symbol('modal');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    document.body.classList.add(SCROLL_LOCK_CLASS);
    panel.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        cycleFocus(panel, event);
      }
    };
    // Focus that escapes by other means (a click behind the backdrop, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (isTopModal(id) && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeModal(id);
      if (openModalCount() === 0) document.body.classList.remove(SCROLL_LOCK_CLASS);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef]);
}

function cycleFocus(panel: HTMLElement, event: KeyboardEvent): void {
  const items = focusableElements(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active) || active === panel;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || (outside && active !== panel))) {
    event.preventDefault();
    first.focus();
  }
}
