import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait on what the user sees; 5 s rather than 1 s, for a busy 2-core CI machine
// running every package's tests at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
