// A modal dialog on the native <dialog> element: the browser makes the rest of the page inert and keeps the
// focus inside. This component adds what the platform leaves to us: the open state is React's (a prop), Escape
// asks the owner to close (onClose) rather than closing behind React's back, and on closing the focus goes back
// to the control that opened it (WCAG 2.4.3), not to the top of the page.
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import './dialog.css';

interface Props {
  open: boolean;
  /** Escape, or a close control: the owner sets open to false. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** The buttons at the bottom (an ActionRow). */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Dialog({ open, onClose, title, actions, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A browser without showModal (old engines, jsdom) still shows the dialog, without the inert backdrop.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    // showModal focuses the first focusable element itself; without it, the dialog takes the focus.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // Why checked: the opener may be gone (the dialog removed the item that opened it); focus then stays put.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // The browser's own Escape handling (the cancel event) would close the element while `open` stays true.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation(); // a dialog inside a menu must not close the menu too
    cancel(event);
  };

  return (
    // Escape is handled on the element (keyboard users' way out); the native cancel event covers the browser's own.
    <dialog
      ref={ref}
      className={className ? `ui-dialog ${className}` : 'ui-dialog'}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={cancel}
      onKeyDown={keyDown}
    >
      {open ? (
        <>
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <div className="ui-dialog__body">{children}</div>
          {actions ? <div className="ui-dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
