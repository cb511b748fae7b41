import { useSyncExternalStore } from 'react';

/**
 * A preference kept on this device only (localStorage, as JSON): read once and cached, written by `set`,
 * and heard by every component using it, in this tab and, through the storage event, in the others.
 */
export interface DevicePreference<T> {
  get(): T;
  set(value: T): void;
  /** The value in a React component, rendered again when it changes. */
  use(): T;
  /** Reads storage again on the next `get` (tests that write storage themselves). */
  forget(): void;
}

/**
 * `parse` turns what is stored (null when nothing is) into the value; `store` the value into what is
 * stored; `fallback` stands when storage cannot be read.
 */
export function devicePreference<T>(
  key: string,
  parse: (stored: unknown) => T,
  store: (value: T) => unknown,
  fallback: T,
): DevicePreference<T> {
  const listeners = new Set<() => void>();
  let cache: { value: T } | null = null;

  const load = (): T => {
    try {
      const raw = window.localStorage.getItem(key);
      return parse(raw ? (JSON.parse(raw) as unknown) : null);
    } catch {
      return fallback;
    }
  };

  const get = (): T => {
    cache ??= { value: load() };
    return cache.value;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) {
        cache = null;
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    set(value: T) {
      window.localStorage.setItem(key, JSON.stringify(store(value)));
      cache = null;
      for (const l of listeners) l();
    },
    use: () => useSyncExternalStore(subscribe, get, () => fallback),
    forget() {
      cache = null;
    },
  };
}
