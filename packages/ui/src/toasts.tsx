import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts without react-toastify on the first page: `toast.*` returns an id at once, loads the library
 * on first use and mounts the container (<ToastRegion />, in AppProviders) then. Toasts raised before
 * the container is up wait in react-toastify's queue and show as soon as it mounts. Use this module
 * instead of importing `toast` from react-toastify, which would put the library back into the entry
 * chunk of every app.
 */

/** Toasts: top-right, 5000 ms, paused on hover and while focused, dragged away at 80 % (SPEC §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;

type Library = typeof import('react-toastify/unstyled');
let library: Promise<Library> | null = null;
const loadLibrary = (): Promise<Library> => (library ??= import('react-toastify/unstyled'));

let wanted = false;
const listeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'info' | 'success' | 'warn' | 'error';
let sequence = 0;

function show(kind: Kind, content: ToastContent, options?: ToastOptions): Id {
  const toastId = options?.toastId ?? `tessera-toast-${++sequence}`;
  want();
  // Calls run in order: every call chains on the same promise.
  void loadLibrary().then(({ toast }) => toast[kind](content, { ...options, toastId }));
  return toastId;
}

export const toast = {
  info: (content: ToastContent, options?: ToastOptions): Id => show('info', content, options),
  success: (content: ToastContent, options?: ToastOptions): Id => show('success', content, options),
  warn: (content: ToastContent, options?: ToastOptions): Id => show('warn', content, options),
  error: (content: ToastContent, options?: ToastOptions): Id => show('error', content, options),
  /** Removes one toast (or all); nothing to do before the first toast. */
  dismiss(id?: Id): void {
    if (!library) return;
    void library.then(({ toast: t }) => t.dismiss(id));
  },
};

const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** Where toasts appear; renders nothing (and loads nothing) until the first toast. */
export function ToastRegion() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer autoCloseMs={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
