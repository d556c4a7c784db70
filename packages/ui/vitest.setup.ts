import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount rendered trees between tests (Vitest globals are off, so Testing Library cannot do it).
afterEach(() => {
  cleanup();
});
