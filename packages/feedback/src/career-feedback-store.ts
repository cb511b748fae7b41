import { useSyncExternalStore } from 'react';

/**
 * Whether the career-connector feedback dialog is open. One dialog is mounted per page (by the shell);
 * the side bar's button and the help menu's entry open it from anywhere.
 */
let open = false;
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** Opens the dialog; focus goes back to `returnTo` (else the element focused now) when it closes. */
export function openCareerFeedback(returnTo?: HTMLElement | null) {
  returnFocus = returnTo ?? (typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null);
  open = true;
  emit();
}

/** Closes the dialog; the dialog gives focus back (see takeReturnFocus) once it has really closed. */
export function closeCareerFeedback() {
  if (!open) return;
  open = false;
  emit();
}

/**
 * Where focus goes after the dialog closed: the opener when it is still on the page. Called by the dialog
 * after `close()`, since closing a modal dialog moves focus itself (to a menu entry that may be gone).
 */
export function takeReturnFocus(): HTMLElement | null {
  const target = returnFocus;
  returnFocus = null;
  return target && target.isConnected ? target : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCareerFeedbackOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
