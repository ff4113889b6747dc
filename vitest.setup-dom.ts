import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every project's tests at once on two cores: an encrypted login against the in-process
// sandbox (2048-bit RSA), or a lazy part transformed on first import, can take seconds there. findBy/waitFor wait up to 10 s, as the e2e's
// expect does on CI, not the default 1 s; a test that passes still returns as soon as its element shows.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
