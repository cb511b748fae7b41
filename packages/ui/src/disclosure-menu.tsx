import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DisclosureMenuProps {
  /** Visible text of the button. */
  label: string;
  /** Accessible name when it should say more than the visible text. */
  accessibleName?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows a list of links/actions (disclosure pattern: plain Tab order, Escape and an outside
 * click close it, focus returns to the button).
 */
export function DisclosureMenu({ label, accessibleName, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div
      className="ui-menu"
      ref={root}
      onBlur={(e) => {
        if (open && root.current && !root.current.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="ui-menu__button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={accessibleName}
        onClick={() => setOpen((v) => !v)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul className="ui-menu__list" id={id} hidden={!open}>
        {children(close)}
      </ul>
    </div>
  );
}
