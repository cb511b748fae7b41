import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Tests of the plain modules run in Node (no DOM).
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});
