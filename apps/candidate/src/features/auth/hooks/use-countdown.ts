import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down to zero, then calls onDone. While `paused` (pointer or focus on the notice,
 * DECISIONS 14) the count stands still.
 */
export function useCountdown(seconds: number | null, onDone: () => void, paused = false): number | null {
  const [left, setLeft] = useState<number | null>(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (left === null || paused) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const id = setTimeout(() => setLeft((v) => (v === null ? v : v - 1)), 1000);
    return () => clearTimeout(id);
  }, [left, paused]);
  return left;
}
