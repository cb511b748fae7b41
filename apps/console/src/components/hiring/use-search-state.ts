import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or the fallback. */
export function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

/**
 * List filters kept in the address (so a filtered list can be shared and survives reloads): read with
 * `params.get`, change with `update({key: value})`; an empty value removes the key, and any change other
 * than the page itself goes back to page 1. `replace` changes the address without a new history entry.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string | number | null | undefined>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** Ids from the address (?ids=3,8), unique, in the order given, at most `max`. */
export function parseIdList(value: string | null, max: number): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const n = positiveInt(part.trim(), 0);
    if (n && !ids.includes(n)) ids.push(n);
  }
  return ids.slice(0, max);
}
