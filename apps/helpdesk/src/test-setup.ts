// jest-dom's matchers (toBeInTheDocument, toBeDisabled, toHaveAccessibleName, ...) for every test file.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy and waitFor wait on what the user sees; 5 s rather than 1 s, for a busy 2-core CI machine
// running every package's tests at once.
configure({ asyncUtilTimeout: 5000 });
