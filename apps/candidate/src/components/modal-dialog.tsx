import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './candidate-components.css';

export interface ModalDialogProps {
  open: boolean;
  /** Escape, the close button, or the caller's own buttons. */
  onClose: () => void;
  title: ReactNode;
  /** Text of the close button in the corner. */
  closeLabel: string;
  children: ReactNode;
  /** Extra class on the dialog box. */
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: the page behind becomes inert, Escape closes it, Tab and
 * Shift+Tab stay inside it, it is labelled by its title, and focus returns where it was when it closes.
 */
export function ModalDialog({ open, onClose, title, closeLabel, children, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The first field (or button) takes focus; the title is read as the dialog's name.
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnTo.current?.focus();
    }
  }, [open]);

  useEffect(
    () => () => {
      // Unmounted while open (for example after navigating away): give focus back.
      if (ref.current?.open) returnTo.current?.focus();
    },
    [],
  );

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={['cc-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="cc-dialog__box">
          <div className="cc-dialog__header">
            <h2 id={titleId} className="cc-dialog__title">
              {title}
            </h2>
            <button type="button" className="ui-button ui-button--secondary cc-dialog__close" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
