import { useEffect, useRef } from 'react';

export interface PausableTimeoutOptions {
  /** The timer runs only while active; becoming active starts it from the full delay. */
  active: boolean;
  /** DECISIONS 14: paused while the pointer or focus is on what it would hide; resumes with the time left. */
  paused: boolean;
  /** A new value starts the timer again from the full delay (for example the current path). */
  resetKey?: unknown;
}

/**
 * A one-shot timeout that can be paused and resumed. It fires once per start; after firing it waits
 * for a reset (resetKey changes, or active goes false then true) before it can fire again.
 */
export function usePausableTimeout(onDone: () => void, delayMs: number, { active, paused, resetKey }: PausableTimeoutOptions) {
  const done = useRef(onDone);
  done.current = onDone;
  const remaining = useRef(delayMs);
  const fired = useRef(false);

  // Runs after the timer effect's clean-up below, so a reset wins over the time just subtracted.
  useEffect(() => {
    remaining.current = delayMs;
    fired.current = false;
  }, [resetKey, active, delayMs]);

  useEffect(() => {
    if (!active || paused || fired.current) return;
    const startedAt = Date.now();
    const id = setTimeout(() => {
      fired.current = true;
      remaining.current = delayMs;
      done.current();
    }, remaining.current);
    return () => {
      clearTimeout(id);
      if (!fired.current) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [active, paused, resetKey, delayMs]);
}
