import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait on what the user sees; 5 s rather than 1 s, for a busy 2-core CI machine
// running every package's tests at once.
configure({ asyncUtilTimeout: 5000 });

// React Testing Library ends its async wrapper, which every user-event action goes through, on a setTimeout(0) that
// it advances only under Jest's fake timers, found through a global `jest`: under vi.useFakeTimers() an action would
// wait for ever (testing-library/react-testing-library#1197). Let it advance vitest's fake clock instead.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks ResizeObserver, which some components measure with.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
