import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicePreference } from './device-preference.ts';

const KEY = 'tessera-test-preference';
const quiet = () =>
  devicePreference(
    KEY,
    (stored) => (stored as { on?: unknown } | null)?.on === true,
    (on) => ({ on }),
    false,
  );

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('devicePreference', () => {
  it('reads what is stored, and the fallback when nothing or something unreadable is', () => {
    expect(quiet().get()).toBe(false);
    window.localStorage.setItem(KEY, JSON.stringify({ on: true }));
    expect(quiet().get()).toBe(true);
    window.localStorage.setItem(KEY, '{not json');
    expect(quiet().get()).toBe(false);
  });

  it('stores a change and renders every component using it again', () => {
    const pref = quiet();
    function Probe({ name }: { name: string }) {
      return <p>{`${name}: ${String(pref.use())}`}</p>;
    }
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    act(() => pref.set(true));
    expect(screen.getByText('a: true')).toBeInTheDocument();
    expect(screen.getByText('b: true')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({ on: true });
  });

  it('hears a change made in another tab through the storage event', () => {
    const pref = quiet();
    function Probe() {
      return <p>{`on: ${String(pref.use())}`}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('on: false')).toBeInTheDocument();
    window.localStorage.setItem(KEY, JSON.stringify({ on: true }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.getByText('on: true')).toBeInTheDocument();
  });

  it('falls back when storage cannot be read at all', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(quiet().get()).toBe(false);
  });
});
